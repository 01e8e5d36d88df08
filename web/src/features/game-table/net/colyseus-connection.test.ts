import { ErrorCode, MatchMakeError, ServerError, type Room } from "colyseus.js";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { TABLE } from "../i18n/index.ts";
import hindi from "../i18n/hi.ts";
import { ColyseusConnection } from "./colyseus-connection.ts";
import type { ConnectionEvent } from "./connection.ts";
import { readReconnectToken, storeReconnectToken } from "./reconnect-token.ts";

/** The matchmaker as the connection sees it: each test says what every call answers. */
const client = vi.hoisted(() => ({ joinById: vi.fn(), reconnect: vi.fn(), consumeSeatReservation: vi.fn() }));
vi.mock("colyseus.js", async (original) => ({
  ...(await original<typeof import("colyseus.js")>()),
  Client: class {
    auth = { token: "" };
    joinById = client.joinById;
    reconnect = client.reconnect;
    consumeSeatReservation = client.consumeSeatReservation;
  },
}));

const TABLE_ID = "table-1";

/** A joined room: the listeners the connection sets, and a close the test triggers. */
class FakeRoom {
  readonly reconnectionToken: string;
  leftConsented: boolean | null = null;
  private leaveListener: (code: number, reason?: string) => void = () => undefined;

  constructor(name: string) {
    this.reconnectionToken = `${TABLE_ID}:${name}`;
  }
  onStateChange(): void {}
  onMessage(): void {}
  onLeave(listener: (code: number, reason?: string) => void): void {
    this.leaveListener = listener;
  }
  leave(consented: boolean): Promise<number> {
    this.leftConsented = consented;
    return Promise.resolve(0);
  }
  close(code: number, reason?: string): void {
    this.leaveListener(code, reason);
  }
}

const asRoom = (room: FakeRoom) => room as unknown as Room;
/** What the socket transport answers for a reservation the room no longer holds (no code: 0). */
const socketExpired = () => new ServerError(0, "seat reservation expired.");
/** What the matchmaker answers for a reconnection token the room does not know. */
const tokenExpired = () => new MatchMakeError("reconnection token invalid or expired.", ErrorCode.MATCHMAKE_EXPIRED);

function open(): { connection: ColyseusConnection; events: ConnectionEvent[]; statuses: () => string[] } {
  const connection = new ColyseusConnection({ tableId: TABLE_ID, privateCode: null, authToken: "auth", endpoint: "ws://table.test" });
  const events: ConnectionEvent[] = [];
  connection.subscribe((event) => events.push(event));
  const statuses = () => events.flatMap((e) => (e.type === "status" ? [e.reason ? `${e.status}: ${e.reason}` : e.status] : []));
  return { connection, events, statuses };
}

/** Joins once (a first join answered with `room`), then drops the socket with `code`. */
async function seatedThenClosed(code: number, reason?: string) {
  const first = new FakeRoom("first");
  client.joinById.mockResolvedValueOnce(asRoom(first));
  const opened = open();
  await opened.connection.connect();
  client.joinById.mockClear();
  first.close(code, reason);
  return opened;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  sessionStorage.clear();
  for (const fn of Object.values(client)) fn.mockReset();
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage("en");
});

