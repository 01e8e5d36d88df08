import { randomUUID } from "node:crypto";
import type { TournamentDeps } from "./deps.ts";
import { entryCounts, entriesOf, insertEntry } from "./entry-repository.ts";
import { lockTournament, prizesOf, type PrizeRow, type TournamentRow } from "./repository.ts";

/**
 * Labelled bots in practice tournaments (game-server/TOURNAMENTS.md "Bots"), so a newcomer can
 * play one at once. Only where nothing real is at stake: a practice-chip entry (a CHECK on
 * `bot_fill_to`) and chip prizes only (no cash, no ticket, which buys a real entry). A bot is an
 * entry like a player's, with a fresh id in `user_id` (no users row), `is_bot` and a label ending
 * in "(bot)": free, no hold, no ledger account. At the round tables its seat is a bot seat under
 * that label (`isBot` in the seat state), played by the practice tables' bot logic. A bot's place
 * is ranked like anyone's; its prize is never paid (it stays in the pool and goes back to the
 * practice mint), so the ledger never sees a bot.
 */
const BOT_NAMES = ["Arjun", "Meera", "Kabir", "Diya", "Rohan", "Isha", "Vikram", "Ananya", "Dev", "Priya", "Nikhil", "Tara"];

export function botLabel(i: number): string {
  const base = BOT_NAMES[i % BOT_NAMES.length] ?? "Bot";
  const round = Math.floor(i / BOT_NAMES.length);
  return `${base}${round > 0 ? ` ${round + 1}` : ""} (bot)`;
}

/** Whether this tournament may seat bots at all: practice entry, a fill target, chip prizes only. */
export function botsAllowed(t: Pick<TournamentRow, "entryKind" | "botFillTo">, prizes: readonly Pick<PrizeRow, "kind">[]): boolean {
  return t.entryKind === "practice" && t.botFillTo !== null && prizes.every((p) => p.kind === "chips");
}

/**
 * At the start: a practice tournament short of its `bot_fill_to` with at least one player
 * registered gets bots in the empty seats. Under the tournament's row lock, before the start moves
 * it on, so two starts at once (a sit and go's last seat taken on two connections, and the clock)
 * add the bots once and never over-fill. Returns how many were added.
 */
export async function fillWithBots(deps: TournamentDeps, tournamentId: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    if (!t || (t.state !== "scheduled" && t.state !== "registering")) return 0;
    if (!botsAllowed(t, await prizesOf(tx, [t.id]))) return 0;
    const registered = await entriesOf(tx, t.id, ["registered"]);
    if (!registered.some((e) => !e.isBot)) return 0;
    const joined = (await entryCounts(tx, [t.id])).get(t.id)?.joined ?? 0;
    const target = Math.min(t.botFillTo ?? 0, t.maxPlayers);
    const already = registered.filter((e) => e.isBot).length;
    for (let i = 0; i < target - joined; i++) {
      await insertEntry(tx, { tournamentId: t.id, userId: randomUUID(), isBot: true, botName: botLabel(already + i), state: "registered", entrySource: "free", entryPaise: 0n, entryState: "held", holdKey: null });
    }
    return Math.max(0, target - joined);
  });
}
