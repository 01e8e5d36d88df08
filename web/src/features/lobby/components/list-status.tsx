import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { LOBBY } from "../i18n/index.ts";
import { NO_TABLES_TEXT } from "../model/lobby-words.ts";
import { ListStatus as SharedListStatus } from "../../../shared/ui/list-status.tsx";
import type { TablesState } from "./use-tables.ts";

export const NO_TABLES = NO_TABLES_TEXT;

/** A table list's loading and error states (the shared ListStatus) in the lobby's words. */
export function ListStatus({ state, retry, children }: { state: TablesState; retry: () => void; children: (tables: TablesState & { status: "ready" }) => ReactNode }) {
  const { t } = useTranslation(LOBBY);
  return (
    <SharedListStatus state={state} retry={retry} loadingText={t("loadingTables")} retryText={t("tryAgain")}>
      {children}
    </SharedListStatus>
  );
}