describe("a join whose seat reservation expired (issue 18)", () => {
  it("asks the matchmaker for a fresh reservation on the first join and attaches its room", async () => {
    const room = new FakeRoom("fresh");
    client.joinById.mockRejectedValueOnce(socketExpired()).mockResolvedValueOnce(asRoom(room));
    const { connection, statuses } = open();
    await connection.connect();
    expect(client.joinById).toHaveBeenCalledTimes(2);
    expect(client.joinById).toHaveBeenLastCalledWith(TABLE_ID, {});
    expect(connection.rawRoom).toBe(room);
    expect(readReconnectToken(TABLE_ID)).toBe(room.reconnectionToken);
    expect(statuses()).toEqual(["connecting", "connected"]);
  });

  it("after a handover (4010) stops using a dead reconnection token and joins with fresh reservations", async () => {
    const { connection, statuses } = await seatedThenClosed(4010, "table moves");
    const back = new FakeRoom("back");
    client.reconnect.mockRejectedValue(tokenExpired());
    // The first fresh reservation lapses, the next is not answered (the process still starts),
    // the attempt after the next delay gets the seat.
    client.joinById
      .mockRejectedValueOnce(socketExpired())
      .mockRejectedValueOnce(new MatchMakeError('room "table-1" not found', ErrorCode.MATCHMAKE_INVALID_ROOM_ID))
      .mockResolvedValueOnce(asRoom(back));
    await vi.advanceTimersByTimeAsync(400);
    expect(client.reconnect).toHaveBeenCalledTimes(1);
    expect(client.reconnect).toHaveBeenCalledWith(`${TABLE_ID}:first`);
    expect(client.joinById).toHaveBeenCalledTimes(2);
    expect(connection.rawRoom).toBeNull();
    await vi.advanceTimersByTimeAsync(700);
    expect(client.reconnect).toHaveBeenCalledTimes(1);
    expect(client.joinById).toHaveBeenCalledTimes(3);
    expect(connection.rawRoom).toBe(back);
    expect(readReconnectToken(TABLE_ID)).toBe(back.reconnectionToken);
    expect(statuses()).toEqual(["connecting", "connected", "reconnecting", "connected"]);
    // Nothing more is asked for once the seat is back.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.joinById).toHaveBeenCalledTimes(3);
  });

  it("asks for a bounded number of fresh reservations, then says the table could not be reached", async () => {
    client.joinById.mockRejectedValue(socketExpired());
    const { connection, statuses } = open();
    await connection.connect();
    expect(client.joinById).toHaveBeenCalledTimes(3);
    expect(connection.rawRoom).toBeNull();
    expect(statuses()).toEqual(["connecting", "lost: Could not reach the table."]);
  });

  it("does not ask again for a refusal that is not an expired reservation", async () => {
    client.joinById.mockRejectedValue(new ServerError(403, "You do not hold a seat at this table."));
    const { connection, statuses } = open();
    await connection.connect();
    expect(client.joinById).toHaveBeenCalledTimes(1);
    expect(statuses()).toEqual(["connecting", "lost: You do not hold a seat at this table."]);
  });

  it("a reload whose reconnection token expired joins afresh once", async () => {
    storeReconnectToken(TABLE_ID, `${TABLE_ID}:old`);
    const room = new FakeRoom("fresh");
    client.reconnect.mockRejectedValue(tokenExpired());
    client.joinById.mockResolvedValueOnce(asRoom(room));
    const { connection } = open();
    await connection.connect();
    expect(client.reconnect).toHaveBeenCalledTimes(1);
    expect(client.joinById).toHaveBeenCalledTimes(1);
    expect(connection.rawRoom).toBe(room);
  });
});

