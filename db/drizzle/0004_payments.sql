CREATE TABLE "deposit_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"daily_paise" bigint,
	"monthly_paise" bigint,
	"pending_daily_paise" bigint,
	"pending_monthly_paise" bigint,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"cust_ref_num" text NOT NULL,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"amount_paise" bigint NOT NULL,
	"promotion_id" uuid,
	"promotion_bonus_paise" bigint DEFAULT 0 NOT NULL,
	"promotion_bonus_expires_in_days" integer,
	"first_deposit_bonus_paise" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"qr_string" text DEFAULT '' NOT NULL,
	"mobile" text,
	"note" text,
	"bank_details" jsonb,
	"check_count" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_paise" > 0),
	CONSTRAINT "deposits_bonus_not_negative" CHECK ("deposits"."promotion_bonus_paise" >= 0),
	CONSTRAINT "deposits_credited_when_success" CHECK (("deposits"."status" = 'success') = ("deposits"."credited_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"deposit_id" uuid,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"from_paise" bigint NOT NULL,
	"to_paise" bigint NOT NULL,
	"percentage_bp" integer NOT NULL,
	"max_bonus_paise" bigint NOT NULL,
	"ticket_schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "promotion_tiers_range" CHECK ("promotion_tiers"."from_paise" > 0 AND "promotion_tiers"."to_paise" >= "promotion_tiers"."from_paise"),
	CONSTRAINT "promotion_tiers_percentage" CHECK ("promotion_tiers"."percentage_bp" BETWEEN 0 AND 100000),
	CONSTRAINT "promotion_tiers_max_bonus" CHECK ("promotion_tiers"."max_bonus_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'deposit' NOT NULL,
	"bonus_expires_in_days" integer DEFAULT 30 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_window" CHECK ("promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_expiry" CHECK ("promotions"."bonus_expires_in_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_transfers" (
	"tran_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mode_of_pay" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"debit_account" text NOT NULL,
	"beneficiary" text NOT NULL,
	"scenario" text NOT NULL,
	"status" text NOT NULL,
	"ref_no" text NOT NULL,
	"utr_no" text NOT NULL,
	"rrn" text NOT NULL,
	"status_checks" integer DEFAULT 0 NOT NULL,
	"submissions" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"cust_ref_num" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tran_id" text NOT NULL,
	"method" text NOT NULL,
	"mode_of_pay" text NOT NULL,
	"provider" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"tds_paise" bigint DEFAULT 0 NOT NULL,
	"net_paise" bigint NOT NULL,
	"hold_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_status" text DEFAULT '' NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"ref_no" text,
	"utr_no" text,
	"rrn" text,
	"session_token" text,
	"beneficiary" jsonb NOT NULL,
	"submit_attempts" integer DEFAULT 0 NOT NULL,
	"check_count" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount_paise" > 0 AND "withdrawals"."tds_paise" >= 0 AND "withdrawals"."net_paise" = "withdrawals"."amount_paise" - "withdrawals"."tds_paise"),
	CONSTRAINT "withdrawals_tran_id_length" CHECK (length("withdrawals"."tran_id") BETWEEN 4 AND 36)
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_tiers" ADD CONSTRAINT "promotion_tiers_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_cust_ref_num_key" ON "deposits" USING btree ("cust_ref_num");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_order_key" ON "deposits" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_due_idx" ON "deposits" USING btree ("next_check_at") WHERE "deposits"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_deposit_idx" ON "payment_events" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "promotion_tiers_promotion_idx" ON "promotion_tiers" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_payments_ref_key" ON "sandbox_gateway_payments" USING btree ("cust_ref_num");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_tran_id_key" ON "withdrawals" USING btree ("tran_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_due_idx" ON "withdrawals" USING btree ("next_check_at") WHERE "withdrawals"."status" IN ('pending', 'processing', 'success');