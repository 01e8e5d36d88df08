CREATE TABLE "seat_claims" (
	"table_id" uuid NOT NULL,
	"seat" smallint NOT NULL,
	"user_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_claims_table_id_seat_pk" PRIMARY KEY("table_id","seat"),
	CONSTRAINT "seat_claims_seat" CHECK ("seat_claims"."seat" BETWEEN 0 AND 5)
);
--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_table_id_game_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."game_tables"("id") ON DELETE no action ON UPDATE no action;