describe("a table that closed while its player was away (issue 18)", () => {
  const roomMissing = () => new MatchMakeError(`room "${TABLE_ID}" not found`, ErrorCode.MATCHMAKE_INVALID_ROOM_ID);
  /** GET /rummy/table/joined as the server answers it: the tables where the player holds a seat. */
  function joinedList(answer: () => Promise<Response>) {
    const fetch = vi.fn(answer);
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }
  const joinedRow = (iTableId: string) => ({ _id: "s", iTableId, eRummyType: "point", eGameType: "practice", nMaxPlayer: 6, nTablePoint: 1, nTableFee: 0, nChips: 80, sPrivateCode: "", iTournamentId: null });
  const reply = (rows: unknown[]) => () => Promise.resolve(new Response(JSON.stringify({ message: "success.", data: rows }), { status: 200 }));

  afterEach(() => vi.unstubAllGlobals());
  // The shape comes with the question (seat-check.ts): loaded once here, a later import of them
  // settles within the fake timers' advance instead of on the module loader's own time.
  beforeAll(() => import("@rummy/shared-rules/contract/lobby-shapes"));

  it("once the room has been missing three times and the joined list no longer names it, says the table closed and stops", async () => {
    const fetch = joinedList(reply([joinedRow("another-table")]));
    const { connection, statuses } = await seatedThenClosed(4010, "table moves");
    client.reconnect.mockRejectedValue(tokenExpired());
    client.joinById.mockRejectedValue(roomMissing());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.joinById).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/api/v1/rummy/table/joined", expect.objectContaining({ headers: expect.objectContaining({ authorization: "auth" }) }));
    expect(connection.rawRoom).toBeNull();
    expect(readReconnectToken(TABLE_ID)).toBeNull();
    expect(statuses()).toEqual(["connecting", "connected", "reconnecting", "closed: The table has closed."]);
  });

  it("keeps trying while the joined list still names the table, and takes the seat back when its room returns", async () => {
    const fetch = joinedList(reply([joinedRow(TABLE_ID)]));
    const { connection, statuses } = await seatedThenClosed(4010, "table moves");
    const back = new FakeRoom("back");
    client.reconnect.mockRejectedValue(tokenExpired());
    for (let i = 0; i < 5; i++) client.joinById.mockRejectedValueOnce(roomMissing());
    client.joinById.mockResolvedValueOnce(asRoom(back));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.joinById).toHaveBeenCalledTimes(6);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(connection.rawRoom).toBe(back);
    expect(statuses()).toEqual(["connecting", "connected", "reconnecting", "connected"]);
  });

  it.each([
    ["does not answer", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["answers 503", () => Promise.resolve(new Response("restarting", { status: 503 }))],
    ["answers an unexpected reply", reply([{ iTableId: 7 }])],
  ])("keeps trying, as for a missing room, when the joined list %s", async (_what, answer) => {
    const fetch = joinedList(answer);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { statuses } = await seatedThenClosed(4010, "table moves");
    client.reconnect.mockRejectedValue(tokenExpired());
    client.joinById.mockRejectedValue(roomMissing());
    await vi.advanceTimersByTimeAsync(120_000);
    expect(client.joinById).toHaveBeenCalledTimes(24);
    expect(fetch).toHaveBeenCalledTimes(22);
    expect(statuses()).toEqual(["connecting", "connected", "reconnecting", "lost: The connection to the table was lost and your seat could not be kept."]);
  });
});

describe("closes that end the seat stay final", () => {
  it.each([
    [4001, "lost: This seat was opened in another window."],
    [4002, "lost: You no longer hold this seat."],
    [4000, "closed: You left the table."],
  ])("close code %i: no reconnection, no new reservation", async (code, said) => {
    const { connection, statuses } = await seatedThenClosed(code);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.reconnect).not.toHaveBeenCalled();
    expect(client.joinById).not.toHaveBeenCalled();
    expect(connection.rawRoom).toBeNull();
    expect(readReconnectToken(TABLE_ID)).toBeNull();
    expect(statuses()).toEqual(["connecting", "connected", said]);
  });

  it("a room's own reason is shown as it came", async () => {
    const { statuses } = await seatedThenClosed(4001, "Seat taken over");
    expect(statuses().at(-1)).toBe("lost: Seat taken over");
  });
});

describe("the connection's sentences come from the table's catalogue (issue 21)", () => {
  it("are Hindi when the player's language is Hindi", async () => {
    i18n.addResourceBundle("hi", TABLE, hindi, true, true);
    await i18n.changeLanguage("hi");
    const { statuses } = await seatedThenClosed(4001);
    expect(statuses().at(-1)).toBe(`lost: ${hindi.connection.takenOver}`);
  });

  it("an ended session is said so, in the player's language", async () => {
    client.joinById.mockRejectedValue(new MatchMakeError("Authentication Error, Please try logging again", 401));
    const english = open();
    await english.connection.connect();
    expect(english.statuses().at(-1)).toBe("lost: Authentication Error, Please try logging again");
    i18n.addResourceBundle("hi", TABLE, hindi, true, true);
    await i18n.changeLanguage("hi");
    const inHindi = open();
    await inHindi.connection.connect();
    expect(inHindi.statuses().at(-1)).toBe(`lost: ${hindi.connection.sessionExpired}`);
  });

  it("a network failure with no answer is the table's sentence, not the transport's", async () => {
    client.joinById.mockRejectedValue(new TypeError("Failed to fetch"));
    const { connection, statuses } = open();
    await connection.connect();
    expect(statuses().at(-1)).toBe("lost: Could not reach the table.");
  });
});
