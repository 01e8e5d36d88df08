CREATE TABLE "tournament_tie_breaks" (
	"tournament_id" uuid NOT NULL,
	"round_no" smallint NOT NULL,
	"table_no" smallint NOT NULL,
	"rank" smallint NOT NULL,
	"table_id" uuid NOT NULL,
	"deal_table_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"players" jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tournament_tie_breaks_tournament_id_round_no_table_no_rank_pk" PRIMARY KEY("tournament_id","round_no","table_no","rank"),
	CONSTRAINT "tournament_tie_breaks_rank" CHECK ("tournament_tie_breaks"."rank" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tournament_tie_breaks" ADD CONSTRAINT "tournament_tie_breaks_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_tie_breaks_table_idx" ON "tournament_tie_breaks" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "tournament_tie_breaks_deal_table_idx" ON "tournament_tie_breaks" USING btree ("deal_table_id");