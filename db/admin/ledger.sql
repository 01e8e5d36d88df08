-- Operator cookbook: the ledger (db/LEDGER.md). Run on either database with
-- `npm run operator -- sql db/admin/ledger.sql` (PGlite: stop npm start first), or with psql on a
-- PostgreSQL DATABASE_URL.
-- Ledger rows are append-only: corrections are new operations (reversals), made through the
-- wallet service so they get an idempotency key; nothing here updates or deletes a transfer.

-- Health: every invariant violation (zero rows is healthy). Same as `npm run ledger:check`.
-- npm run operator -- sql db/admin/check-ledger.sql

-- A player's accounts, in rupees (available = posted − outgoing holds).
-- SELECT id, kind, currency,
--        (credits_posted_paise - debits_posted_paise) / 100.0 AS posted_rupees,
--        (credits_posted_paise - debits_posted_paise - debits_pending_paise) / 100.0 AS available_rupees,
--        debits_pending_paise / 100.0 AS on_hold_rupees
--   FROM ledger_accounts WHERE owner_user_id = '<user uuid>' ORDER BY id;

-- A player's last 50 movements.
-- SELECT t.created_at, t.operation_id, t.code, t.phase, t.debit_account_id, t.credit_account_id, t.amount_paise / 100.0 AS rupees
--   FROM ledger_transfers t JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id)
--  WHERE a.owner_user_id = '<user uuid>' ORDER BY t.created_at DESC LIMIT 50;

-- System accounts: clearing, payable and revenue balances by currency.
SELECT id, (credits_posted_paise - debits_posted_paise) / 100.0 AS posted_rupees, debits_pending_paise / 100.0 AS held_out_rupees,
       credits_pending_paise / 100.0 AS held_in_rupees
  FROM ledger_accounts WHERE owner_user_id IS NULL AND ref_id IS NULL ORDER BY id;

-- Holds still pending, oldest first, with what they belong to.
-- SELECT id, code, ref_kind, ref_id, amount_paise / 100.0 AS rupees, created_at, expires_at
--   FROM ledger_transfers t WHERE phase = 'pending' AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id)
--  ORDER BY created_at LIMIT 100;

-- Tax rates in force and scheduled. To change a rate, add a row with a later effective date
-- (rows are never edited): e.g. 18% GST on deposits from 1 April 2027, IST.
SELECT kind, effective_from, rate_bp / 100.0 AS percent, note FROM tax_rates ORDER BY kind, effective_from;
-- INSERT INTO tax_rates (kind, effective_from, rate_bp, note) VALUES ('gst_deposit', '2027-04-01 00:00:00+05:30', 1800, 'example');

-- Import a player's opening balance for a financial year (2025 = FY 2025-26) from a previous system.
-- INSERT INTO tax_opening_balances (user_id, fy, balance_paise, source) VALUES ('<user uuid>', 2025, 123456, 'imported');

-- A player's TDS computations (section 194BA) for a year.
-- SELECT id, kind, created_at, withdrawal_paise, deposits_paise, opening_balance_paise, taxed_before_paise, net_winnings_paise, tds_paise
--   FROM tds_deductions WHERE user_id = '<user uuid>' AND fy = 2025 ORDER BY created_at;

-- Group-commit and retry behaviour are process metrics (ledgerRetryCounters() in db/src/ledger/retry.ts).
