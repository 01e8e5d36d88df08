CREATE TABLE "location_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"coordinates_state" text,
	"ip" text NOT NULL,
	"ip_resolved" boolean NOT NULL,
	"ip_country" text,
	"ip_region" text,
	"ip_state" text,
	"state" text NOT NULL,
	"verdict" text NOT NULL,
	"refused_by" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_checks" ADD CONSTRAINT "location_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_checks_user_idx" ON "location_checks" USING btree ("user_id","checked_at");