CREATE TABLE "payment_gateway_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"cust_ref_num" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_gateway_tokens" ADD CONSTRAINT "payment_gateway_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateway_tokens_hash_key" ON "payment_gateway_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateway_tokens_ref_key" ON "payment_gateway_tokens" USING btree ("cust_ref_num");--> statement-breakpoint
CREATE INDEX "payment_gateway_tokens_user_idx" ON "payment_gateway_tokens" USING btree ("user_id","created_at");