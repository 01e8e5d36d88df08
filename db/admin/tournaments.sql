-- Operator cookbook: tournaments (game-server/TOURNAMENTS.md). Run on either database with
-- `npm run operator -- sql db/admin/tournaments.sql` (PGlite: stop npm start first), or with psql on a
-- PostgreSQL DATABASE_URL. To add one from JSON instead of SQL: `npm run operator -- tournament add
-- db/admin/tournament-example.json` (fields and checks: game-server/src/ops/tournament-file.ts).
-- Money is integer paise (₹1 = 100); practice chips too (1 chip = 100). Times are timestamptz.

-- Tournaments not over, soonest first, with their entries.
SELECT t.id, t.name, t.state, t.entry_kind, t.entry_fee_paise, t.starts_at, t.min_players, t.max_players, t.max_waitlist,
       count(p.*) FILTER (WHERE p.state NOT IN ('waitlisted', 'withdrawn', 'refunded')) AS joined,
       count(p.*) FILTER (WHERE p.state = 'waitlisted') AS waitlisted
  FROM tournaments t LEFT JOIN tournament_participants p ON p.tournament_id = t.id
 WHERE t.state NOT IN ('finished', 'cancelled')
 GROUP BY t.id ORDER BY t.starts_at;

-- Create a cash knock-out (₹50 entry, 10% rake, 2 to 60 players, 6 to a table, waitlist of 12),
-- registration open from now until its start in two hours, 30 s between rounds, three rounds,
-- and prizes as shares of the pool (entries less rake, at least the ₹2,000 guarantee): 1st 50%,
-- 2nd 30%, 3rd 20%, and a ticket to the weekly final for 4th to 6th (listed under round 2).
-- The service checks money games and the player's location/age on every cash registration.
/*
BEGIN;
WITH t AS (
  INSERT INTO tournaments (name, format, seats_per_table, min_players, max_players, max_waitlist, entry_kind, entry_fee_paise,
                           registration_opens_at, registration_closes_at, starts_at, strategic_time_ms, prize_mode, guaranteed_paise, rake_bp, state)
  VALUES ('Evening Knock-out', 'knockout_deals', 6, 2, 60, 12, 'cash', 5000,
          now(), now() + interval '2 hours', now() + interval '2 hours', 30000, 'share', 200000, 1000, 'scheduled')
  RETURNING id
), r AS (
  INSERT INTO tournament_rounds (tournament_id, round_no, variant_id, deals_per_round, qualifiers_per_table)
  SELECT id, n, 'deals', d, q FROM t, (VALUES (1, 2, 2), (2, 2, 2), (3, 3, 1)) AS v(n, d, q)
)
INSERT INTO tournament_prizes (tournament_id, rank_from, rank_to, round_no, kind, share_bp, ticket_template, ticket_value_paise)
SELECT id, f, tt, rn, k, s, tpl, tv FROM t, (VALUES
  (1, 1, NULL::smallint, 'cash', 5000, NULL, 0),
  (2, 2, NULL, 'cash', 3000, NULL, 0),
  (3, 3, NULL, 'cash', 2000, NULL, 0),
  (4, 6, 2, 'ticket', 0, 'weekly-final', 10000)
) AS v(f, tt, rn, k, s, tpl, tv);
COMMIT;
*/

-- Fixed prizes instead of shares: prize_mode 'fixed' and amount_paise per rank (₹500 to 1st):
-- INSERT INTO tournament_prizes (tournament_id, rank_from, rank_to, kind, amount_paise) VALUES ('<id>', 1, 1, 'cash', 50000);

-- A ticket tournament (entry is one ticket of a template; no fee):
-- INSERT INTO tournaments (name, min_players, max_players, entry_kind, ticket_template, registration_opens_at, registration_closes_at, starts_at)
-- VALUES ('Weekly Final', 2, 30, 'ticket', 'weekly-final', now(), now() + interval '1 day', now() + interval '1 day');

-- Give a player a ticket valid for 7 days (value in paise, shown in My Tickets):
-- INSERT INTO tournament_tickets (user_id, template, name, value_paise, valid_until, source)
-- VALUES ((SELECT id FROM users WHERE user_name = 'demo1'), 'weekly-final', 'Weekly Final Ticket', 10000, now() + interval '7 days', 'operator');

-- A recurring series: the clock creates the next instance (same definition, rounds and prizes) when the
-- latest one starts within recurrence_minutes. Retire a series by clearing its recurrence, not by deleting it.
-- UPDATE tournaments SET recurrence_minutes = NULL WHERE series_key = 'free-roll';
-- UPDATE tournaments SET recurrence_minutes = 20 WHERE series_key = 'practice-knockout' AND starts_at > now();

