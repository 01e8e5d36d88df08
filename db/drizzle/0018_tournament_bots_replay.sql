ALTER TABLE "table_seats" DROP CONSTRAINT "table_seats_owner";--> statement-breakpoint
DROP INDEX "game_tables_tournament_table_key";--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "is_bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "bot_name" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "bot_fill_to" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "game_tables_tournament_table_key" ON "game_tables" USING btree ("tournament_id","round_no","table_no") WHERE "game_tables"."tournament_id" IS NOT NULL AND "game_tables"."status" <> 'voided';--> statement-breakpoint
ALTER TABLE "table_seats" ADD CONSTRAINT "table_seats_owner" CHECK ("table_seats"."is_bot" OR "table_seats"."user_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_bot" CHECK (NOT "tournament_participants"."is_bot" OR ("tournament_participants"."bot_name" IS NOT NULL AND "tournament_participants"."entry_source" = 'free' AND "tournament_participants"."hold_key" IS NULL));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_bots" CHECK ("tournaments"."bot_fill_to" IS NULL OR ("tournaments"."entry_kind" = 'practice' AND "tournaments"."bot_fill_to" BETWEEN 2 AND "tournaments"."max_players"));