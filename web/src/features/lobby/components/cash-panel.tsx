import { useAtomValue } from "jotai";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { formatAmount } from "../../../shared/format/money.ts";
import { readStorage, writeStorage } from "../../../shared/session/storage-keys.ts";
import { settingsAtom } from "../../../shared/settings/settings.ts";
import { ConfirmModal } from "../../../shared/ui/confirm-modal.tsx";
import { SelectField } from "../../../shared/ui/form-fields.tsx";
import { TabPanel, Tabs } from "../../../shared/ui/tabs.tsx";
import { Toggletip } from "../../../shared/ui/toggletip.tsx";
import { joinTable, type LobbyTable, type RummyType } from "../api/lobby-api.ts";
import { useGameLauncher } from "../hooks/use-game-launcher.ts";
import { CASH_PLAYERS_KEY, cashRefusalAtom } from "../model/lobby-state.ts";
import { MODES, modeOf, pointValueLabel } from "../model/modes.ts";
import type { PlayerCount } from "../model/sort-filter.ts";
import { ListStatus, NO_TABLES } from "./list-status.tsx";
import { useOccupancy } from "./use-occupancy.ts";
import { useTables } from "./use-tables.ts";

export const PLAY_QUESTION = "Are you sure you want to play this game?";
export const CASH_OFF_TEXT = "Cash games are switched off. You can still play practice tables.";

const PLAYER_TABS = [
  { id: "2", label: "2 Players" },
  { id: "6", label: "6 Players" },
] as const;

function storedPlayers(): PlayerCount {
  return readStorage(CASH_PLAYERS_KEY) === "6" ? 6 : 2;
}

function TableFacts({ table }: { table: LobbyTable }) {
  const facts: [string, string][] =
    table.eRummyType === "pool"
      ? [
          ["Pool", String(table.nTablePoint)],
          ["Entry fee", `₹${formatAmount(table.nTableFee)}`],
        ]
      : table.eRummyType === "deal"
        ? [
            ["Deals", String(table.nTablePoint)],
            ["Entry fee", `₹${formatAmount(table.nTableFee)}`],
          ]
        : [
            ["Point value", `₹${formatAmount(table.nTablePoint)}`],
            ["Buy-in", `₹${formatAmount(table.nTableFee)}`],
          ];
  return (
    <dl className="details cash-facts">
      {[...facts, ["Decks", String(table.nDeck)] as [string, string], ["Max players", String(table.nMaxPlayer)] as [string, string]].map(([k, v]) => (
        <div key={k} className="cash-facts__item">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function CashTables({ mode, players }: { mode: RummyType; players: PlayerCount }) {
  const { state, retry } = useTables(mode, "cash");
  const { join } = useGameLauncher();
  const occupancy = useOccupancy(mode, "cash");
  const [chosenId, setChosenId] = useState("");
  const [confirming, setConfirming] = useState(false);
  const tables = useMemo(() => (state.status === "ready" ? state.tables.filter((t) => t.nMaxPlayer === players) : []), [state, players]);
  const chosen = tables.find((t) => t._id === chosenId) ?? tables[0];

  useEffect(() => setChosenId(""), [players]);

  const play = () => {
    setConfirming(false);
    if (chosen) void join(() => joinTable(chosen));
  };

  return (
    <ListStatus state={state} retry={retry}>
      {() =>
        tables.length === 0 ? (
          <p className="data-table__empty" role="status">
            {NO_TABLES}
          </p>
        ) : (
          <div className="cash-play">
            <SelectField label="Select a Point Value" value={chosen?._id ?? ""} onChange={(e) => setChosenId(e.target.value)} data-testid={`cash-${mode}-${players}-select`}>
              {tables.map((t) => (
                <option key={t._id} value={t._id}>
                  {pointValueLabel(t)}
                  {occupancy.has(t._id) ? ` · ${occupancy.get(t._id)?.players ?? 0} playing` : ""}
                </option>
              ))}
            </SelectField>
            {chosen && <TableFacts table={chosen} />}
            {chosen && occupancy.has(chosen._id) && (
              <p className="cash-occupancy" data-testid="cash-occupancy">
                {occupancy.get(chosen._id)?.players ?? 0} playing at this stake now. {occupancy.get(chosen._id)?.waitText} If no one joins, you can leave before the first deal and get your whole buy-in back.
              </p>
            )}
            <button type="button" className="btn btn--gold btn--lg cash-play__button" disabled={!chosen} onClick={() => setConfirming(true)}>
              Play
            </button>
            {confirming && <ConfirmModal title="Play cash game" message={PLAY_QUESTION} onConfirm={play} onCancel={() => setConfirming(false)} testId="play-confirm" />}
          </div>
        )
      }
    </ListStatus>
  );
}

function CashOff({ message }: { message: string }) {
  return (
    <div className="notice cash-off" role="status" data-testid="cash-off">
      <p>{message}</p>
      <p>
        Practice tables are open in the Practice tab. Money already in your account stays yours: you can still <Link to="/withdraw">withdraw</Link> it.
      </p>
    </div>
  );
}

/** Main tab 2: real chips. Sub-tabs per mode; inner tabs 2 / 6 players; a point value and Play. */
export function CashPanel() {
  const settings = useAtomValue(settingsAtom);
  const refusal = useAtomValue(cashRefusalAtom);
  const [mode, setMode] = useState<RummyType>("point");
  const [players, setPlayersState] = useState<PlayerCount>(storedPlayers);
  const setPlayers = (id: "2" | "6") => {
    writeStorage(CASH_PLAYERS_KEY, id);
    setPlayersState(id === "6" ? 6 : 2);
  };

  if (!settings) {
    return (
      <div className="lobby-status" role="status">
        <span className="loader__spinner" aria-hidden="true" />
        <span>Checking cash play…</span>
      </div>
    );
  }
  if (!settings.moneyGamesEnabled || refusal) return <CashOff message={refusal ?? CASH_OFF_TEXT} />;

  const info = modeOf(mode);
  return (
    <div className="lobby-panel">
      <div className="lobby-panel__bar">
        <Tabs idPrefix="cash-mode" label="Cash games" items={MODES} selected={mode} onSelect={setMode} variant="sub" />
        <Toggletip label={`About ${info.label}`} text={info.info} />
      </div>
      <TabPanel idPrefix="cash-mode" id={mode}>
        <Tabs idPrefix={`cash-players-${mode}`} label="Players at the table" items={PLAYER_TABS} selected={String(players) as "2" | "6"} onSelect={setPlayers} variant="pill" />
        <TabPanel idPrefix={`cash-players-${mode}`} id={String(players)} className="cash-players">
          <CashTables key={mode} mode={mode} players={players} />
        </TabPanel>
      </TabPanel>
    </div>
  );
}
