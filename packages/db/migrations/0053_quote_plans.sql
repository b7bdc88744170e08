CREATE TABLE "quote_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"interval" text NOT NULL,
	"plan_name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"min_term_months" integer DEFAULT 0 NOT NULL,
	"taxable" boolean NOT NULL,
	CONSTRAINT "quote_plans_interval_check" CHECK ("quote_plans"."interval" in ('month', 'year')),
	CONSTRAINT "quote_plans_price_check" CHECK ("quote_plans"."price_cents" > 0),
	CONSTRAINT "quote_plans_min_term_check" CHECK ("quote_plans"."min_term_months" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_period_check";--> statement-breakpoint
ALTER TABLE "quote_plans" ADD CONSTRAINT "quote_plans_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_plans" ADD CONSTRAINT "quote_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_plans_quote_idx" ON "quote_plans" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_plans_plan_idx" ON "quote_plans" USING btree ("plan_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_period_check" CHECK (("subscriptions"."current_period_start" is null and "subscriptions"."status" in ('incomplete', 'cancelled')) or ("subscriptions"."current_period_start" is not null and "subscriptions"."current_period_end" > "subscriptions"."current_period_start"));