import { randomBytes } from "node:crypto";
import { schema } from "@rummy/db";
import type { PlatformContext } from "@rummy/game-server/api/context";
import { openSession } from "@rummy/game-server/services/auth/sessions";
import { creditDeposit } from "@rummy/game-server/services/wallet/deposit";
import { forgetCachedSettings } from "@rummy/game-server/services/profile/settings";
import { profileBalances } from "@rummy/game-server/services/wallet/profile-balances";
import { bestArrangement, jokerContext, VARIANTS, type VariantId } from "@rummy/shared-rules";
import { Client, type Room } from "colyseus.js";
import { eq } from "drizzle-orm";
import { ApiClient } from "../../support/accounts.ts";

/**
 * Helpers for the table-room suites: players made straight in the database (registration is
 * another suite's business), their sessions, a colyseus.js connection that records every
 * message, and a driver that plays a deal by simple rules.
 */
export interface Player {
  readonly userId: string;
  readonly userName: string;
  readonly token: string;
  readonly api: ApiClient;
}

export async function makePlayers(platform: PlatformContext, baseUrl: string, n: number): Promise<Player[]> {
  const out: Player[] = [];
  for (let i = 0; i < n; i++) {
    const user = await insertTestUser(platform);
    if (!user) throw new Error("user insert failed");
    const token = await openSession(platform, user.id, { ip: "127.0.0.1", userAgent: "rooms-test" });
    const api = new ApiClient(baseUrl);
    api.token = token;
    out.push({ userId: user.id, userName: user.userName, token, api });
  }
  return out;
}

/** A verified adult in Maharashtra; random names and numbers, drawn again on the rare clash (load runs make thousands). */
async function insertTestUser(platform: PlatformContext): Promise<typeof schema.users.$inferSelect | undefined> {
  for (let attempt = 0; ; attempt++) {
    const tag = randomBytes(4).toString("hex");
    try {
      const [user] = await platform.db
        .insert(schema.users)
        .values({
          userName: `t${tag}`,
          email: `t${tag}@example.com`,
          mobile: `9${String(Number.parseInt(tag, 16) % 1_000_000_000).padStart(9, "0")}`,
          passwordHash: "x",
          referralCode: `R${tag}`.toUpperCase().slice(0, 9),
          isMobileVerified: true,
          dob: "1990-01-01",
          // The cash gate needs a recent location check on record (services/compliance/cash-gate.ts).
          lastKnownState: "Maharashtra",
          lastLocationAt: new Date(),
        })
        .returning();
      return user;
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== "23505" || attempt >= 4) throw error;
    }
  }
}

export async function depositRupees(platform: PlatformContext, userId: string, rupees: number): Promise<void> {
  await creditDeposit(platform.db, { key: `test-deposit:${userId}:${randomBytes(4).toString("hex")}`, userId, amountPaise: BigInt(rupees * 100) });
}

export async function setMoneyGames(platform: PlatformContext, enabled: boolean): Promise<void> {
  const [row] = await platform.db.select().from(schema.settings).where(eq(schema.settings.key, "compliance"));
  await platform.db
    .update(schema.settings)
    .set({ value: { ...(row?.value as object), moneyGamesEnabled: enabled } })
    .where(eq(schema.settings.key, "compliance"));
  // A server in this process reads the new switch at once; one in another process within a second.
  forgetCachedSettings(platform.db);
}

export interface Recorded {
  readonly type: string | number;
  readonly message: unknown;
}

export interface Seated {
  readonly player: Player;
  readonly room: Room;
  readonly messages: Recorded[];
  /** Every raw frame the socket received, for the leak test. */
  readonly frames: Uint8Array[];
}

export async function connect(baseUrl: string, player: Player, tableId: string): Promise<Seated> {
  const client = new Client(baseUrl.replace(/^http/, "ws"));
  client.auth.token = player.token;
  const room = await client.joinById(tableId);
  return record(player, room);
}

export function record(player: Player, room: Room): Seated {
  const messages: Recorded[] = [];
  const frames: Uint8Array[] = [];
  room.onMessage("*", (type, message) => messages.push({ type, message }));
  const ws = (room.connection.transport as unknown as { ws?: { addEventListener(t: string, f: (e: { data: ArrayBuffer }) => void): void } }).ws;
  ws?.addEventListener("message", (e) => frames.push(new Uint8Array(e.data)));
  return { player, room, messages, frames };
}

