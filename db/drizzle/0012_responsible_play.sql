CREATE TABLE "play_limit_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"limit" text NOT NULL,
	"old_value" bigint,
	"new_value" bigint,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_limits" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limits_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "play_limits_kind" CHECK ("play_limits"."kind" IN ('loss_daily', 'loss_monthly', 'play_minutes_daily')),
	CONSTRAINT "play_limits_value" CHECK (("play_limits"."value" IS NULL OR "play_limits"."value" >= 0) AND ("play_limits"."pending_value" IS NULL OR "play_limits"."pending_value" >= 0))
);
--> statement-breakpoint
CREATE TABLE "self_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	"lift_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_exclusions_lift" CHECK (("self_exclusions"."lifted_at" IS NULL) = ("self_exclusions"."lifted_by" IS NULL)),
	CONSTRAINT "self_exclusions_period" CHECK (("self_exclusions"."ends_at" IS NULL) = ("self_exclusions"."period" = 'permanent'))
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD COLUMN "weekly_paise" bigint;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD COLUMN "pending_weekly_paise" bigint;--> statement-breakpoint
ALTER TABLE "play_limit_changes" ADD CONSTRAINT "play_limit_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_exclusions" ADD CONSTRAINT "self_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_limit_changes_user_idx" ON "play_limit_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "self_exclusions_user_idx" ON "self_exclusions" USING btree ("user_id","ends_at");