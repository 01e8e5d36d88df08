import "./tournaments.css";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "../../../shared/api/client.ts";
import { takeSeatAtom } from "../../../shared/session/take-seat.ts";
import { settingsAtom } from "../../../shared/settings/settings.ts";
import { ConfirmModal } from "../../../shared/ui/confirm-modal.tsx";
import { DataTable, type Column } from "../../../shared/ui/data-table.tsx";
import { formatDayMonthTime } from "../../../shared/ui/dates.ts";
import { ListStatus } from "../../../shared/ui/list-status.tsx";
import { TabPanel, Tabs } from "../../../shared/ui/tabs.tsx";
import { fetchTournaments, type StateFilter } from "../api/tournaments-api.ts";
import { useTranslation } from "react-i18next";
import { TOURNAMENTS } from "../i18n/index.ts";
import { botsLabel, entriesLabel, entryFeeLabel, inTab, isCashTournament, prizeCurrency, prizeLabel, registerQuestion, statusOf, type ListTab, type Tournament } from "../model/tournament.ts";
import { QualifiersModal } from "./qualifiers-modal.tsx";
import { StatusButton } from "./status-button.tsx";
import { TicketsModal } from "./tickets-modal.tsx";
import { TournamentDetailModal } from "./tournament-detail-modal.tsx";
import { useListRefresh } from "./use-list-refresh.ts";
import { useTournamentActions } from "./use-tournament-actions.ts";

const LIST_TABS: readonly ListTab[] = ["all", "cash", "free", "registered"];
const FILTERS: readonly StateFilter[] = ["upcoming", "registrationStarted", "registered", "running"];

type ListState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; rows: readonly Tournament[] };

/** Lobby tab 3 (SPEC.md section 2 item 3): the tournament list, its tabs, filter and modals. */
export default function TournamentsPanel() {
  const { t: say } = useTranslation(TOURNAMENTS);
  const settings = useAtomValue(settingsAtom);
  const seat = useAtomValue(takeSeatAtom);
  const [tab, setTab] = useState<ListTab>("all");
  const [filter, setFilter] = useState<StateFilter | null>(null);
  const [state, setState] = useState<ListState>({ status: "loading" });
  const [version, setVersion] = useState(0);
  const [detail, setDetail] = useState<Tournament | null>(null);
  const [ticketsOpen, setTicketsOpen] = useState(false);
  const [qualifiersOf, setQualifiersOf] = useState<string | null>(null);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const actions = useTournamentActions(reload);
  useListRefresh(reload);

  // The Registered tab asks the server for the caller's entries; the filter picks a state.
  const eState = tab === "registered" ? "registered" : filter;
  useEffect(() => {
    let live = true;
    fetchTournaments(eState)
      .then((rows) => live && setState({ status: "ready", rows }))
      .catch((e: unknown) => live && setState({ status: "error", message: errorMessage(e) }));
    return () => {
      live = false;
    };
  }, [eState, version]);

  const cashOn = settings?.moneyGamesEnabled ?? true;
  const rows = state.status === "ready" ? state.rows.filter((t) => inTab(t, tab) && (cashOn || !isCashTournament(t))) : [];
  const seatId = seat?.iTournamentId ?? null;

  const columns: Column<Tournament>[] = [
    {
      key: "name",
      header: say("columns.name"),
      cell: (t) => (
        <button type="button" className="link-button" onClick={() => setDetail(t)} data-testid="tournament-name">
          {t.sName}
        </button>
      ),
    },
    { key: "fee", header: say("columns.fee"), cell: (t) => entryFeeLabel(say, t) },
    {
      key: "entries",
      header: say("columns.entries"),
      cell: (t) => {
        const e = entriesLabel(say, t);
        const bots = botsLabel(say, t.nBots);
        return (
          <span>
            {e.seats}
            {bots && <small className="tournament-bots" data-testid="tournament-bots"> {bots}</small>}
            {e.waitlist && <small className="tournament-waitlist">{e.waitlist}</small>}
          </span>
        );
      },
    },
    {
      key: "prize",
      header: say("columns.prize"),
      cell: (t) => (
        <span>
          {prizeLabel(say, t.nTotalWinning, prizeCurrency(t))}
          {t.nWinTicketCount > 0 && <span className="tournament-tickets" aria-label={say("plusTickets", { tickets: t.nWinTicketCount })}> + {t.nWinTicketCount} 🎟</span>}
        </span>
      ),
    },
    { key: "start", header: say("columns.start"), cell: (t) => formatDayMonthTime(t.dTournamentStartAt) },
    {
      key: "status",
      header: say("columns.status"),
      align: "center",
      cell: (t) => {
        const action = statusOf(t, seatId, tab);
        return <StatusButton action={action} name={t.sName} onPress={() => actions.press(action, t)} />;
      },
    },
  ];

  const pending = actions.pending;
  const waitPosition = pending && pending.tournament.nJoined >= pending.tournament.nTotalSeat ? pending.tournament.nWaitlist + 1 : null;

  return (
    <div className="tournaments" data-testid="tournaments-panel">
      <div className="tournaments__bar">
        <Tabs idPrefix="tournament-list" label={say("tabs.label")} items={LIST_TABS.map((id) => ({ id, label: say(`tabs.${id}`) }))} selected={tab} onSelect={setTab} variant="sub" />
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setTicketsOpen(true)}>
          {say("myTickets")}
        </button>
      </div>
      <TabPanel idPrefix="tournament-list" id={tab}>
        <fieldset className="tournaments__filter">
          <legend className="visually-hidden">{say("filters.label")}</legend>
          {FILTERS.map((id) => (
            <label key={id}>
              <input type="checkbox" checked={filter === id} onChange={(e) => setFilter(e.target.checked ? id : null)} /> {say(`filters.${id}`)}
            </label>
          ))}
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setFilter(null)}>
            {say("filters.reset")}
          </button>
        </fieldset>
        {!cashOn && <p className="notice" role="note">{say("cashOff")}</p>}
        <ListStatus state={state} retry={reload} loadingText={say("loading")} retryText={say("tryAgain")}>
          {() => <DataTable caption={say("caption")} columns={columns} rows={rows} rowKey={(t) => t._id} empty={say("empty")} testId="tournaments-table" />}
        </ListStatus>
      </TabPanel>
      {detail && (
        <TournamentDetailModal initial={detail} version={version} onPress={actions.press} onClose={() => setDetail(null)} onQualifiers={() => setQualifiersOf(detail._id)} />
      )}
      {pending && (
        <ConfirmModal
          title={say(pending.kind === "register" ? "confirm.register" : "confirm.withdraw")}
          message={pending.kind === "register" ? registerQuestion(say, waitPosition) : say("confirm.withdrawQuestion")}
          onConfirm={actions.confirm}
          onCancel={actions.cancel}
          testId="tournament-confirm"
        />
      )}
      {ticketsOpen && <TicketsModal onClose={() => setTicketsOpen(false)} />}
      {qualifiersOf && <QualifiersModal tournamentId={qualifiersOf} onClose={() => setQualifiersOf(null)} />}
    </div>
  );
}
