CREATE TABLE "payout_vpas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vpa" text NOT NULL,
	"registered_name" text NOT NULL,
	"name_matches_pan" boolean NOT NULL,
	"provider" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_vpas" ADD CONSTRAINT "payout_vpas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_vpas_user_vpa" ON "payout_vpas" USING btree ("user_id","vpa");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_vpas_owner" ON "payout_vpas" USING btree ("vpa") WHERE "payout_vpas"."name_matches_pan";