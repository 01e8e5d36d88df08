-- Ledger invariants (DESIGN.md "Money", db/LEDGER.md). Every row is a violation; zero rows is a
-- healthy ledger. Run on either database with `npm run operator -- sql db/admin/check-ledger.sql`
-- (PGlite: stop npm start first), or `npm run ledger:check` (this same check, with DATABASE_URL).
-- Columns: violation, subject, detail.
--
--   currency_not_zero  a currency whose posted or pending balances do not sum to zero
--   negative_balance   an account that may not go negative and has (available < 0), or a
--                      player-owned account flagged allow_negative
--   balance_drift      an account whose four counters differ from the sums of its transfers
--   currency_mismatch  a transfer whose accounts are not in the transfer's currency
--   orphan_transfer    a transfer naming an operation, account, hold or reversed transfer that
--                      does not exist (the table has no foreign keys; the balance trigger checks
--                      accounts, holds and reversals on insert, and this re-checks everything)
--   hold_outlived      a hold still pending after its table or tournament closed (a row in
--                      ledger_closed_refs with closed_at at or after the hold was created), or more
--                      than 15 minutes past its own timeout (the expiry sweep runs every minute)
WITH effects AS (
  SELECT t.debit_account_id AS account_id,
         CASE WHEN t.phase IN ('posted', 'post_pending') THEN t.amount_paise ELSE 0 END AS debits_posted,
         CASE WHEN t.phase = 'pending' THEN t.amount_paise WHEN t.pending_id IS NOT NULL THEN -p.amount_paise ELSE 0 END AS debits_pending,
         0::bigint AS credits_posted,
         0::bigint AS credits_pending
    FROM ledger_transfers t LEFT JOIN ledger_transfers p ON p.id = t.pending_id
  UNION ALL
  SELECT t.credit_account_id,
         0::bigint,
         0::bigint,
         CASE WHEN t.phase IN ('posted', 'post_pending') THEN t.amount_paise ELSE 0 END,
         CASE WHEN t.phase = 'pending' THEN t.amount_paise WHEN t.pending_id IS NOT NULL THEN -p.amount_paise ELSE 0 END
    FROM ledger_transfers t LEFT JOIN ledger_transfers p ON p.id = t.pending_id
),
sums AS (
  SELECT account_id, sum(debits_posted) AS dp, sum(debits_pending) AS dq, sum(credits_posted) AS cp, sum(credits_pending) AS cq
    FROM effects GROUP BY account_id
)
SELECT 'currency_not_zero' AS violation, currency AS subject,
       format('posted sum %s, pending sum %s', sum(credits_posted_paise - debits_posted_paise), sum(credits_pending_paise - debits_pending_paise)) AS detail
  FROM ledger_accounts GROUP BY currency
 HAVING sum(credits_posted_paise - debits_posted_paise) <> 0 OR sum(credits_pending_paise - debits_pending_paise) <> 0
UNION ALL
SELECT 'negative_balance', id,
       format('%s %s: available %s paise (allow_negative %s)', kind, currency, credits_posted_paise - debits_posted_paise - debits_pending_paise, allow_negative)
  FROM ledger_accounts
 WHERE (NOT allow_negative AND credits_posted_paise - debits_posted_paise - debits_pending_paise < 0)
    OR (owner_user_id IS NOT NULL AND allow_negative)
UNION ALL
SELECT 'balance_drift', a.id,
       format('counters dp=%s dq=%s cp=%s cq=%s, transfers dp=%s dq=%s cp=%s cq=%s',
              a.debits_posted_paise, a.debits_pending_paise, a.credits_posted_paise, a.credits_pending_paise,
              coalesce(s.dp, 0), coalesce(s.dq, 0), coalesce(s.cp, 0), coalesce(s.cq, 0))
  FROM ledger_accounts a LEFT JOIN sums s ON s.account_id = a.id
 WHERE a.debits_posted_paise <> coalesce(s.dp, 0) OR a.debits_pending_paise <> coalesce(s.dq, 0)
    OR a.credits_posted_paise <> coalesce(s.cp, 0) OR a.credits_pending_paise <> coalesce(s.cq, 0)
UNION ALL
SELECT 'currency_mismatch', t.id, format('%s transfer between %s (%s) and %s (%s)', t.currency, d.id, d.currency, c.id, c.currency)
  FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
 WHERE d.currency <> t.currency OR c.currency <> t.currency
UNION ALL
SELECT 'orphan_transfer', t.id,
       format('operation %s %s, debit %s %s, credit %s %s, hold %s, reverses %s', t.operation_id,
              CASE WHEN o.id IS NULL THEN 'missing' ELSE 'ok' END, t.debit_account_id, CASE WHEN d.id IS NULL THEN 'missing' ELSE 'ok' END,
              t.credit_account_id, CASE WHEN c.id IS NULL THEN 'missing' ELSE 'ok' END, t.pending_id, t.reverses_id)
  FROM ledger_transfers t
  LEFT JOIN ledger_operations o ON o.id = t.operation_id
  LEFT JOIN ledger_accounts d ON d.id = t.debit_account_id
  LEFT JOIN ledger_accounts c ON c.id = t.credit_account_id
  LEFT JOIN ledger_transfers p ON p.id = t.pending_id
  LEFT JOIN ledger_transfers r ON r.id = t.reverses_id
 WHERE o.id IS NULL OR d.id IS NULL OR c.id IS NULL OR (t.pending_id IS NOT NULL AND p.id IS NULL) OR (t.reverses_id IS NOT NULL AND r.id IS NULL)
UNION ALL
SELECT 'hold_outlived', t.id,
       format('%s hold of %s paise on %s %s, created %s, expires %s, ref closed %s',
              t.code, t.amount_paise, t.ref_kind, t.ref_id, t.created_at, t.expires_at, cr.closed_at)
  FROM ledger_transfers t
  LEFT JOIN ledger_transfers r ON r.pending_id = t.id
  LEFT JOIN ledger_closed_refs cr ON cr.ref_kind = t.ref_kind AND cr.ref_id = t.ref_id
 WHERE t.phase = 'pending' AND r.id IS NULL
   AND ((cr.closed_at IS NOT NULL AND cr.closed_at >= t.created_at) OR t.expires_at < now() - interval '15 minutes')
ORDER BY 1, 2;