-- A sit and go: starts the moment its last seat is taken (max_players), whatever the time; starts_at is
-- only a deadline (reached first: it starts with min_players or is cancelled). A practice one may set
-- bot_fill_to: 30 s after its first player registered, labelled bots take the empty seats up to that
-- many and it starts (practice entry and chip prizes only; a bot's prize is never paid, see TOURNAMENTS.md
-- "Bots"). max_waitlist 0: a sit and go starts when full, so a waitlist is refunded at once.
-- WITH t AS (
--   INSERT INTO tournaments (name, format, seats_per_table, min_players, max_players, max_waitlist, entry_kind, entry_fee_paise,
--                            bot_fill_to, registration_opens_at, registration_closes_at, starts_at, prize_mode, series_key, recurrence_minutes)
--   VALUES ('Practice Sit & Go 6', 'sit_and_go', 6, 2, 6, 0, 'practice', 1000, 6, now(), now() + interval '10 minutes',
--           now() + interval '10 minutes', 'share', 'practice-sng-6', 10)
--   RETURNING id
-- ), r AS (INSERT INTO tournament_rounds (tournament_id, round_no, variant_id, deals_per_round, qualifiers_per_table) SELECT id, 1, 'deals', 2, 1 FROM t)
-- INSERT INTO tournament_prizes (tournament_id, rank_from, rank_to, kind, share_bp) SELECT id, 1, 1, 'chips', 7000 FROM t
-- UNION ALL SELECT id, 2, 2, 'chips', 3000 FROM t;
-- Sit and go tournaments waiting for players, with seats taken (bots apart):
-- SELECT t.id, t.name, t.max_players, count(p.*) FILTER (WHERE p.state = 'registered' AND NOT p.is_bot) AS players,
--        count(p.*) FILTER (WHERE p.is_bot) AS bots, t.starts_at AS deadline
--   FROM tournaments t LEFT JOIN tournament_participants p ON p.tournament_id = t.id
--  WHERE t.format = 'sit_and_go' AND t.state IN ('scheduled', 'registering') GROUP BY t.id ORDER BY t.starts_at;

-- Cancel a tournament before its prizes, running or not, mid-round or in a break. Prefer
--   npm run operator -- tournament cancel <id> --reason "Server maintenance"
-- which refunds at once and says so. In SQL (the lock first, so a prize step that began is seen):
-- the clock then refunds every entry exactly once (fees and practice chips back through the ledger,
-- tickets restored with their validity extended), closes its round tables (the deals in play voided)
-- and tells the players (tournamentCancelled). No row is updated once its prizes are being paid.
-- BEGIN;
-- SELECT state FROM tournaments WHERE id = '<id>' FOR UPDATE;
-- UPDATE tournaments SET state = 'cancelled', cancel_reason = 'Cancelled by the operator', updated_at = now()
--  WHERE id = '<id>' AND state IN ('scheduled', 'registering', 'seating', 'running')
--    AND NOT EXISTS (SELECT 1 FROM tournament_notices n WHERE n.tournament_id = tournaments.id AND n.kind = 'prizes');
-- COMMIT;
-- What is left to wind up (live round tables of cancelled tournaments; should be none a few seconds later):
-- SELECT g.tournament_id, g.id, g.status FROM game_tables g JOIN tournaments t ON t.id = g.tournament_id
--  WHERE t.state = 'cancelled' AND g.status IN ('open', 'running');

-- Round tables crash recovery voided are replayed by the director at a fresh table (same players):
-- SELECT g.tournament_id, g.round_no, g.table_no, g.id, g.status, g.closed_at FROM game_tables g
--  WHERE g.tournament_id = '<id>' ORDER BY g.round_no, g.table_no, g.created_at;

-- Participants of one tournament, in line order.
-- SELECT coalesce(u.user_name, p.bot_name) AS name, p.is_bot, p.state, p.waitlist_position, p.entry_source, p.entry_paise, p.entry_state, p.hold_key, p.final_position, p.round_reached, p.created_at
--   FROM tournament_participants p LEFT JOIN users u ON u.id = p.user_id
--  WHERE p.tournament_id = '<id>' ORDER BY p.state = 'waitlisted', p.waitlist_position, p.created_at;

-- Its money in the ledger: holds still pending, and what the pool account holds.
-- SELECT count(*) AS pending_holds, sum(h.amount_paise) AS paise FROM ledger_transfers h LEFT JOIN ledger_transfers r ON r.pending_id = h.id
--  WHERE h.ref_kind = 'tournament' AND h.ref_id = '<id>' AND h.phase = 'pending' AND r.id IS NULL;
-- SELECT id, currency, credits_posted - debits_posted AS balance_paise FROM ledger_accounts WHERE ref_id = '<id>';

-- A player's tournament statement (what GET /profile/getTournamentTransaction shows).
-- SELECT tournament_id, round_no, position, debit_paise, credit_paise, currency, description, created_at
--   FROM tournament_transactions WHERE user_id = (SELECT id FROM users WHERE user_name = 'demo1') ORDER BY created_at DESC;
