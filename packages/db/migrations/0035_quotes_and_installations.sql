CREATE TABLE "labour_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "labour_prices_unit_check" CHECK ("labour_prices"."unit" in ('camera', 'cable_run', 'recorder', 'call_out')),
	CONSTRAINT "labour_prices_price_check" CHECK ("labour_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"package_id" integer,
	"labour_price_id" integer,
	"description" text NOT NULL,
	"package_name" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"list_price_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"price_overridden_by" integer,
	"price_overridden_at" timestamp with time zone,
	CONSTRAINT "quote_lines_kind_check" CHECK ("quote_lines"."kind" in ('product', 'labour')),
	CONSTRAINT "quote_lines_reference_check" CHECK (("quote_lines"."kind" = 'product' and "quote_lines"."product_id" is not null and "quote_lines"."labour_price_id" is null) or ("quote_lines"."kind" = 'labour' and "quote_lines"."labour_price_id" is not null and "quote_lines"."product_id" is null)),
	CONSTRAINT "quote_lines_quantity_check" CHECK ("quote_lines"."quantity" > 0),
	CONSTRAINT "quote_lines_total_check" CHECK ("quote_lines"."unit_price_cents" >= 0 and "quote_lines"."line_total_cents" = "quote_lines"."unit_price_cents" * "quote_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_survey_id" integer,
	"contact_request_id" integer,
	"customer_id" integer,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"customer_company" text,
	"site_street" text DEFAULT '' NOT NULL,
	"site_city" text DEFAULT '' NOT NULL,
	"site_state" text DEFAULT '' NOT NULL,
	"site_zip" text NOT NULL,
	"site_country" text DEFAULT 'United States' NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_rate" numeric(6, 5) DEFAULT '0' NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"discount_by" integer,
	"discount_at" timestamp with time zone,
	"valid_until" date NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"link_token_hash" text,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(quote_number || ' ' || customer_name || ' ' || customer_email || ' ' || coalesce(customer_company, ''))) STORED,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired')),
	CONSTRAINT "quotes_amounts_check" CHECK ("quotes"."subtotal_cents" >= 0 and "quotes"."discount_cents" >= 0 and "quotes"."discount_cents" <= "quotes"."subtotal_cents" and "quotes"."tax_cents" >= 0 and "quotes"."total_cents" = "quotes"."subtotal_cents" - "quotes"."discount_cents" + "quotes"."tax_cents"),
	CONSTRAINT "quotes_version_check" CHECK ("quotes"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "installation_blackouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"technician_id" integer,
	"day" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "installation_job_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"from_technician_id" integer,
	"to_technician_id" integer,
	"from_day" date,
	"to_day" date,
	"from_slot" smallint,
	"to_slot" smallint,
	"note" text,
	"by_customer" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"quote_id" integer,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'to_book' NOT NULL,
	"technician_id" integer,
	"day" date,
	"slot" smallint,
	"site_address" text NOT NULL,
	"site_zip" text NOT NULL,
	"completion_notes" text,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_jobs_status_check" CHECK ("installation_jobs"."status" in ('to_book', 'booked', 'completed', 'cancelled')),
	CONSTRAINT "installation_jobs_booking_check" CHECK ("installation_jobs"."status" <> 'booked' or ("installation_jobs"."technician_id" is not null and "installation_jobs"."day" is not null and "installation_jobs"."slot" is not null)),
	CONSTRAINT "installation_jobs_slot_check" CHECK ("installation_jobs"."slot" is null or "installation_jobs"."slot" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "installation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"deposit_percent" integer NOT NULL,
	"slot_times" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "installation_settings_one_row" CHECK ("installation_settings"."id" = 1),
	CONSTRAINT "installation_settings_deposit_check" CHECK ("installation_settings"."deposit_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "technicians" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"working_days" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL,
	"slots_per_day" smallint DEFAULT 2 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technicians_slots_check" CHECK ("technicians"."slots_per_day" between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "contact_requests" DROP CONSTRAINT "contact_requests_status_check";--> statement-breakpoint
ALTER TABLE "site_surveys" DROP CONSTRAINT "site_surveys_status_check";--> statement-breakpoint
ALTER TABLE "product_units" DROP CONSTRAINT "product_units_status";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "installation_labour_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "installation_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "kind" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "labour_price_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "purpose" text DEFAULT 'cart' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "labour_prices" ADD CONSTRAINT "labour_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_package_id_product_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."product_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_labour_price_id_labour_prices_id_fk" FOREIGN KEY ("labour_price_id") REFERENCES "public"."labour_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_price_overridden_by_users_id_fk" FOREIGN KEY ("price_overridden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_site_survey_id_site_surveys_id_fk" FOREIGN KEY ("site_survey_id") REFERENCES "public"."site_surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_discount_by_users_id_fk" FOREIGN KEY ("discount_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_blackouts" ADD CONSTRAINT "installation_blackouts_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_blackouts" ADD CONSTRAINT "installation_blackouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_job_history" ADD CONSTRAINT "installation_job_history_job_id_installation_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."installation_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_job_history" ADD CONSTRAINT "installation_job_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_jobs" ADD CONSTRAINT "installation_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_jobs" ADD CONSTRAINT "installation_jobs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_jobs" ADD CONSTRAINT "installation_jobs_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_jobs" ADD CONSTRAINT "installation_jobs_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_jobs" ADD CONSTRAINT "installation_jobs_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_settings" ADD CONSTRAINT "installation_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labour_prices_position_idx" ON "labour_prices" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id","id");--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_lines_product_idx" ON "quote_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_key" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_key" ON "quotes" USING btree ("quote_number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_link_token_key" ON "quotes" USING btree ("link_token_hash");--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_status_created_idx" ON "quotes" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_total_idx" ON "quotes" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "quotes_valid_until_idx" ON "quotes" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "quotes_survey_idx" ON "quotes" USING btree ("site_survey_id");--> statement-breakpoint
CREATE INDEX "quotes_contact_idx" ON "quotes" USING btree ("contact_request_id");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_search_idx" ON "quotes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "installation_blackouts_day_idx" ON "installation_blackouts" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_blackouts_key" ON "installation_blackouts" USING btree ("day",coalesce("technician_id", 0));--> statement-breakpoint
CREATE INDEX "installation_job_history_job_idx" ON "installation_job_history" USING btree ("job_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_jobs_order_key" ON "installation_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_jobs_slot_key" ON "installation_jobs" USING btree ("technician_id","day","slot") WHERE "installation_jobs"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "installation_jobs_day_idx" ON "installation_jobs" USING btree ("day","technician_id");--> statement-breakpoint
CREATE INDEX "installation_jobs_status_idx" ON "installation_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "installation_jobs_customer_idx" ON "installation_jobs" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_installation_labour_id_labour_prices_id_fk" FOREIGN KEY ("installation_labour_id") REFERENCES "public"."labour_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_labour_price_id_labour_prices_id_fk" FOREIGN KEY ("labour_price_id") REFERENCES "public"."labour_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quote_key" ON "orders" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "payment_intents_quote_idx" ON "payment_intents" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "payment_intents_order_idx" ON "payment_intents" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_kind_check" CHECK ("order_items"."kind" in ('product', 'labour', 'discount'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_reference_check" CHECK (("order_items"."kind" = 'product') = ("order_items"."product_id" is not null) and ("order_items"."kind" = 'discount') = ("order_items"."unit_price_cents" < 0) and ("order_items"."labour_price_id" is null or "order_items"."kind" = 'labour'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_balance_check" CHECK ("orders"."balance_due_cents" >= 0 and "orders"."balance_due_cents" <= "orders"."total_cents" and ("orders"."balance_due_cents" = 0 or "orders"."payment_status" = 'partial'));--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_purpose_check" CHECK ("payment_intents"."purpose" in ('cart', 'quote', 'balance'));--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_purpose_target_check" CHECK (("payment_intents"."purpose" = 'cart' and "payment_intents"."quote_id" is null and "payment_intents"."order_id" is null) or ("payment_intents"."purpose" = 'quote' and "payment_intents"."quote_id" is not null) or ("payment_intents"."purpose" = 'balance' and "payment_intents"."order_id" is not null));--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" in ('new', 'in_progress', 'responded', 'quoted', 'won', 'lost', 'resolved', 'closed'));--> statement-breakpoint
ALTER TABLE "site_surveys" ADD CONSTRAINT "site_surveys_status_check" CHECK ("site_surveys"."status" in ('new', 'reviewing', 'quoted', 'won', 'lost', 'scheduled', 'completed', 'closed'));--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_status" CHECK ("product_units"."status" in ('available', 'assigned', 'shipped', 'delivered', 'returned', 'damaged', 'processing', 'lost', 'voided', 'installed'));--> statement-breakpoint
-- A shop starts with the usual installation price list; the admin edits it.
INSERT INTO "labour_prices" ("name", "unit", "price_cents", "position") VALUES
  ('Camera installation', 'camera', 15000, 1),
  ('Cable run', 'cable_run', 8500, 2),
  ('Recorder setup', 'recorder', 20000, 3),
  ('Call-out fee', 'call_out', 9500, 4);
