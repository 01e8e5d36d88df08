import type { TFunction } from "i18next";
import { useAtomValue } from "jotai";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { knownText } from "../../../shared/i18n/i18n.ts";
import { formatAmount } from "../../../shared/format/money.ts";
import { readStorage, writeStorage } from "../../../shared/session/storage-keys.ts";
import { settingsAtom } from "../../../shared/settings/settings.ts";
import { ConfirmModal } from "../../../shared/ui/confirm-modal.tsx";
import { SelectField } from "../../../shared/ui/form-fields.tsx";
import { TabPanel, Tabs } from "../../../shared/ui/tabs.tsx";
import { Toggletip } from "../../../shared/ui/toggletip.tsx";
import { joinTable, type LobbyTable, type RummyType } from "../api/lobby-api.ts";
import { useGameLauncher } from "../hooks/use-game-launcher.ts";
import { LOBBY } from "../i18n/index.ts";
import { CASH_PLAYERS_KEY, cashRefusalAtom } from "../model/lobby-state.ts";
import { CASH_OFF_TEXT } from "../model/lobby-words.ts";
import { MODES, modeOf, pointValueLabel } from "../model/modes.ts";
import type { PlayerCount } from "../model/sort-filter.ts";
import { ListStatus, NO_TABLES } from "./list-status.tsx";
import { useOccupancy } from "./use-occupancy.ts";
import { useTables } from "./use-tables.ts";

type LobbyT = TFunction<"lobby">;

const playerTabs = (t: LobbyT) =>
  [
    { id: "2", label: t("filter.players", { count: 2 }) },
    { id: "6", label: t("filter.players", { count: 6 }) },
  ] as const;

function storedPlayers(): PlayerCount {
  return readStorage(CASH_PLAYERS_KEY) === "6" ? 6 : 2;
}

function TableFacts({ table }: { table: LobbyTable }) {
  const { t } = useTranslation(LOBBY);
  const facts: [string, string][] =
    table.eRummyType === "pool"
      ? [
          [t("cash.facts.pool"), String(table.nTablePoint)],
          [t("cash.facts.entryFee"), `₹${formatAmount(table.nTableFee)}`],
        ]
      : table.eRummyType === "deal"
        ? [
            [t("cash.facts.deals"), String(table.nTablePoint)],
            [t("cash.facts.entryFee"), `₹${formatAmount(table.nTableFee)}`],
          ]
        : [
            [t("cash.facts.pointValue"), `₹${formatAmount(table.nTablePoint)}`],
            [t("cash.facts.buyIn"), `₹${formatAmount(table.nTableFee)}`],
          ];
  return (
    <dl className="details cash-facts">
      {[...facts, [t("cash.facts.decks"), String(table.nDeck)] as [string, string], [t("cash.facts.maxPlayers"), String(table.nMaxPlayer)] as [string, string]].map(([k, v]) => (
        <div key={k} className="cash-facts__item">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function CashTables({ mode, players }: { mode: RummyType; players: PlayerCount }) {
  const { t } = useTranslation(LOBBY);
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
            <SelectField label={t("cash.select")} value={chosen?._id ?? ""} onChange={(e) => setChosenId(e.target.value)} data-testid={`cash-${mode}-${players}-select`}>
              {tables.map((table) => (
                <option key={table._id} value={table._id}>
                  {pointValueLabel(table, t)}
                  {occupancy.has(table._id) ? t("cash.playing", { count: occupancy.get(table._id)?.players ?? 0 }) : ""}
                </option>
              ))}
            </SelectField>
            {chosen && <TableFacts table={chosen} />}
            {chosen && occupancy.has(chosen._id) && (
              <p className="cash-occupancy" data-testid="cash-occupancy">
                {t("cash.occupancy", { count: occupancy.get(chosen._id)?.players ?? 0, wait: occupancy.get(chosen._id)?.waitText ?? "" })}
              </p>
            )}
            <button type="button" className="btn btn--gold btn--lg cash-play__button" disabled={!chosen} onClick={() => setConfirming(true)}>
              {t("cash.play")}
            </button>
            {confirming && <ConfirmModal title={t("cash.confirmTitle")} message={t("cash.question")} onConfirm={play} onCancel={() => setConfirming(false)} testId="play-confirm" />}
          </div>
        )
      }
    </ListStatus>
  );
}

function CashOff({ message }: { message: string }) {
  const { t } = useTranslation(LOBBY);
  return (
    <div className="notice cash-off" role="status" data-testid="cash-off">
      <p>{knownText(t, "cash", { off: CASH_OFF_TEXT }, message)}</p>
      <p>
        {t("cash.offMoreBefore")}
        <Link to="/withdraw">{t("cash.withdraw")}</Link>
        {t("cash.offMoreAfter")}
      </p>
    </div>
  );
}

/** Main tab 2: real chips. Sub-tabs per mode; inner tabs 2 / 6 players; a point value and Play. */
export function CashPanel() {
  const { t } = useTranslation(LOBBY);
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
      <div className="list-status" role="status">
        <span className="loader__spinner" aria-hidden="true" />
        <span>{t("cash.checking")}</span>
      </div>
    );
  }
  if (!settings.moneyGamesEnabled || refusal) return <CashOff message={refusal ?? CASH_OFF_TEXT} />;

  const info = modeOf(mode);
  return (
    <div className="lobby-panel">
      <div className="lobby-panel__bar">
        <Tabs idPrefix="cash-mode" label={t("cash.label")} items={MODES.map((m) => ({ ...m, label: t(`modes.${m.id}.label`) }))} selected={mode} onSelect={setMode} variant="sub" />
        <Toggletip label={t("about", { mode: t(`modes.${info.id}.label`) })} text={t(`modes.${info.id}.info`)} />
      </div>
      <TabPanel idPrefix="cash-mode" id={mode}>
        <Tabs idPrefix={`cash-players-${mode}`} label={t("cash.playersLabel")} items={playerTabs(t)} selected={String(players) as "2" | "6"} onSelect={setPlayers} variant="pill" />
        <TabPanel idPrefix={`cash-players-${mode}`} id={String(players)} className="cash-players">
          <CashTables key={mode} mode={mode} players={players} />
        </TabPanel>
      </TabPanel>
    </div>
  );
}
