CREATE TABLE "subscription_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cancel_suspended_after_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "subscription_settings_one_row" CHECK ("subscription_settings"."id" = 1),
	CONSTRAINT "subscription_settings_cancel_days_check" CHECK ("subscription_settings"."cancel_suspended_after_days" between 7 and 180)
);
--> statement-breakpoint
ALTER TABLE "subscription_settings" ADD CONSTRAINT "subscription_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "subscription_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;