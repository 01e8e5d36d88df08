import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { getDefaultStore, Provider } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tournamentProgressAtom } from "../../../shared/realtime/tournament-progress.ts";
import { handlePlayerEvent } from "../../../shared/realtime/handle-event.ts";
import { takeSeatAtom } from "../../../shared/session/take-seat.ts";
import { settingsAtom, type Settings } from "../../../shared/settings/settings.ts";
import { createTableStore, viewAtom } from "../model/table-store.ts";
import { playView, seat } from "../testing/fixtures.ts";
import { TournamentLayer } from "./tournament-layer.tsx";

const facts = {
  id: "tour-1",
  name: "Practice Knock-out",
  rounds: [
    { nRound: 1, nDeals: 2, nQualifiers: 2 },
    { nRound: 2, nDeals: 2, nQualifiers: 1 },
  ],
  lastClosedRound: 0,
  prizes: [{ nFrom: 1, nTo: 1, nAmount: 500, eType: "chips" as const, sTicketName: null }],
};
const api = vi.hoisted(() => ({ facts: vi.fn() }));
vi.mock("./tournament-api.ts", () => ({ fetchTournamentFacts: api.facts }));

const app = getDefaultStore();
const tableView = (extra = {}) =>
  playView({
    tableId: "table-1",
    info: { title: "Deals Rummy", pointValue: null, entryFee: null, practice: true, privateCode: null },
    maxSeats: 3,
    seats: [seat(0, { score: 80 }), seat(1, { score: 20 }), seat(2, { score: 40 })],
    ...extra,
  });

function renderLayer(view = tableView()) {
  const store = createTableStore();
  store.set(viewAtom, view);
  render(
    <Provider store={store}>
      <div className="gt-root">
        <TournamentLayer />
      </div>
    </Provider>,
  );
  return store;
}

const TOURNAMENT_SEAT = "/game?sAuthToken=tok&sTableId=table-1&nChips=0&iTournamentId=tour-1";

beforeEach(() => {
  api.facts.mockResolvedValue(facts);
  window.history.replaceState(null, "", TOURNAMENT_SEAT);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  app.set(tournamentProgressAtom, {});
  app.set(takeSeatAtom, null);
  app.set(settingsAtom, null);
});

