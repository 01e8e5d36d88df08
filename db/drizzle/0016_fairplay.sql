CREATE TABLE "fairplay_identifiers" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"user_id" uuid NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fairplay_identifiers_kind_value_user_id_pk" PRIMARY KEY("kind","value","user_id"),
	CONSTRAINT "fairplay_identifiers_kind" CHECK ("fairplay_identifiers"."kind" IN ('device', 'address')),
	CONSTRAINT "fairplay_identifiers_value" CHECK (length("fairplay_identifiers"."value") BETWEEN 1 AND 64)
);
--> statement-breakpoint
CREATE TABLE "fairplay_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reported_user_id" uuid,
	"table_id" uuid,
	"deal_id" uuid,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fairplay_reports_target" CHECK ("fairplay_reports"."reported_user_id" IS NOT NULL OR "fairplay_reports"."table_id" IS NOT NULL),
	CONSTRAINT "fairplay_reports_comment" CHECK (length("fairplay_reports"."comment") <= 200)
);
--> statement-breakpoint
CREATE TABLE "fairplay_reversals" (
	"id" text PRIMARY KEY NOT NULL,
	"signal_id" uuid,
	"winner_user_id" uuid NOT NULL,
	"loser_user_id" uuid NOT NULL,
	"deal_ids" jsonb NOT NULL,
	"deals" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"operator" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fairplay_reversals_amount" CHECK ("fairplay_reversals"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "fairplay_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"other_user_id" uuid,
	"score" double precision NOT NULL,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"first_detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fairplay_identifiers" ADD CONSTRAINT "fairplay_identifiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairplay_reports" ADD CONSTRAINT "fairplay_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairplay_reports" ADD CONSTRAINT "fairplay_reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairplay_reversals" ADD CONSTRAINT "fairplay_reversals_signal_id_fairplay_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."fairplay_signals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fairplay_identifiers_user_idx" ON "fairplay_identifiers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fairplay_reports_status_idx" ON "fairplay_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fairplay_reports_reporter_idx" ON "fairplay_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fairplay_signals_subject_key" ON "fairplay_signals" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "fairplay_signals_status_idx" ON "fairplay_signals" USING btree ("status","last_detected_at");--> statement-breakpoint
-- Hand-written: what each account has (device ids and login addresses recorded by the platform,
-- the payout bank account by bank code and number, verified UPI ids), and the links between
-- accounts that share one, or a referral up to three steps apart. An address shared by more
-- than five accounts is a public network (an office, a carrier's NAT) and links no one.
CREATE VIEW "fairplay_account_identifiers" AS
  SELECT i.kind, i.value, i.user_id FROM fairplay_identifiers i
   WHERE i.kind <> 'address' OR (SELECT count(*) FROM fairplay_identifiers o WHERE o.kind = 'address' AND o.value = i.value) <= 5
  UNION ALL
  SELECT 'bank', upper(left(b.ifsc, 4)) || ':' || ltrim(b.account_no, '0'), b.user_id FROM bank_accounts b
  UNION ALL
  SELECT 'upi', lower(v.vpa), v.user_id FROM payout_vpas v;--> statement-breakpoint
CREATE VIEW "fairplay_account_links" AS
  WITH RECURSIVE chain(user_id, ancestor, depth) AS (
    SELECT u.id, u.referred_by, 1 FROM users u WHERE u.referred_by IS NOT NULL
    UNION ALL
    SELECT c.user_id, u.referred_by, c.depth + 1 FROM chain c JOIN users u ON u.id = c.ancestor
     WHERE u.referred_by IS NOT NULL AND c.depth < 3 AND u.referred_by <> c.user_id
  )
  SELECT DISTINCT least(a.user_id, b.user_id) AS user_a, greatest(a.user_id, b.user_id) AS user_b, a.kind AS reason, a.value AS detail
    FROM fairplay_account_identifiers a JOIN fairplay_account_identifiers b ON b.kind = a.kind AND b.value = a.value AND b.user_id <> a.user_id
  UNION
  SELECT least(c.user_id, c.ancestor), greatest(c.user_id, c.ancestor), 'referral', 'referral chain, ' || c.depth || ' step(s)'
    FROM chain c WHERE c.ancestor <> c.user_id;
