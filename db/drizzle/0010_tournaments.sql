CREATE TABLE "tournament_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"waitlist_position" integer,
	"entry_source" text NOT NULL,
	"ticket_id" uuid,
	"entry_paise" bigint DEFAULT 0 NOT NULL,
	"entry_state" text NOT NULL,
	"hold_key" text,
	"table_id" uuid,
	"final_position" integer,
	"round_reached" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_participants_waitlist" CHECK (("tournament_participants"."state" = 'waitlisted') = ("tournament_participants"."waitlist_position" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"tournament_id" uuid NOT NULL,
	"rank_from" integer NOT NULL,
	"rank_to" integer NOT NULL,
	"round_no" smallint,
	"kind" text DEFAULT 'cash' NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"share_bp" integer DEFAULT 0 NOT NULL,
	"ticket_template" text,
	"ticket_value_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_prizes_tournament_id_rank_from_pk" PRIMARY KEY("tournament_id","rank_from"),
	CONSTRAINT "tournament_prizes_ranks" CHECK ("tournament_prizes"."rank_from" >= 1 AND "tournament_prizes"."rank_to" >= "tournament_prizes"."rank_from"),
	CONSTRAINT "tournament_prizes_values" CHECK ("tournament_prizes"."amount_paise" >= 0 AND "tournament_prizes"."share_bp" BETWEEN 0 AND 10000 AND "tournament_prizes"."ticket_value_paise" >= 0),
	CONSTRAINT "tournament_prizes_ticket" CHECK ("tournament_prizes"."kind" <> 'ticket' OR "tournament_prizes"."ticket_template" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"tournament_id" uuid NOT NULL,
	"round_no" smallint NOT NULL,
	"variant_id" text DEFAULT 'deals' NOT NULL,
	"deals_per_round" smallint DEFAULT 2 NOT NULL,
	"qualifiers_per_table" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "tournament_rounds_tournament_id_round_no_pk" PRIMARY KEY("tournament_id","round_no"),
	CONSTRAINT "tournament_rounds_values" CHECK ("tournament_rounds"."round_no" >= 1 AND "tournament_rounds"."deals_per_round" >= 1 AND "tournament_rounds"."qualifiers_per_table" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tournament_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template" text NOT NULL,
	"name" text NOT NULL,
	"value_paise" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"valid_until" timestamp with time zone,
	"source" text DEFAULT 'operator' NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_tickets_value" CHECK ("tournament_tickets"."value_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"round_no" smallint,
	"position" integer,
	"debit_paise" bigint DEFAULT 0 NOT NULL,
	"credit_paise" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_transactions_amounts" CHECK ("tournament_transactions"."debit_paise" >= 0 AND "tournament_transactions"."credit_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"format" text DEFAULT 'knockout_deals' NOT NULL,
	"seats_per_table" smallint DEFAULT 6 NOT NULL,
	"min_players" integer DEFAULT 2 NOT NULL,
	"max_players" integer NOT NULL,
	"max_waitlist" integer DEFAULT 0 NOT NULL,
	"entry_kind" text NOT NULL,
	"entry_fee_paise" bigint DEFAULT 0 NOT NULL,
	"ticket_template" text,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"strategic_time_ms" integer DEFAULT 30000 NOT NULL,
	"prize_mode" text DEFAULT 'fixed' NOT NULL,
	"guaranteed_paise" bigint DEFAULT 0 NOT NULL,
	"rake_bp" integer DEFAULT 0 NOT NULL,
	"series_key" text,
	"recurrence_minutes" integer,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_seats" CHECK ("tournaments"."seats_per_table" BETWEEN 2 AND 6),
	CONSTRAINT "tournaments_players" CHECK ("tournaments"."min_players" >= 2 AND "tournaments"."max_players" >= "tournaments"."min_players" AND "tournaments"."max_waitlist" >= 0),
	CONSTRAINT "tournaments_money" CHECK ("tournaments"."entry_fee_paise" >= 0 AND "tournaments"."guaranteed_paise" >= 0 AND "tournaments"."rake_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "tournaments_fee_kind" CHECK (("tournaments"."entry_kind" IN ('cash', 'practice')) = ("tournaments"."entry_fee_paise" > 0)),
	CONSTRAINT "tournaments_ticket" CHECK ("tournaments"."entry_kind" <> 'ticket' OR "tournaments"."ticket_template" IS NOT NULL),
	CONSTRAINT "tournaments_window" CHECK ("tournaments"."registration_opens_at" <= "tournaments"."registration_closes_at" AND "tournaments"."registration_closes_at" <= "tournaments"."starts_at"),
	CONSTRAINT "tournaments_break" CHECK ("tournaments"."strategic_time_ms" >= 0),
	CONSTRAINT "tournaments_recurrence" CHECK ("tournaments"."recurrence_minutes" IS NULL OR "tournaments"."recurrence_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_ticket_id_tournament_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tournament_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_transactions" ADD CONSTRAINT "tournament_transactions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_participants_active_key" ON "tournament_participants" USING btree ("tournament_id","user_id") WHERE "tournament_participants"."state" NOT IN ('withdrawn', 'refunded');--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_participants_hold_key" ON "tournament_participants" USING btree ("hold_key");--> statement-breakpoint
CREATE INDEX "tournament_participants_user_idx" ON "tournament_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournament_tickets_user_idx" ON "tournament_tickets" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_transactions_key" ON "tournament_transactions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "tournament_transactions_user_idx" ON "tournament_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_series_start_key" ON "tournaments" USING btree ("series_key","starts_at");--> statement-breakpoint
CREATE INDEX "tournaments_state_start_idx" ON "tournaments" USING btree ("state","starts_at");