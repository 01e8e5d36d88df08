CREATE TABLE "tournament_notices" (
	"tournament_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_notices_tournament_id_kind_pk" PRIMARY KEY("tournament_id","kind")
);
--> statement-breakpoint
ALTER TABLE "tournament_notices" ADD CONSTRAINT "tournament_notices_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;