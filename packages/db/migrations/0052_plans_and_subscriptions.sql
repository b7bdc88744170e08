CREATE TABLE "payment_customers" (
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider"),
	CONSTRAINT "payment_customers_provider_check" CHECK ("payment_customers"."provider" in ('test', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint,
	"exp_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_methods_provider_check" CHECK ("payment_methods"."provider" in ('test', 'stripe')),
	CONSTRAINT "payment_methods_last4_check" CHECK ("payment_methods"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "test_provider_charges" (
	"key" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_charges_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"monitoring" text NOT NULL,
	"maintenance_visits_per_year" smallint DEFAULT 0 NOT NULL,
	"response_hours" smallint,
	"extended_warranty" boolean DEFAULT false NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"yearly_price_cents" integer,
	"setup_fee_cents" integer DEFAULT 0 NOT NULL,
	"min_term_months" smallint DEFAULT 0 NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_monitoring_check" CHECK ("plans"."monitoring" in ('alarm', 'video', 'none')),
	CONSTRAINT "plans_status_check" CHECK ("plans"."status" in ('active', 'retired')),
	CONSTRAINT "plans_monthly_price_check" CHECK ("plans"."monthly_price_cents" > 0),
	CONSTRAINT "plans_yearly_price_check" CHECK ("plans"."yearly_price_cents" is null or "plans"."yearly_price_cents" > 0),
	CONSTRAINT "plans_setup_fee_check" CHECK ("plans"."setup_fee_cents" >= 0),
	CONSTRAINT "plans_visits_check" CHECK ("plans"."maintenance_visits_per_year" between 0 and 12),
	CONSTRAINT "plans_response_hours_check" CHECK ("plans"."response_hours" is null or "plans"."response_hours" between 1 and 168),
	CONSTRAINT "plans_min_term_check" CHECK ("plans"."min_term_months" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "rmr_months" (
	"month" date PRIMARY KEY NOT NULL,
	"new_cents" bigint DEFAULT 0 NOT NULL,
	"expansion_cents" bigint DEFAULT 0 NOT NULL,
	"contraction_cents" bigint DEFAULT 0 NOT NULL,
	"churned_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"invoice_id" integer,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_events_kind_check" CHECK ("subscription_events"."kind" in ('created', 'started', 'renewed', 'invoice_paid', 'payment_failed', 'retry_scheduled', 'suspended', 'restored', 'plan_changed', 'paused', 'resumed', 'cancel_scheduled', 'cancel_withdrawn', 'cancelled', 'invoice_refunded', 'invoice_voided', 'card_changed', 'renewal_notice', 'clock_advanced'))
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_rate" numeric(6, 5) NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"attempt" smallint DEFAULT 0 NOT NULL,
	"attempt_finished" boolean DEFAULT true NOT NULL,
	"attempt_lease_until" timestamp with time zone,
	"credit_used_cents" integer DEFAULT 0 NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"first_failed_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"payment_intent_id" text,
	"order_id" integer,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refunded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "subscription_invoices_kind_check" CHECK ("subscription_invoices"."kind" in ('first', 'renewal', 'proration')),
	CONSTRAINT "subscription_invoices_status_check" CHECK ("subscription_invoices"."status" in ('open', 'paid', 'void', 'refunded')),
	CONSTRAINT "subscription_invoices_total_check" CHECK ("subscription_invoices"."total_cents" >= 0),
	CONSTRAINT "subscription_invoices_period_check" CHECK ("subscription_invoices"."period_end" > "subscription_invoices"."period_start")
);
--> statement-breakpoint
CREATE TABLE "subscription_rmr_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"delta_cents" integer NOT NULL,
	CONSTRAINT "subscription_rmr_changes_kind_check" CHECK ("subscription_rmr_changes"."kind" in ('new', 'expansion', 'contraction', 'churned'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"interval" text NOT NULL,
	"price_cents" integer NOT NULL,
	"setup_fee_cents" integer DEFAULT 0 NOT NULL,
	"min_term_months" smallint DEFAULT 0 NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"site_name" text DEFAULT '' NOT NULL,
	"site_street" text NOT NULL,
	"site_city" text NOT NULL,
	"site_state" text NOT NULL,
	"site_zip" text NOT NULL,
	"site_country" text DEFAULT 'US' NOT NULL,
	"payment_method_id" integer,
	"started_at" timestamp with time zone,
	"billing_anchor_at" timestamp with time zone,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"min_term_ends_at" timestamp with time zone,
	"cancel_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"pause_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"renewal_notice_for" timestamp with time zone,
	"test_clock_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"quote_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_number_unique" UNIQUE("number"),
	CONSTRAINT "subscriptions_interval_check" CHECK ("subscriptions"."interval" in ('month', 'year')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('incomplete', 'active', 'past_due', 'suspended', 'paused', 'cancelled')),
	CONSTRAINT "subscriptions_price_check" CHECK ("subscriptions"."price_cents" > 0),
	CONSTRAINT "subscriptions_setup_fee_check" CHECK ("subscriptions"."setup_fee_cents" >= 0),
	CONSTRAINT "subscriptions_credit_check" CHECK ("subscriptions"."credit_cents" >= 0),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."status" = 'incomplete' or ("subscriptions"."current_period_start" is not null and "subscriptions"."current_period_end" > "subscriptions"."current_period_start"))
);
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_kind_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_order_type_check";--> statement-breakpoint
ALTER TABLE "payment_intents" DROP CONSTRAINT "payment_intents_purpose_check";--> statement-breakpoint
ALTER TABLE "payment_intents" DROP CONSTRAINT "payment_intents_purpose_target_check";--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_invoice_id_subscription_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."subscription_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_rmr_changes" ADD CONSTRAINT "subscription_rmr_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_ref_key" ON "payment_methods" USING btree ("provider","ref");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id","id") WHERE "payment_methods"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_key" ON "plans" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_period_key" ON "subscription_invoices" USING btree ("subscription_id","period_start") WHERE "subscription_invoices"."kind" in ('first', 'renewal');--> statement-breakpoint
CREATE INDEX "subscription_invoices_subscription_idx" ON "subscription_invoices" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "subscription_invoices_customer_idx" ON "subscription_invoices" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_order_key" ON "subscription_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscription_invoices_open_idx" ON "subscription_invoices" USING btree ("subscription_id") WHERE "subscription_invoices"."status" = 'open';--> statement-breakpoint
CREATE INDEX "subscription_rmr_changes_subscription_idx" ON "subscription_rmr_changes" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_run_at") WHERE "subscriptions"."next_run_at" is not null and "subscriptions"."test_clock_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_search_idx" ON "subscriptions" USING gin (lower("number" || ' ' || "site_street" || ' ' || "site_zip") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscriptions_yearly_renewal_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."interval" = 'year' and "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE INDEX "payment_intents_invoice_idx" ON "payment_intents" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_one_open_invoice_idx" ON "payment_intents" USING btree ("invoice_id") WHERE "payment_intents"."purpose" = 'invoice' and "payment_intents"."status" in ('requires_payment_method', 'processing');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_kind_check" CHECK ("order_items"."kind" in ('product', 'labour', 'discount', 'plan'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_type_check" CHECK ("orders"."order_type" in ('online', 'quote', 'phone', 'replacement', 'repair', 'subscription'));--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_purpose_check" CHECK ("payment_intents"."purpose" in ('cart', 'quote', 'balance', 'invoice'));--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_purpose_target_check" CHECK (("payment_intents"."purpose" = 'cart' and "payment_intents"."quote_id" is null and "payment_intents"."order_id" is null) or ("payment_intents"."purpose" = 'quote' and "payment_intents"."quote_id" is not null) or ("payment_intents"."purpose" = 'balance' and "payment_intents"."order_id" is not null) or ("payment_intents"."purpose" = 'invoice' and "payment_intents"."invoice_id" is not null));