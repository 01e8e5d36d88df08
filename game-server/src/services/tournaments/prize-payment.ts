import { awardTournamentChipPrizes, awardTournamentPrizes, closeTournament, type Prize } from "../wallet/tournament.ts";
import type { DirectorDeps } from "./director-deps.ts";
import { beginPrizeStep } from "./director-repository.ts";
import { insertTransactionOnce } from "./statement-repository.ts";
import { prizePool, splitPrizes, type RankPrize } from "./prizes.ts";
import { entriesOf, updateEntry } from "./entry-repository.ts";
import { insertTicket } from "./ticket-repository.ts";
import { moveTournament, prizesOf, type TournamentRow } from "./repository.ts";
import { recordTransaction } from "./statement-repository.ts";
import { entryCurrency } from "./window.ts";

/** What one ledger operation pays at most (the wallet refuses more). */
const PRIZES_PER_BATCH = 100;

/**
 * The director's last step (game-server/TOURNAMENTS.md "Prizes"): the last round is placed, so the
 * prizes are paid from the pool, once (ledger operations and statement rows by key), then every
 * leftover hold is voided and the ledger ref closed, then `finished`. Cash prizes and the rest of
 * the cash pool (the rake, or what fixed prizes leave) empty the cash pool exactly; chip prizes do
 * the same with the practice pool, minting what they need above the practice entries (a free roll,
 * a guarantee) and returning what they leave; ticket prizes are tickets. Cash prizes above the
 * entries (an unfunded overlay) are refused with an error and the tournament stays `running`.
 */
export async function payPrizesAndFinish(deps: Pick<DirectorDeps, "db" | "notify">, t: TournamentRow): Promise<void> {
  if (t.state !== "running" || !(await beginPrizeStep(deps.db, t.id))) return;
  const all = await entriesOf(deps.db, t.id, ["qualified", "eliminated", "paid"]);
  const placed = all.filter((e) => e.finalPosition !== null).sort((a, b) => (a.finalPosition ?? 0) - (b.finalPosition ?? 0));
  // The pool is the posted entries in the tournament's own currency (fees in rupees, or practice chips).
  const posted = all.filter((e) => e.entryState === "posted" && (e.entrySource === "fee" || e.entrySource === "chips"));
  const gross = posted.reduce((sum, e) => sum + e.entryPaise, 0n);
  const cashGross = t.entryKind === "cash" ? gross : 0n;
  const chipGross = t.entryKind === "practice" ? gross : 0n;
  const pool = prizePool({ entries: posted.length, entryFeePaise: t.entryFeePaise, rakeBp: t.rakeBp, guaranteedPaise: t.guaranteedPaise });
  const ranks = splitPrizes(t.prizeMode, await prizesOf(deps.db, [t.id]), placed.length, pool.poolPaise);
  // A bot's place is its own, but its prize is never paid: a chip prize it would have won stays in
  // the pool and goes back to the practice mint with the rest (TOURNAMENTS.md "Bots").
  const byRank = new Map(placed.filter((e) => !e.isBot).map((e) => [e.finalPosition ?? 0, e]));
  const prizesOfKind = (kind: RankPrize["kind"]): Prize[] =>
    ranks.flatMap((r) => {
      const e = byRank.get(r.rank);
      return r.kind === kind && e ? [{ userId: e.userId, amountPaise: r.amountPaise, round: e.roundReached ?? 1, position: r.rank }] : [];
    });
  const cash = prizesOfKind("cash");
  const chips = prizesOfKind("chips");
  const cashTotal = cash.reduce((sum, p) => sum + p.amountPaise, 0n);
  const chipTotal = chips.reduce((sum, p) => sum + p.amountPaise, 0n);
  if (cashTotal > cashGross) throw new Error(`tournament ${t.id}: cash prizes ${cashTotal} exceed the entries ${cashGross} (an overlay has no funding yet); not finished`);
  if (t.entryKind === "cash" && (cash.length > 0 || cashGross > 0n)) {
    for (let i = 0; i < batches(cash.length); i++) {
      await awardTournamentPrizes(deps.db, { key: `tournament-prizes:${t.id}:${i}`, tournamentId: t.id, prizes: batch(cash, i), feePaise: i === 0 ? cashGross - cashTotal : 0n });
    }
  }
  if (chips.length > 0 || chipGross > 0n) {
    // Batch 0 squares the pool: the mint covers what the prizes need above the entries, or the rest goes back to it.
    const mintPaise = chipTotal > chipGross ? chipTotal - chipGross : 0n;
    const restPaise = chipGross > chipTotal ? chipGross - chipTotal : 0n;
    for (let i = 0; i < batches(chips.length); i++) {
      await awardTournamentChipPrizes(deps.db, { key: `tournament-chip-prizes:${t.id}:${i}`, tournamentId: t.id, prizes: batch(chips, i), mintPaise: i === 0 ? mintPaise : 0n, restPaise: i === 0 ? restPaise : 0n });
    }
  }
  for (const r of ranks) {
    const e = byRank.get(r.rank);
    if (!e) continue;
    const base = { key: `${t.id}:prize:${r.rank}`, tournamentId: t.id, userId: e.userId, roundNo: e.roundReached, position: r.rank };
    if (r.kind === "cash" || r.kind === "chips") {
      await recordTransaction(deps.db, { ...base, creditPaise: r.amountPaise, currency: r.kind === "cash" ? "INR" : "PRACTICE", description: `Prize: position ${r.rank}` });
    } else if (r.ticketTemplate) {
      const template = r.ticketTemplate;
      await deps.db.transaction(async (tx) => {
        if (!(await insertTransactionOnce(tx, { ...base, creditPaise: r.ticketValuePaise, currency: "TICKET", description: `Prize: ticket (${template})` }))) return;
        await insertTicket(tx, { userId: e.userId, template, name: template, valuePaise: r.ticketValuePaise, source: `prize:${t.id}` });
      });
    }
    await updateEntry(deps.db, e.id, { state: "paid" });
    const eCurrency = r.kind === "ticket" ? "ticket" : r.kind === "chips" ? "practice" : "cash";
    deps.notify(e.userId, { type: "prizeCredited", iTournamentId: t.id, nPosition: r.rank, eCurrency, nAmountPaise: Number(r.kind === "ticket" ? r.ticketValuePaise : r.amountPaise) });
    deps.notify(e.userId, { type: "balanceChanged" });
  }
  const currency = entryCurrency(t);
  if (currency) await closeTournament(deps.db, { key: `tournament-close:${t.id}`, tournamentId: t.id, currency });
  if (await moveTournament(deps.db, t.id, ["running"], "finished")) {
    for (const e of placed) deps.notify(e.userId, { type: "tournamentFinished", iTournamentId: t.id, ...(e.finalPosition ? { nPosition: e.finalPosition } : {}) });
  }
}

/** At least one batch, so a pool with no prize still pays its rest (or fee) once. */
function batches(prizes: number): number {
  return Math.max(1, Math.ceil(prizes / PRIZES_PER_BATCH));
}

function batch(prizes: readonly Prize[], i: number): Prize[] {
  return prizes.slice(i * PRIZES_PER_BATCH, (i + 1) * PRIZES_PER_BATCH);
}
