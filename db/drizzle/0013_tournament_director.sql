CREATE TABLE "tournament_leases" (
	"tournament_id" uuid PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_round_runs" (
	"tournament_id" uuid NOT NULL,
	"round_no" smallint NOT NULL,
	"state" text DEFAULT 'seating' NOT NULL,
	"seed_hex" text NOT NULL,
	"byes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"break_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_round_runs_tournament_id_round_no_pk" PRIMARY KEY("tournament_id","round_no"),
	CONSTRAINT "tournament_round_runs_round" CHECK ("tournament_round_runs"."round_no" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tournament_round_tables" (
	"tournament_id" uuid NOT NULL,
	"round_no" smallint NOT NULL,
	"table_no" smallint NOT NULL,
	"table_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"players" jsonb NOT NULL,
	"result" jsonb,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tournament_round_tables_tournament_id_round_no_table_no_pk" PRIMARY KEY("tournament_id","round_no","table_no"),
	CONSTRAINT "tournament_round_tables_no" CHECK ("tournament_round_tables"."table_no" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tournament_leases" ADD CONSTRAINT "tournament_leases_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_round_runs" ADD CONSTRAINT "tournament_round_runs_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_round_tables" ADD CONSTRAINT "tournament_round_tables_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_round_tables_table_idx" ON "tournament_round_tables" USING btree ("table_id");