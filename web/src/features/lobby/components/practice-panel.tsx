import { useAtomValue } from "jotai";
import { useMemo, useState } from "react";
import { profileAtom } from "../../../shared/session/profile.ts";
import { formatAmount } from "../../../shared/format/money.ts";
import { DataTable, type Column } from "../../../shared/ui/data-table.tsx";
import { TabPanel, Tabs } from "../../../shared/ui/tabs.tsx";
import { Toggletip } from "../../../shared/ui/toggletip.tsx";
import { joinTable, type LobbyTable, type RummyType } from "../api/lobby-api.ts";
import { useGameLauncher } from "../hooks/use-game-launcher.ts";
import { lobbyAmount, MODES, modeOf, type Mode } from "../model/modes.ts";
import { filterByPlayers, nextSort, sortTables, type PlayerCount, type Sort, type SortKey } from "../model/sort-filter.ts";
import { ListStatus, NO_TABLES } from "./list-status.tsx";
import { MaxPlayersFilter } from "./max-players-filter.tsx";
import { useTables } from "./use-tables.ts";

type Build = (sortOf: (key: SortKey, header: string) => Column<LobbyTable>["sort"]) => Column<LobbyTable>[];

const name: Column<LobbyTable> = { key: "name", header: "Name", cell: (t) => <strong>{t.sName}</strong> };
const players = (sortOf: Parameters<Build>[0]): Column<LobbyTable> => ({
  key: "players",
  header: "Max Players",
  align: "center",
  cell: (t) => t.nMaxPlayer,
  sort: sortOf("nMaxPlayer", "Max Players"),
});
const fee = (sortOf: Parameters<Build>[0]): Column<LobbyTable> => ({
  key: "fee",
  header: "Entry Fee",
  align: "end",
  cell: (t) => lobbyAmount(t.nTableFee),
  sort: sortOf("nTableFee", "Entry Fee"),
});

/** SPEC.md section 2's columns for each practice mode. */
const COLUMNS: Record<RummyType, Build> = {
  point: (sortOf) => [
    name,
    { key: "decks", header: "Decks", align: "center", cell: (t) => t.nDeck },
    players(sortOf),
    { key: "point", header: "Point", align: "end", cell: (t) => lobbyAmount(t.nTablePoint), sort: sortOf("nTablePoint", "Point") },
  ],
  pool: (sortOf) => [name, { key: "type", header: "Type", align: "center", cell: (t) => t.nTablePoint, sort: sortOf("nTablePoint", "Type") }, players(sortOf), fee(sortOf)],
  deal: (sortOf) => [name, { key: "deals", header: "Deals", align: "center", cell: (t) => t.nTablePoint, sort: sortOf("nTablePoint", "Deals") }, players(sortOf), fee(sortOf)],
  point21: (sortOf) => pointsWithFee(sortOf),
  point10: (sortOf) => pointsWithFee(sortOf),
  point27: (sortOf) => pointsWithFee(sortOf),
};

function pointsWithFee(sortOf: Parameters<Build>[0]): Column<LobbyTable>[] {
  return [name, { key: "point", header: "Point", align: "end", cell: (t) => formatAmount(t.nTablePoint), sort: sortOf("nTablePoint", "Point") }, players(sortOf), fee(sortOf)];
}

function PracticeTables({ mode, ticked }: { mode: RummyType; ticked: ReadonlySet<PlayerCount> }) {
  const { state, retry } = useTables(mode, "practice");
  const { join } = useGameLauncher();
  const [sort, setSort] = useState<Sort>(null);

  const columns = useMemo(() => {
    const sortOf = (key: SortKey) => ({ direction: sort?.key === key ? sort.direction : null, onSort: () => setSort((s) => nextSort(s, key)) });
    const play: Column<LobbyTable> = {
      key: "play",
      header: "Play",
      align: "end",
      cell: (t) => (
        <button type="button" className="btn btn--gold btn--sm" onClick={() => void join(() => joinTable(t))} aria-label={`Play ${t.sName}, ${t.nMaxPlayer} players`}>
          Play
        </button>
      ),
    };
    return [...COLUMNS[mode](sortOf), play];
  }, [join, mode, sort]);

  return (
    <ListStatus state={state} retry={retry}>
        {({ tables }) => (
          <DataTable
            caption={`${modeOf(mode).label} practice tables`}
            columns={columns}
            rows={sortTables(filterByPlayers(tables, ticked), sort)}
            rowKey={(t) => t._id}
            empty={NO_TABLES}
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
export function PracticePanel({ modes = MODES, idPrefix = "practice-mode", label = "Practice games" }: { modes?: readonly Mode[]; idPrefix?: string; label?: string }) {
  const [mode, setMode] = useState<RummyType>(modes[0]?.id ?? "point");
  const [ticked, setTicked] = useState<ReadonlySet<PlayerCount>>(new Set());
  const profile = useAtomValue(profileAtom);
  const info = modeOf(mode);
  return (
    <div className="lobby-panel">
      <div className="lobby-panel__bar">
        <Tabs idPrefix={idPrefix} label={label} items={modes} selected={mode} onSelect={setMode} variant="sub" />
        <Toggletip label={`About ${info.label}`} text={info.info} />
        <div className="lobby-panel__end">
          {profile && (
            <span className="practice-chips">
              Practice chips <strong data-testid="practice-chips">{lobbyAmount(profile.nPracticeChips)}</strong>
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
