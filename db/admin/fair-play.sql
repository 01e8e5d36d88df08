-- Operator cookbook: fair play (issue 20; game-server/src/services/fairplay). Run on either database
-- with `npm run operator -- sql db/admin/fair-play.sql` (PGlite: stop npm start first), or with psql
-- on a PostgreSQL DATABASE_URL. Statements that change data are commented out: copy one into a file
-- of your own, fill it in, and run that file the same way.
--
-- The queue holds two kinds of item: signals the collusion job found in the deal log (run it now
-- with `npm run operator -- fairplay scan`) and reports players sent from the table or the hand
-- history. Every signal carries its evidence: the deals (ids), how often the pattern showed in how
-- many chances, the observed and the honest rate it was compared with, and for money the net
-- paise. score is -log10 of the chance of the pattern in honest play (6 = one in a million).
--
--   repeated_drops   other_user dropped in deals user won far more often than other_user drops elsewhere
--   one_way_flow     money between the two went from other_user to user in deal after deal
--   discard_feeding  user picked up other_user's discards far more often than anyone else's
--   regular_timing   user's draw-to-discard times vary less than any person's do (a script)

-- The operator queue: open signals and open reports, newest first, with their evidence, and
-- whether the two accounts are linked (device, address, bank, UPI, referral).
SELECT 'signal' AS item, s.id, s.kind, s.user_id, u.user_name, s.other_user_id, o.user_name AS other_user_name,
       round(s.score::numeric, 1) AS score,
       (s.evidence->>'count') || ' of ' || (s.evidence->>'deals') AS count_of_chances,
       s.evidence->>'amountPaise' AS net_paise,
       jsonb_array_length(s.evidence->'dealIds') AS deals_in_evidence,
       (SELECT string_agg(DISTINCT l.reason, ',') FROM fairplay_account_links l
         WHERE l.user_a = least(s.user_id, s.other_user_id) AND l.user_b = greatest(s.user_id, s.other_user_id)) AS linked_by,
       NULL::text AS comment, s.last_detected_at AS at
  FROM fairplay_signals s JOIN users u ON u.id = s.user_id LEFT JOIN users o ON o.id = s.other_user_id
 WHERE s.status = 'open'
UNION ALL
SELECT 'report', r.id, r.reason, r.reported_user_id, u.user_name, r.reporter_id, o.user_name,
       NULL, NULL, NULL, NULL,
       (SELECT string_agg(DISTINCT l.reason, ',') FROM fairplay_account_links l
         WHERE l.user_a = least(r.reporter_id, r.reported_user_id) AND l.user_b = greatest(r.reporter_id, r.reported_user_id)),
       concat_ws(' ', 'table ' || r.table_id, 'deal ' || r.deal_id, nullif(r.comment, '')), r.created_at
  FROM fairplay_reports r LEFT JOIN users u ON u.id = r.reported_user_id JOIN users o ON o.id = r.reporter_id
 WHERE r.status = 'open'
 ORDER BY at DESC
 LIMIT 200;

-- Players reported by several different players in the last 30 days (the queue's loudest names).
SELECT r.reported_user_id, u.user_name, count(DISTINCT r.reporter_id) AS reporters, count(*) AS reports,
       max(r.created_at) AS last_report
  FROM fairplay_reports r JOIN users u ON u.id = r.reported_user_id
 WHERE r.created_at > now() - interval '30 days'
 GROUP BY r.reported_user_id, u.user_name
HAVING count(DISTINCT r.reporter_id) >= 2
 ORDER BY reporters DESC, last_report DESC;

-- Linked accounts with their reasons (a pair linked for several reasons has a row for each).
SELECT l.user_a, a.user_name AS user_a_name, l.user_b, b.user_name AS user_b_name, l.reason, l.detail
  FROM fairplay_account_links l JOIN users a ON a.id = l.user_a JOIN users b ON b.id = l.user_b
 ORDER BY l.user_a, l.user_b, l.reason
 LIMIT 500;

-- One signal's evidence in full: every deal id it names, with the deal's table and when it settled.
-- SELECT e.deal_id, d.table_id, d.settled_at, d.results->>'winner' AS winner_seat
--   FROM fairplay_signals s, jsonb_array_elements_text(s.evidence->'dealIds') AS e(deal_id)
--   JOIN deals d ON d.id = e.deal_id::uuid
--  WHERE s.id = '<signal id>' ORDER BY d.settled_at;

-- One player's links, and the settled cash deals they played with a linked account (there should
-- be none since linking: the lobby keeps linked accounts apart).
-- SELECT * FROM fairplay_account_links WHERE '<user id>' IN (user_a::text, user_b::text);

-- Reversals already made, with the ledger operation each ran (ledger_operations.id).
SELECT v.id AS operation_id, v.signal_id, v.winner_user_id, v.loser_user_id, v.deals, v.amount_paise, v.operator, v.reason, v.created_at
  FROM fairplay_reversals v ORDER BY v.created_at DESC LIMIT 100;

-- Decide a queue item: dismiss a signal or a report, or mark a report reviewed.
-- UPDATE fairplay_signals SET status = 'dismissed' WHERE id = '<signal id>';
-- UPDATE fairplay_reports SET status = 'reviewed' WHERE id = '<report id>';

-- Block an account (the existing block: no login, its sessions refused at their next call).
-- UPDATE users SET status = 'blocked', updated_at = now() WHERE id = '<user id>';

-- Reverse a collusion's winnings: never by editing the ledger. Run
--   npm run operator -- fairplay reverse <signal id> "<your name>" "<reason>"
-- which reverses, in one ledger operation, every settlement in the signal's deals in which the
-- giver paid the gainer (and the fee of deals only the two played), returning the money to the
-- giver's deposit account, and marks the signal actioned. Then check the ledger:
--   npm run operator -- sql db/admin/check-ledger.sql