describe("the tournament table's overlays", () => {
  it("a table that is no tournament's shows nothing and asks nothing", async () => {
    window.history.replaceState(null, "", "/game?sAuthToken=tok&sTableId=table-1&nChips=0");
    renderLayer();
    await act(async () => undefined);
    expect(api.facts).not.toHaveBeenCalled();
    expect(screen.queryByTestId("tournament-header")).toBeNull();
  });

  it("the header from the tournament calls, and the standings with the cut after the top 2", async () => {
    renderLayer();
    const header = await screen.findByTestId("tournament-header");
    expect(header.textContent).toBe("Practice Knock-outRound 1 of 2Deal 1 of 2");
    const rows = screen.getByTestId("tournament-standings").querySelectorAll("li");
    expect([...rows].map((r) => r.textContent)).toEqual(["1Asha (you)80", "2Chitra40", "3Bala20"]);
    expect(rows[1]?.className).toContain("is-cut");
    expect(screen.getByText("Top 2 qualify")).toBeTruthy();
  });

  it("the room's own tournament state names the tournament, with no URL", async () => {
    window.history.replaceState(null, "", "/game?sAuthToken=tok&sTableId=table-1&nChips=0");
    renderLayer(tableView({ tournament: { id: "tour-9", name: "Room Cup", round: 2, rounds: 3, deals: 3, tableNo: 5, qualifiers: 1 } }));
    const header = await screen.findByTestId("tournament-header");
    expect(header.textContent).toBe("Room CupRound 2 of 3Deal 1 of 3Table 5");
    expect(api.facts).toHaveBeenCalledWith("tour-9");
  });

  it("qualified: the countdown to the next round, then Take Seat opens the next table in this window", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, search: window.location.search, assign } as Location);
    renderLayer();
    await screen.findByTestId("tournament-header");
    act(() => {
      handlePlayerEvent({ type: "tournamentQualified", iTournamentId: "tour-1", nRound: 1 });
      handlePlayerEvent({ type: "tournamentBreak", iTournamentId: "tour-1", nextRoundAt: new Date(Date.now() + 90_500).toISOString() });
    });
    const card = screen.getByTestId("tournament-qualified");
    expect(card.textContent).toContain("You are through round 1 to round 2.");
    expect(screen.getByRole("timer").textContent).toMatch(/^Next round in 01:(29|30|31)$/);
    expect(screen.queryByRole("button", { name: "Take Seat" })).toBeNull();

    act(() => handlePlayerEvent({ type: "resTakeTournamentSeat", iTournamentId: "tour-1", iTableId: "table-2" }));
    app.set(settingsAtom, { oMaintenance: null } as unknown as Settings);
    fireEvent.click(screen.getByRole("button", { name: "Take Seat" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(TOURNAMENT_SEAT.replace("table-1", "table-2")));
  });

  it("Take Seat during maintenance says so and stays at the table (SPEC.md section 4)", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, search: window.location.search, assign } as Location);
    app.set(settingsAtom, { oMaintenance: { eMode: "enabled", eState: "running", dEndAt: null } } as unknown as Settings);
    renderLayer();
    await screen.findByTestId("tournament-header");
    act(() => {
      handlePlayerEvent({ type: "tournamentQualified", iTournamentId: "tour-1", nRound: 1 });
      handlePlayerEvent({ type: "resTakeTournamentSeat", iTournamentId: "tour-1", iTableId: "table-2" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Take Seat" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The game is currently under maintenance.");
    expect(assign).not.toHaveBeenCalled();
  });

  it("the table's match over: the place at the table while the other tables play on", async () => {
    renderLayer();
    await screen.findByTestId("tournament-header");
    act(() => handlePlayerEvent({ type: "tournamentRoundResult", iTournamentId: "tour-1", nRound: 1, nRank: 1 }));
    expect(screen.getByTestId("tournament-waiting").textContent).toContain("You finished 1st at your table in round 1.Waiting for the other tables to finish the round…");
    act(() => handlePlayerEvent({ type: "tournamentQualified", iTournamentId: "tour-1", nRound: 1 }));
    expect(screen.queryByTestId("tournament-waiting")).toBeNull();
    expect(screen.getByTestId("tournament-qualified").textContent).toContain("You finished 1st at your table in round 1.");
  });

  it("cancelled during the break: the wait for the next round ends with the reason, and no Take Seat", async () => {
    renderLayer();
    await screen.findByTestId("tournament-header");
    act(() => handlePlayerEvent({ type: "tournamentQualified", iTournamentId: "tour-1", nRound: 1 }));
    expect(screen.getByTestId("tournament-qualified").textContent).toContain("Waiting for the next round's seats…");
    act(() => {
      handlePlayerEvent({ type: "resTakeTournamentSeat", iTournamentId: "tour-1", iTableId: "table-2" });
      handlePlayerEvent({ type: "tournamentCancelled", iTournamentId: "tour-1", sMessage: "Practice Knock-out was cancelled: operator. Your entry was refunded." });
    });
    expect(screen.queryByTestId("tournament-qualified")).toBeNull();
    const card = screen.getByTestId("tournament-cancelled");
    expect(card.textContent).toContain("The tournament was cancelled");
    expect(card.textContent).toContain("Practice Knock-out was cancelled: operator. Your entry was refunded.");
    expect(screen.queryByRole("button", { name: "Take Seat" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByTestId("tournament-cancelled")).toBeNull();
  });

  it("knocked out: the position and the prize for it", async () => {
    renderLayer();
    await screen.findByTestId("tournament-header");
    act(() => handlePlayerEvent({ type: "tournamentEliminated", iTournamentId: "tour-1", nPosition: 1 }));
    expect(screen.getByTestId("tournament-eliminated").textContent).toContain("You finished 1st.Your prize: 500 chips");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByTestId("tournament-eliminated")).toBeNull();
  });
});
