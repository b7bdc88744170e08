CREATE TABLE "tax_rate_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"rate" numeric(6, 5) NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer,
	"changed_by_name" text,
	CONSTRAINT "tax_rate_changes_rate_check" CHECK ("tax_rate_changes"."rate" >= 0 and "tax_rate_changes"."rate" < 1)
);
--> statement-breakpoint
CREATE TABLE "storefront_blocks" (
	"kind" text PRIMARY KEY NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"city_line" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_shipping_check" CHECK ("shop_settings"."shipping_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tax_rate_changes" ADD CONSTRAINT "tax_rate_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate_changes" ADD CONSTRAINT "tax_rate_changes_state_tax_rates_state_fk" FOREIGN KEY ("state") REFERENCES "public"."tax_rates"("state") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_blocks" ADD CONSTRAINT "storefront_blocks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_rate_changes_state_idx" ON "tax_rate_changes" USING btree ("state","effective_from","id");