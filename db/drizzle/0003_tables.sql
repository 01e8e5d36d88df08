CREATE TABLE "daily_spins" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"slot_index" smallint NOT NULL,
	"value_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_spins_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "daily_spins_slot" CHECK ("daily_spins"."slot_index" BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE TABLE "deal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"now_ms" bigint NOT NULL,
	"action" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"setup" jsonb NOT NULL,
	"seed_hex" text NOT NULL,
	"commitment" text NOT NULL,
	"players" jsonb NOT NULL,
	"status" text DEFAULT 'playing' NOT NULL,
	"results" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalogue_id" uuid,
	"rummy_type" text NOT NULL,
	"game_type" text NOT NULL,
	"variant_id" text NOT NULL,
	"max_players" smallint NOT NULL,
	"decks" smallint NOT NULL,
	"point_value_paise" bigint NOT NULL,
	"entry_fee_paise" bigint NOT NULL,
	"pool_limit" smallint,
	"deals_count" smallint,
	"private_code" text,
	"created_by" uuid,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"match" jsonb,
	"deals_played" integer DEFAULT 0 NOT NULL,
	"owner_id" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_tables_players" CHECK ("game_tables"."max_players" IN (2, 6))
);
--> statement-breakpoint
CREATE TABLE "table_catalogue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rummy_type" text NOT NULL,
	"game_type" text NOT NULL,
	"name" text NOT NULL,
	"variant_id" text NOT NULL,
	"max_players" smallint NOT NULL,
	"decks" smallint NOT NULL,
	"point_value_paise" bigint NOT NULL,
	"entry_fee_paise" bigint NOT NULL,
	"pool_limit" smallint,
	"deals_count" smallint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_catalogue_players" CHECK ("table_catalogue"."max_players" IN (2, 6)),
	CONSTRAINT "table_catalogue_money" CHECK ("table_catalogue"."point_value_paise" >= 0 AND "table_catalogue"."entry_fee_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "table_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_id" uuid NOT NULL,
	"seat" smallint NOT NULL,
	"user_id" uuid,
	"is_bot" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"buy_in_paise" bigint NOT NULL,
	"chips_paise" bigint NOT NULL,
	"hold_ref" text,
	"status" text DEFAULT 'seated' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "table_seats_seat" CHECK ("table_seats"."seat" BETWEEN 0 AND 5),
	CONSTRAINT "table_seats_chips" CHECK ("table_seats"."chips_paise" >= 0 AND "table_seats"."buy_in_paise" >= 0),
	CONSTRAINT "table_seats_owner" CHECK ("table_seats"."is_bot" = ("table_seats"."user_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_table_id_game_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."game_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tables" ADD CONSTRAINT "game_tables_catalogue_id_table_catalogue_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."table_catalogue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seats" ADD CONSTRAINT "table_seats_table_id_game_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."game_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_events_deal_seq_key" ON "deal_events" USING btree ("deal_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_table_number_key" ON "deals" USING btree ("table_id","number");--> statement-breakpoint
CREATE INDEX "deals_status_idx" ON "deals" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "game_tables_private_code_key" ON "game_tables" USING btree ("private_code") WHERE "game_tables"."status" IN ('open', 'running');--> statement-breakpoint
CREATE INDEX "game_tables_lookup_idx" ON "game_tables" USING btree ("catalogue_id","status");--> statement-breakpoint
CREATE INDEX "game_tables_live_idx" ON "game_tables" USING btree ("status","heartbeat_at");--> statement-breakpoint
CREATE UNIQUE INDEX "table_catalogue_config_key" ON "table_catalogue" USING btree ("rummy_type","game_type","max_players","variant_id","point_value_paise","entry_fee_paise");--> statement-breakpoint
CREATE UNIQUE INDEX "table_seats_seat_key" ON "table_seats" USING btree ("table_id","seat") WHERE "table_seats"."status" = 'seated';--> statement-breakpoint
CREATE UNIQUE INDEX "table_seats_user_key" ON "table_seats" USING btree ("table_id","user_id") WHERE "table_seats"."status" = 'seated';--> statement-breakpoint
CREATE INDEX "table_seats_user_idx" ON "table_seats" USING btree ("user_id","status");