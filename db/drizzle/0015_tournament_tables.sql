ALTER TABLE "game_tables" DROP CONSTRAINT "game_tables_players";--> statement-breakpoint
ALTER TABLE "game_tables" ADD COLUMN "tournament_id" uuid;--> statement-breakpoint
ALTER TABLE "game_tables" ADD COLUMN "round_no" smallint;--> statement-breakpoint
ALTER TABLE "game_tables" ADD COLUMN "table_no" smallint;--> statement-breakpoint
ALTER TABLE "game_tables" ADD CONSTRAINT "game_tables_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_tables_tournament_table_key" ON "game_tables" USING btree ("tournament_id","round_no","table_no") WHERE "game_tables"."tournament_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "game_tables" ADD CONSTRAINT "game_tables_tournament" CHECK (("game_tables"."tournament_id" IS NULL) = ("game_tables"."round_no" IS NULL) AND ("game_tables"."tournament_id" IS NULL) = ("game_tables"."table_no" IS NULL));--> statement-breakpoint
ALTER TABLE "game_tables" ADD CONSTRAINT "game_tables_players" CHECK ("game_tables"."max_players" IN (2, 6) OR ("game_tables"."tournament_id" IS NOT NULL AND "game_tables"."max_players" BETWEEN 2 AND 6));