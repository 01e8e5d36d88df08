/**
 * How a client comes back to its table when the socket closes without a final code (a deploy's
 * handover, close code 4010; a lost process or network: none). rooms/PROTOCOL.md "Seat ownership".
 * The web app's table connection follows it, and so do the load bots, so that a load run's
 * reconnect herd is the one real players make.
 */

/**
 * Pauses before each try: short at first (a table handed to another process is back within a
 * second or two), then at most 3 s, for about a minute in all; after the last the seat is given up.
 */
export const REJOIN_DELAYS_MS: readonly number[] = [250, 500, 750, 1000, 1500, 2000, 2500, ...Array<number>(17).fill(3000)];

/**
 * Each pause is spread by a quarter either way, so that the thousands of clients of a stopping
 * process do not knock on the survivor in step.
 */
const SPREAD = 0.25;

/**
 * The pause before try `attempt` (0-based; past the schedule's end, its last pause), spread by
 * `random` (a value in [0, 1): the caller's Math.random; shared-rules takes randomness as input).
 */
export function rejoinPause(attempt: number, random: () => number): number {
  const base = REJOIN_DELAYS_MS[Math.min(attempt, REJOIN_DELAYS_MS.length - 1)] ?? 0;
  return base * (1 - SPREAD + 2 * SPREAD * random());
}

/**
 * Tries that found no room under the table's id (the matchmaker's "room not found") before the
 * client asks whether it still holds the seat (GET /rummy/table/joined): a handed-over table is
 * missing for a second or two, a table that closed meanwhile for good.
 */
export const MISSING_BEFORE_SEAT_CHECK = 3;
