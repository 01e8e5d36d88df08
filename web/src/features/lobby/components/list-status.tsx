import { useTranslation } from "react-i18next";
import { LOBBY } from "../i18n/index.ts";
import { NO_TABLES_TEXT } from "../model/lobby-words.ts";
import type { ReactNode } from "react";
import type { TablesState } from "./use-tables.ts";

export const NO_TABLES = NO_TABLES_TEXT;

/** Loading and error states of a table list; renders children once the tables are there. */
export function ListStatus({ state, retry, children }: { state: TablesState; retry: () => void; children: (tables: TablesState & { status: "ready" }) => ReactNode }) {
  const { t } = useTranslation(LOBBY);
  if (state.status === "loading") {
    return (
      <div className="lobby-status" role="status">
        <span className="loader__spinner" aria-hidden="true" />
        <span>{t("loadingTables")}</span>
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div className="lobby-status lobby-status--error" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={retry}>
          {t("tryAgain")}
        </button>
      </div>
    );
  }
  return <>{children(state)}</>;
}
