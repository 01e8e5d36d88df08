CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" uuid,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"ref_id" text,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"debits_pending_paise" bigint DEFAULT 0 NOT NULL,
	"debits_posted_paise" bigint DEFAULT 0 NOT NULL,
	"credits_pending_paise" bigint DEFAULT 0 NOT NULL,
	"credits_posted_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_never_negative" CHECK ("ledger_accounts"."allow_negative" OR "ledger_accounts"."credits_posted_paise" - "ledger_accounts"."debits_posted_paise" - "ledger_accounts"."debits_pending_paise" >= 0),
	CONSTRAINT "ledger_accounts_player_not_negative" CHECK ("ledger_accounts"."owner_user_id" IS NULL OR NOT "ledger_accounts"."allow_negative"),
	CONSTRAINT "ledger_accounts_counters_not_negative" CHECK ("ledger_accounts"."debits_pending_paise" >= 0 AND "ledger_accounts"."debits_posted_paise" >= 0 AND "ledger_accounts"."credits_pending_paise" >= 0 AND "ledger_accounts"."credits_posted_paise" >= 0),
	CONSTRAINT "ledger_accounts_currency" CHECK ("ledger_accounts"."currency" IN ('INR', 'PRACTICE'))
);
--> statement-breakpoint
CREATE TABLE "ledger_closed_refs" (
	"ref_kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_closed_refs_ref_kind_ref_id_pk" PRIMARY KEY("ref_kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"request_hash" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_operations_id_length" CHECK (length("ledger_operations"."id") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"operation_id" text NOT NULL,
	"debit_account_id" text NOT NULL,
	"credit_account_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text NOT NULL,
	"code" text NOT NULL,
	"phase" text NOT NULL,
	"pending_id" text,
	"reverses_id" text,
	"ref_kind" text,
	"ref_id" text,
	"expires_at" timestamp with time zone,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount_paise" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_phase" CHECK ("ledger_transfers"."phase" IN ('posted', 'pending', 'post_pending', 'void_pending', 'expire_pending')),
	CONSTRAINT "ledger_transfers_resolution" CHECK (("ledger_transfers"."phase" IN ('post_pending', 'void_pending', 'expire_pending')) = ("ledger_transfers"."pending_id" IS NOT NULL)),
	CONSTRAINT "ledger_transfers_reversal" CHECK ("ledger_transfers"."reverses_id" IS NULL OR "ledger_transfers"."phase" = 'posted'),
	CONSTRAINT "ledger_transfers_code" CHECK ("ledger_transfers"."code" ~ '^[a-z][a-z_]{1,31}$')
);
--> statement-breakpoint
CREATE TABLE "tax_opening_balances" (
	"user_id" uuid NOT NULL,
	"fy" smallint NOT NULL,
	"balance_paise" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_opening_balances_user_id_fy_pk" PRIMARY KEY("user_id","fy"),
	CONSTRAINT "tax_opening_source" CHECK ("tax_opening_balances"."source" IN ('ledger', 'imported'))
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"kind" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"rate_bp" integer NOT NULL,
	"note" text,
	CONSTRAINT "tax_rates_kind_effective_from_pk" PRIMARY KEY("kind","effective_from"),
	CONSTRAINT "tax_rates_kind" CHECK ("tax_rates"."kind" IN ('gst_deposit', 'tds_194ba')),
	CONSTRAINT "tax_rates_range" CHECK ("tax_rates"."rate_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "tds_deductions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"fy" smallint NOT NULL,
	"kind" text NOT NULL,
	"withdrawal_paise" bigint NOT NULL,
	"withdrawn_before_paise" bigint NOT NULL,
	"deposits_paise" bigint NOT NULL,
	"opening_balance_paise" bigint NOT NULL,
	"taxed_before_paise" bigint NOT NULL,
	"net_winnings_paise" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"tds_paise" bigint NOT NULL,
	"hold_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tds_deductions_kind" CHECK ("tds_deductions"."kind" IN ('withdrawal', 'year_end'))
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_operation_id_ledger_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ledger_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_id_ledger_transfers_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_reverses_id_ledger_transfers_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_deductions" ADD CONSTRAINT "tds_deductions_id_ledger_operations_id_fk" FOREIGN KEY ("id") REFERENCES "public"."ledger_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "ledger_operations_user_idx" ON "ledger_operations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_pending_once" ON "ledger_transfers" USING btree ("pending_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reversed_once" ON "ledger_transfers" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_operation_idx" ON "ledger_transfers" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_open_ref_idx" ON "ledger_transfers" USING btree ("ref_kind","ref_id") WHERE "ledger_transfers"."phase" = 'pending';--> statement-breakpoint
CREATE INDEX "ledger_transfers_expiry_idx" ON "ledger_transfers" USING btree ("expires_at") WHERE "ledger_transfers"."phase" = 'pending';--> statement-breakpoint
CREATE INDEX "tds_deductions_user_fy_idx" ON "tds_deductions" USING btree ("user_id","fy");--> statement-breakpoint
-- Hand-written: the ledger's rules in SQL (db/LEDGER.md). Custom SQLSTATEs: LG001 a transfer that
-- breaks a ledger rule, LG002 an attempt to change or delete an append-only row.
CREATE FUNCTION ledger_apply_transfer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pend ledger_transfers%ROWTYPE;
  orig ledger_transfers%ROWTYPE;
  posted bigint := 0;
  pending bigint := 0;
  released bigint := 0;
BEGIN
  IF NEW.phase = 'posted' THEN
    posted := NEW.amount_paise;
    IF NEW.reverses_id IS NOT NULL THEN
      SELECT * INTO orig FROM ledger_transfers WHERE id = NEW.reverses_id;
      IF orig.phase NOT IN ('posted', 'post_pending') OR orig.debit_account_id <> NEW.credit_account_id
         OR orig.credit_account_id <> NEW.debit_account_id OR orig.amount_paise <> NEW.amount_paise
         OR orig.currency <> NEW.currency THEN
        RAISE EXCEPTION 'ledger: transfer % is not the mirror of posted transfer %', NEW.id, NEW.reverses_id USING ERRCODE = 'LG001';
      END IF;
    END IF;
  ELSIF NEW.phase = 'pending' THEN
    pending := NEW.amount_paise;
  ELSE
    SELECT * INTO pend FROM ledger_transfers WHERE id = NEW.pending_id;
    IF pend.phase IS DISTINCT FROM 'pending' OR pend.debit_account_id <> NEW.debit_account_id
       OR pend.credit_account_id <> NEW.credit_account_id OR pend.currency <> NEW.currency THEN
      RAISE EXCEPTION 'ledger: % names % which is not a hold between the same accounts', NEW.id, NEW.pending_id USING ERRCODE = 'LG001';
    END IF;
    IF NEW.phase = 'post_pending' THEN
      IF NEW.amount_paise > pend.amount_paise THEN
        RAISE EXCEPTION 'ledger: posting % exceeds hold % of %', NEW.amount_paise, pend.id, pend.amount_paise USING ERRCODE = 'LG001';
      END IF;
      posted := NEW.amount_paise;
    ELSIF NEW.amount_paise <> pend.amount_paise THEN
      RAISE EXCEPTION 'ledger: voiding % must release the whole hold %', pend.id, pend.amount_paise USING ERRCODE = 'LG001';
    ELSIF NEW.phase = 'expire_pending' AND (pend.expires_at IS NULL OR pend.expires_at > now()) THEN
      RAISE EXCEPTION 'ledger: hold % has not expired', pend.id USING ERRCODE = 'LG001';
    END IF;
    released := pend.amount_paise;
  END IF;

  UPDATE ledger_accounts
     SET debits_posted_paise = debits_posted_paise + posted,
         debits_pending_paise = debits_pending_paise + pending - released
   WHERE id = NEW.debit_account_id AND currency = NEW.currency;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger: debit account % is not a % account', NEW.debit_account_id, NEW.currency USING ERRCODE = 'LG001';
  END IF;
  UPDATE ledger_accounts
     SET credits_posted_paise = credits_posted_paise + posted,
         credits_pending_paise = credits_pending_paise + pending - released
   WHERE id = NEW.credit_account_id AND currency = NEW.currency;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger: credit account % is not a % account', NEW.credit_account_id, NEW.currency USING ERRCODE = 'LG001';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_apply AFTER INSERT ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_apply_transfer();
--> statement-breakpoint
CREATE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % on % is forbidden; append a reversal instead', TG_OP, TG_TABLE_NAME USING ERRCODE = 'LG002';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE TRIGGER ledger_operations_no_delete BEFORE DELETE ON ledger_operations FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE TRIGGER ledger_operations_no_truncate BEFORE TRUNCATE ON ledger_operations FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE FUNCTION ledger_operations_result_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The creating transaction records its result once; nothing else about an operation changes.
  IF OLD.result IS NOT NULL OR NEW.id <> OLD.id OR NEW.kind <> OLD.kind OR NEW.user_id IS DISTINCT FROM OLD.user_id
     OR NEW.request_hash <> OLD.request_hash OR NEW.request <> OLD.request OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'ledger: operation % is append-only', OLD.id USING ERRCODE = 'LG002';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_operations_update BEFORE UPDATE ON ledger_operations FOR EACH ROW EXECUTE FUNCTION ledger_operations_result_once();
--> statement-breakpoint
CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger: accounts are never deleted (%)', OLD.id USING ERRCODE = 'LG002';
  END IF;
  IF NEW.id <> OLD.id OR NEW.owner_user_id IS DISTINCT FROM OLD.owner_user_id OR NEW.kind <> OLD.kind
     OR NEW.currency <> OLD.currency OR NEW.ref_id IS DISTINCT FROM OLD.ref_id
     OR NEW.allow_negative <> OLD.allow_negative OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'ledger: account % is fixed once created', OLD.id USING ERRCODE = 'LG002';
  END IF;
  -- Balances move only inside ledger_apply_transfer (trigger depth 2 here), never by a direct UPDATE.
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger: balances of % change only by inserting transfers', OLD.id USING ERRCODE = 'LG002';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE OR DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE TRIGGER tds_deductions_immutable BEFORE UPDATE OR DELETE ON tds_deductions FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE TRIGGER tax_opening_balances_immutable BEFORE UPDATE OR DELETE ON tax_opening_balances FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE TRIGGER ledger_closed_refs_immutable BEFORE UPDATE OR DELETE ON ledger_closed_refs FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
-- Default rates (DESIGN.md "Money"): 28% GST on deposits from 1 October 2023, 30% TDS under
-- section 194BA from FY 2023-24. Operators add a row with a later effective date to change a rate.
INSERT INTO tax_rates (kind, effective_from, rate_bp, note) VALUES
  ('gst_deposit', '2023-10-01 00:00:00+05:30', 2800, '28% GST on the deposit amount (shown inclusive)'),
  ('tds_194ba', '2023-04-01 00:00:00+05:30', 3000, 'Section 194BA: 30% of net winnings');
