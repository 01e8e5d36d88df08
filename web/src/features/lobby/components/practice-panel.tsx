import { useTranslation } from "react-i18next";
import { LOBBY } from "../i18n/index.ts";
import type { TFunction } from "i18next";
import { useAtomValue } from "jotai";
import { useEffect, useMemo, useState } from "react";
import { firstScreenShown } from "../../../shared/first-screen.ts";
import { profileAtom } from "../../../shared/session/profile.ts";
import { formatAmount } from "../../../shared/format/money.ts";
import { DataTable, type Column } from "../../../shared/ui/data-table.tsx";
import { TabPanel, Tabs } from "../../../shared/ui/tabs.tsx";
import { Toggletip } from "../../../shared/ui/toggletip.tsx";
import { joinTable, type LobbyTable, type RummyType } from "../api/lobby-api.ts";
import { useGameLauncher } from "../hooks/use-game-launcher.ts";
import { lobbyAmount, MODES, type Mode } from "../model/modes.ts";
import { filterByPlayers, nextSort, sortTables, type PlayerCount, type Sort, type SortKey } from "../model/sort-filter.ts";
import { ListStatus } from "./list-status.tsx";
import { MaxPlayersFilter } from "./max-players-filter.tsx";
import { useTables } from "./use-tables.ts";

type Build = (sortOf: (key: SortKey, header: string) => Column<LobbyTable>["sort"], t: TFunction<"lobby">) => Column<LobbyTable>[];

const name = (t: TFunction<"lobby">): Column<LobbyTable> => ({ key: "name", header: t("columns.name"), cell: (row) => <strong>{row.sName}</strong> });
const players = (sortOf: Parameters<Build>[0], t: TFunction<"lobby">): Column<LobbyTable> => ({
  key: "players",
  header: t("columns.maxPlayers"),
  align: "center",
  cell: (row) => row.nMaxPlayer,
  sort: sortOf("nMaxPlayer", t("columns.maxPlayers")),
});
const fee = (sortOf: Parameters<Build>[0], t: TFunction<"lobby">): Column<LobbyTable> => ({
  key: "fee",
  header: t("columns.entryFee"),
  align: "end",
  cell: (row) => lobbyAmount(row.nTableFee),
  sort: sortOf("nTableFee", t("columns.entryFee")),
});

/** SPEC.md section 2's columns for each practice mode. */
const COLUMNS: Record<RummyType, Build> = {
  point: (sortOf, t) => [
    name(t),
    { key: "decks", header: t("columns.decks"), align: "center", cell: (row) => row.nDeck },
    players(sortOf, t),
    { key: "point", header: t("columns.point"), align: "end", cell: (row) => lobbyAmount(row.nTablePoint), sort: sortOf("nTablePoint", t("columns.point")) },
  ],
  pool: (sortOf, t) => [
    name(t),
    { key: "type", header: t("columns.type"), align: "center", cell: (row) => row.nTablePoint, sort: sortOf("nTablePoint", t("columns.type")) },
    players(sortOf, t),
    fee(sortOf, t),
  ],
  deal: (sortOf, t) => [
    name(t),
    { key: "deals", header: t("columns.deals"), align: "center", cell: (row) => row.nTablePoint, sort: sortOf("nTablePoint", t("columns.deals")) },
    players(sortOf, t),
    fee(sortOf, t),
  ],
  point21: (sortOf, t) => pointsWithFee(sortOf, t),
  point10: (sortOf, t) => pointsWithFee(sortOf, t),
  point27: (sortOf, t) => pointsWithFee(sortOf, t),
};

function pointsWithFee(sortOf: Parameters<Build>[0], t: TFunction<"lobby">): Column<LobbyTable>[] {
  return [
    name(t),
    { key: "point", header: t("columns.point"), align: "end", cell: (row) => formatAmount(row.nTablePoint), sort: sortOf("nTablePoint", t("columns.point")) },
    players(sortOf, t),
    fee(sortOf, t),
  ];
}

function PracticeTables({ mode, ticked }: { mode: RummyType; ticked: ReadonlySet<PlayerCount> }) {
  const { state, retry } = useTables(mode, "practice");
  const { join } = useGameLauncher();
  // The Play buttons (or the list's error) are the lobby's first screen: the player channel waits for it.
  useEffect(() => {
    if (state.status !== "loading") firstScreenShown();
  }, [state.status]);
  const [sort, setSort] = useState<Sort>(null);
  const { t } = useTranslation(LOBBY);

  const columns = useMemo(() => {
    const sortOf = (key: SortKey) => ({ direction: sort?.key === key ? sort.direction : null, onSort: () => setSort((s) => nextSort(s, key)) });
    const play: Column<LobbyTable> = {
      key: "play",
      header: t("columns.play"),
      align: "end",
      cell: (row) => (
        <button
          type="button"
          className="btn btn--gold btn--sm"
          onClick={() => void join(() => joinTable(row))}
          aria-label={t("playTable", { name: row.sName, players: row.nMaxPlayer })}
        >
          {t("columns.play")}
        </button>
      ),
    };
    return [...COLUMNS[mode](sortOf, t), play];
  }, [join, mode, sort, t]);

  return (
    <ListStatus state={state} retry={retry}>
        {({ tables }) => (
          <DataTable
            caption={t("practiceTables", { mode: t(`modes.${mode}.label`) })}
            columns={columns}
            rows={sortTables(filterByPlayers(tables, ticked), sort)}
            rowKey={(t) => t._id}
            empty={t("noTables")}
            testId={`practice-${mode}-tables`}
          />
        )}
    </ListStatus>
  );
}

/**
 * Main tab 1: practice chips, sub-tabs Points, Pool, Deals and Points21; the "10 & 27 Cards" tab
 * shows the same panel with its own two modes.
 */
export function PracticePanel({ modes = MODES, idPrefix = "practice-mode", label }: { modes?: readonly Mode[]; idPrefix?: string; label?: string }) {
  const { t } = useTranslation(LOBBY);
  const [mode, setMode] = useState<RummyType>(modes[0]?.id ?? "point");
  const [ticked, setTicked] = useState<ReadonlySet<PlayerCount>>(new Set());
  const profile = useAtomValue(profileAtom);
  return (
    <div className="lobby-panel">
      <div className="lobby-panel__bar">
        <Tabs idPrefix={idPrefix} label={label ?? t("practiceLabel")} items={modes.map((m) => ({ ...m, label: t(`modes.${m.id}.label`) }))} selected={mode} onSelect={setMode} variant="sub" />
        <Toggletip label={t("about", { mode: t(`modes.${mode}.label`) })} text={t(`modes.${mode}.info`)} />
        <div className="lobby-panel__end">
          {profile && (
            <span className="practice-chips">
              {t("practiceChips")} <strong data-testid="practice-chips">{lobbyAmount(profile.nPracticeChips)}</strong>
            </span>
          )}
          <MaxPlayersFilter ticked={ticked} onChange={setTicked} />
        </div>
      </div>
      <TabPanel idPrefix={idPrefix} id={mode}>
        <PracticeTables key={mode} mode={mode} ticked={ticked} />
      </TabPanel>
    </div>
  );
}
