ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_operation_id_ledger_operations_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_pending_id_ledger_transfers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_reverses_id_ledger_transfers_id_fk";
--> statement-breakpoint
DROP INDEX "ledger_transfers_pending_once";--> statement-breakpoint
DROP INDEX "ledger_transfers_reversed_once";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_pending_once" ON "ledger_transfers" USING btree ("pending_id") WHERE "ledger_transfers"."pending_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reversed_once" ON "ledger_transfers" USING btree ("reverses_id") WHERE "ledger_transfers"."reverses_id" IS NOT NULL;--> statement-breakpoint
-- Hand-written (db/LEDGER.md, "Performance"): balances move once per statement instead of once per
-- leg. A statement-level trigger reads every inserted leg from the transition table, checks holds,
-- reversals, accounts and currencies set-wise, and applies the summed effect with one UPDATE.
DROP TRIGGER ledger_transfers_apply ON ledger_transfers;
--> statement-breakpoint
DROP FUNCTION ledger_apply_transfer();
--> statement-breakpoint
CREATE FUNCTION ledger_apply_transfers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
  updated int;
  expected int;
BEGIN
  SELECT t.id, t.pending_id INTO bad
    FROM new_legs t LEFT JOIN ledger_transfers p ON p.id = t.pending_id
   WHERE t.pending_id IS NOT NULL
     AND (p.id IS NULL OR p.phase <> 'pending' OR p.debit_account_id <> t.debit_account_id
          OR p.credit_account_id <> t.credit_account_id OR p.currency <> t.currency
          OR (t.phase = 'post_pending' AND t.amount_paise > p.amount_paise)
          OR (t.phase <> 'post_pending' AND t.amount_paise <> p.amount_paise)
          OR (t.phase = 'expire_pending' AND (p.expires_at IS NULL OR p.expires_at > now())))
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: % does not validly resolve hold %', bad.id, bad.pending_id USING ERRCODE = 'LG001';
  END IF;
  SELECT t.id, t.reverses_id INTO bad
    FROM new_legs t LEFT JOIN ledger_transfers o ON o.id = t.reverses_id
   WHERE t.reverses_id IS NOT NULL
     AND (o.id IS NULL OR o.phase NOT IN ('posted', 'post_pending') OR o.debit_account_id <> t.credit_account_id
          OR o.credit_account_id <> t.debit_account_id OR o.amount_paise <> t.amount_paise OR o.currency <> t.currency)
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: % is not the mirror of posted transfer %', bad.id, bad.reverses_id USING ERRCODE = 'LG001';
  END IF;

  WITH effects AS (
    SELECT id, currency, sum(dp) AS dp, sum(dq) AS dq, sum(cp) AS cp, sum(cq) AS cq FROM (
      SELECT t.debit_account_id AS id, t.currency,
             CASE WHEN t.phase IN ('posted', 'post_pending') THEN t.amount_paise ELSE 0 END AS dp,
             CASE WHEN t.phase = 'pending' THEN t.amount_paise WHEN t.pending_id IS NOT NULL THEN -p.amount_paise ELSE 0 END AS dq,
             0::bigint AS cp, 0::bigint AS cq
        FROM new_legs t LEFT JOIN ledger_transfers p ON p.id = t.pending_id
      UNION ALL
      SELECT t.credit_account_id, t.currency, 0, 0,
             CASE WHEN t.phase IN ('posted', 'post_pending') THEN t.amount_paise ELSE 0 END,
             CASE WHEN t.phase = 'pending' THEN t.amount_paise WHEN t.pending_id IS NOT NULL THEN -p.amount_paise ELSE 0 END
        FROM new_legs t LEFT JOIN ledger_transfers p ON p.id = t.pending_id
    ) e GROUP BY id, currency
  ), moved AS (
    UPDATE ledger_accounts a
       SET debits_posted_paise = a.debits_posted_paise + e.dp,
           debits_pending_paise = a.debits_pending_paise + e.dq,
           credits_posted_paise = a.credits_posted_paise + e.cp,
           credits_pending_paise = a.credits_pending_paise + e.cq
      FROM effects e
     WHERE a.id = e.id AND a.currency = e.currency
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM effects), (SELECT count(*) FROM moved) INTO expected, updated;
  IF updated <> expected THEN
    RAISE EXCEPTION 'ledger: a leg names a missing account or one in another currency' USING ERRCODE = 'LG001';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_apply AFTER INSERT ON ledger_transfers REFERENCING NEW TABLE AS new_legs
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_transfers();
--> statement-breakpoint
-- The guard now runs only for statements issued directly (depth 0): the balance trigger's own
-- UPDATE skips it, which is the one path allowed to move balances.
DROP TRIGGER ledger_accounts_guard ON ledger_accounts;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION ledger_accounts_guard();