export async function waitFor<T>(what: string, probe: () => T | undefined | null | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Waits for the table's row to read `closed`: the last write of a table's end, after every seat
 * stood up and every escrow went home (services/tables/stakes.ts `closeTable`), so balances read
 * after it are final.
 */
export async function tableClosed(platform: PlatformContext, tableId: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await platform.db.select({ status: schema.gameTables.status }).from(schema.gameTables).where(eq(schema.gameTables.id, tableId));
    if (row?.status === "closed") return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for table ${tableId} to close (it is ${row?.status ?? "missing"})`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function lastOf(seated: Seated, type: string): unknown {
  for (let i = seated.messages.length - 1; i >= 0; i--) if (seated.messages[i]?.type === type) return seated.messages[i]?.message;
  return undefined;
}

/** The state as plain data (colyseus.js decodes the schema into objects with toJSON). */
export interface SeatView {
  seat: number;
  name: string;
  status: string;
  connected: boolean;
  handCount: number;
  isBot: boolean;
  chips: number;
  score: number;
  bankMs: number;
  missedTurns: number;
  melded: boolean;
  hand?: { code: number }[];
}
export interface TableView {
  variant: string;
  tablePoint: number;
  tableFee: number;
  phase: string;
  dealNumber: number;
  dealId: string;
  commitment: string;
  turnSeat: number;
  turnNumber: number;
  deadline: number;
  drawnFrom: string;
  openCard: number;
  closedCount: number;
  openCount: number;
  cutJoker: number;
  declarer: number;
  seats: Record<string, SeatView>;
}

export function view(seated: Seated): TableView {
  const v = (seated.room.state as { toJSON?(): TableView }).toJSON?.() ?? ({} as TableView);
  return { ...v, seats: v.seats ?? {} };
}

export function mySeat(seated: Seated): SeatView | undefined {
  return Object.values(view(seated).seats).find((s) => s.name === seated.player.userName);
}

export function hand(seated: Seated): number[] {
  return cardsOf(mySeat(seated));
}

export function cardsOf(seat: SeatView | undefined): number[] {
  return (seat?.hand ?? []).map((c) => c.code);
}

/**
 * Plays one move for whoever is on turn among `table`: a player with a fixed policy draws from
 * the closed deck and discards the card it drew, or drops when `dropSeat` is on turn.
 */
export function playTurn(table: readonly Seated[], opts: { dropSeat?: number } = {}): boolean {
  const v = view(table[0] as Seated);
  if (v.phase !== "play") return false;
  const onTurn = table.find((s) => mySeat(s)?.seat === v.turnSeat);
  if (!onTurn) return false;
  if (opts.dropSeat === v.turnSeat && v.drawnFrom === "") {
    onTurn.room.send("drop", {});
    return true;
  }
  if (v.drawnFrom === "") onTurn.room.send("draw", { from: "closed" });
  else {
    const cards = hand(onTurn);
    const last = cards[cards.length - 1];
    if (last !== undefined) onTurn.room.send("discard", { card: last });
  }
  return true;
}

/** Joins a lobby table through the REST call and returns its id (the room id). */
export async function join(player: Player, body: Record<string, unknown>): Promise<string> {
  const res = await player.api.post<{ iTableId: string }>("/rummy/table/join", body);
  if (res.status !== 200) throw new Error(`join refused: ${res.status} ${res.body.message}`);
  return res.body.data.iTableId;
}

/** One client message. */
export interface Move {
  readonly type: string;
  readonly body: Record<string, unknown>;
}

/** Decides what `seated` sends now (null: nothing); called whenever the driver polls. */
export type Policy = (seated: Seated, v: TableView, me: SeatView) => Move | null;

/** The groups of a whole hand as the solver arranges it: its melds, then the rest as one group. */
export function solverGroups(variant: string, cut: number, cards: readonly number[]): { groups: number[][]; valid: boolean; finish: number | undefined; points: number } {
  const rules = VARIANTS[variant as VariantId];
  const best = bestArrangement(rules, jokerContext(rules, cut), cards);
  const groups = best.melds.map((g) => [...g]);
  if (best.deadwood.length > 0) groups.push([...best.deadwood]);
  return { groups, valid: best.valid, finish: best.finish, points: best.points };
}

/**
 * Plays like the practice bots, from what the client sees: draw closed, declare when the solver
 * finds a declaration, else discard the solver's finish card; in the meld phase send the solver's
 * groups.
 */
export const solverPolicy: Policy = (_s, v, me) => {
  if (v.phase === "meld") return me.status === "playing" && !me.melded ? { type: "meld", body: { groups: solverGroups(v.variant, v.cutJoker, cardsOf(me)).groups } } : null;
  if (v.phase !== "play" || v.turnSeat !== me.seat) return null;
  if (v.drawnFrom === "") return { type: "draw", body: { from: "closed" } };
  const cards = cardsOf(me);
  const best = solverGroups(v.variant, v.cutJoker, cards);
  if (best.valid && best.finish !== undefined) return { type: "declare", body: { finish: best.finish, groups: best.groups } };
  return { type: "discard", body: { card: best.finish ?? cards[cards.length - 1] } };
};

/** Drops at the first chance of every deal. */
export const dropPolicy: Policy = (_s, v, me) => (v.phase === "play" && v.turnSeat === me.seat && v.drawnFrom === "" ? { type: "drop", body: {} } : null);

/** Never acts: the server plays (and finally drops) the seat's turns. */
export const idlePolicy: Policy = () => null;

/** Draws closed and throws the drawn card back. */
export const drawDiscardPolicy: Policy = (_s, v, me) => {
  if (v.phase !== "play" || v.turnSeat !== me.seat) return null;
  if (v.drawnFrom === "") return { type: "draw", body: { from: "closed" } };
  const cards = cardsOf(me);
  return { type: "discard", body: { card: cards[cards.length - 1] } };
};

/** A wrong show: draw, then declare the whole hand as one group. */
export const wrongShowPolicy: Policy = (_s, v, me) => {
  if (v.phase !== "play" || v.turnSeat !== me.seat) return null;
  if (v.drawnFrom === "") return { type: "draw", body: { from: "closed" } };
  const [finish, ...rest] = cardsOf(me);
  return { type: "declare", body: { finish, groups: [rest] } };
};

/**
 * Runs the clients of a table: every 15 ms each client's policy may send one message; the same
 * position (deal, turn, draw, meld) is never answered twice unless the server refused the message
 * for its rate. Each client keeps under the room's limit of 5 messages a second (burst 15), as a
 * person would. Resolves with `until`'s first truthy value.
 */
export async function drive<T>(
  table: readonly Seated[] | (() => readonly Seated[]),
  policy: (s: Seated) => Policy,
  until: () => T | undefined | null | false,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const clients = typeof table === "function" ? table : () => table;
  const answered = new Map<Seated, { key: string; errors: number }>();
  const buckets = new Map<Seated, { tokens: number; at: number }>();
  const take = (s: Seated): boolean => {
    const now = Date.now();
    const b = buckets.get(s) ?? { tokens: 10, at: now };
    b.tokens = Math.min(10, b.tokens + ((now - b.at) / 1000) * 4);
    b.at = now;
    buckets.set(s, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  };
  return waitFor(
    what,
    () => {
      for (const s of clients()) {
        // One decode of the state per client and poll: policies read `v` and `me`.
        const v = view(s);
        const me = Object.values(v.seats).find((x) => x.name === s.player.userName);
        if (!me || !v.dealId) continue;
        const key = `${v.dealId}:${v.phase}:${v.turnNumber}:${v.turnSeat}:${v.drawnFrom}:${me.melded}:${me.status}:${cardsOf(me).length}`;
        const errors = rateLimited(s);
        const last = answered.get(s);
        if (last?.key === key && last.errors === errors) continue;
        const move = policy(s)(s, v, me);
        if (!move || !take(s)) continue;
        answered.set(s, { key, errors });
        s.room.send(move.type, move.body);
      }
      return until();
    },
    timeoutMs,
  );
}

const refusals = new WeakMap<Seated, { read: number; count: number }>();

/** How many of the client's messages were refused for their rate (counted incrementally). */
function rateLimited(s: Seated): number {
  const r = refusals.get(s) ?? { read: 0, count: 0 };
  for (; r.read < s.messages.length; r.read++) {
    const m = s.messages[r.read];
    if (m?.type === "error" && (m.message as { code?: string }).code === "room/rate_limited") r.count++;
  }
  refusals.set(s, r);
  return r.count;
}

export function messagesOf<T>(seated: Seated, type: string): T[] {
  return seated.messages.filter((m) => m.type === type).map((m) => m.message as T);
}

export interface ResultsSeat {
  seat: number;
  name: string;
  isBot: boolean;
  outcome: "winner" | "lost" | "dropped" | "wrong_show";
  points: number;
  valueCardPoints: number;
  hand: number[];
  groups: number[][] | null;
  arrangedBy: "player" | "solver" | null;
  drop: { kind: string; reason: string } | null;
  amount: number;
  score: number;
  chips: number;
}
export interface ResultsMessage {
  dealId: string;
  dealNumber: number;
  winner: number;
  endedBy: "declaration" | "last_player";
  cutJoker: number;
  finishCard: number | null;
  seats: ResultsSeat[];
  commitment: string;
  seedHex: string;
  verifyUrl: string;
}

/** The results of deal `n` as `seated` received them. */
export function resultsOf(seated: Seated, n?: number): ResultsMessage | undefined {
  return messagesOf<ResultsMessage>(seated, "results").find((r) => n === undefined || r.dealNumber === n);
}

/** Cash (deposit + winnings) in paise, from the wallet. */
export async function cashPaise(platform: PlatformContext, userId: string): Promise<bigint> {
  const b = await profileBalances(platform.db, userId);
  return BigInt(Math.round(b.nChips * 100));
}

/** Tidy shutdown of every client of a test. */
export async function leaveAll(table: readonly Seated[]): Promise<void> {
  const bounded = (p: Promise<unknown>) => Promise.race([p.catch(() => undefined), new Promise((r) => setTimeout(r, 2000))]);
  await Promise.all(table.map((s) => bounded(s.room.leave(true))));
}
