CREATE TABLE "rma_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"rma_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"by_customer" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rma_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"rma_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rma_photos_position_check" CHECK ("rma_photos"."position" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "rma_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"return_window_days" integer DEFAULT 30 NOT NULL,
	"return_rate_flag_percent" integer DEFAULT 10 NOT NULL,
	"return_rate_min_units" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "rma_settings_one_row" CHECK ("rma_settings"."id" = 1),
	CONSTRAINT "rma_settings_window_check" CHECK ("rma_settings"."return_window_days" between 0 and 365),
	CONSTRAINT "rma_settings_rate_check" CHECK ("rma_settings"."return_rate_flag_percent" between 1 and 100),
	CONSTRAINT "rma_settings_min_units_check" CHECK ("rma_settings"."return_rate_min_units" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "rmas" (
	"id" serial PRIMARY KEY NOT NULL,
	"rma_number" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"preferred_outcome" text NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"unit_id" integer NOT NULL,
	"unit_identifier" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"order_item_id" integer,
	"delivered_on" date,
	"warranty_ends_on" date,
	"decision_note" text,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"rejected_at" timestamp with time zone,
	"rejected_by" integer,
	"withdrawn_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"received_by" integer,
	"inspection_result" text,
	"inspection_notes" text,
	"inspected_at" timestamp with time zone,
	"inspected_by" integer,
	"resolution" text,
	"resolution_note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_order_id" integer,
	"refund_cents" integer,
	"refund_tax_cents" integer,
	"refund_started_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(rma_number || ' ' || unit_identifier || ' ' || customer_name || ' ' || customer_email || ' ' || product_name || ' ' || order_number)) STORED,
	CONSTRAINT "rmas_status_check" CHECK ("rmas"."status" in ('requested', 'approved', 'rejected', 'received', 'inspected', 'resolved', 'withdrawn')),
	CONSTRAINT "rmas_kind_check" CHECK ("rmas"."kind" in ('return', 'warranty')),
	CONSTRAINT "rmas_reason_check" CHECK ("rmas"."reason" in ('defective', 'damaged_in_shipping', 'wrong_item', 'not_as_described', 'no_longer_needed', 'other')),
	CONSTRAINT "rmas_outcome_check" CHECK ("rmas"."preferred_outcome" in ('repair', 'replace', 'refund')),
	CONSTRAINT "rmas_inspection_check" CHECK ("rmas"."inspection_result" is null or "rmas"."inspection_result" in ('refurbished', 'damaged')),
	CONSTRAINT "rmas_resolution_check" CHECK (("rmas"."resolution" is null) = ("rmas"."status" <> 'resolved') and ("rmas"."resolution" is null or "rmas"."resolution" in ('repair', 'replace', 'refund'))),
	CONSTRAINT "rmas_refund_check" CHECK (("rmas"."refunded_at" is null or "rmas"."resolution" = 'refund') and ("rmas"."refund_cents" is null or "rmas"."refund_cents" >= 0) and ("rmas"."refund_tax_cents" is null or "rmas"."refund_tax_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_order_type_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rma_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_units" ADD COLUMN "warranty_months" smallint;--> statement-breakpoint
ALTER TABLE "product_units" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_units" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_units" ADD COLUMN "refurbished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse_zones" ADD COLUMN "is_returns" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rma_events" ADD CONSTRAINT "rma_events_rma_id_rmas_id_fk" FOREIGN KEY ("rma_id") REFERENCES "public"."rmas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_events" ADD CONSTRAINT "rma_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_photos" ADD CONSTRAINT "rma_photos_rma_id_rmas_id_fk" FOREIGN KEY ("rma_id") REFERENCES "public"."rmas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_settings" ADD CONSTRAINT "rma_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_unit_id_product_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."product_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_inspected_by_users_id_fk" FOREIGN KEY ("inspected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rmas" ADD CONSTRAINT "rmas_resolution_order_id_orders_id_fk" FOREIGN KEY ("resolution_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rma_events_rma_idx" ON "rma_events" USING btree ("rma_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rma_photos_position_key" ON "rma_photos" USING btree ("rma_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rmas_number_key" ON "rmas" USING btree ("rma_number");--> statement-breakpoint
CREATE UNIQUE INDEX "rmas_open_unit_key" ON "rmas" USING btree ("unit_id") WHERE status in ('requested', 'approved', 'received', 'inspected');--> statement-breakpoint
CREATE UNIQUE INDEX "rmas_resolution_order_key" ON "rmas" USING btree ("resolution_order_id");--> statement-breakpoint
CREATE INDEX "rmas_unit_idx" ON "rmas" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "rmas_customer_idx" ON "rmas" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rmas_created_idx" ON "rmas" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rmas_status_idx" ON "rmas" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rmas_product_idx" ON "rmas" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "rmas_search_idx" ON "rmas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_rma_key" ON "orders" USING btree ("rma_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_zones_returns_key" ON "warehouse_zones" USING btree ("warehouse_id") WHERE "warehouse_zones"."is_returns";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_check" CHECK ("products"."warranty_months" between 0 and 120);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_cents" >= 0 and "orders"."refunded_cents" <= "orders"."total_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_type_check" CHECK ("orders"."order_type" in ('online', 'quote', 'phone', 'replacement', 'repair'));--> statement-breakpoint
-- The returns settings start at their defaults: a 30-day return window, products
-- flagged over a 10% return rate once 5 units were sold.
INSERT INTO "rma_settings" ("id") VALUES (1);
--> statement-breakpoint
-- The returns zone: zone RET (made, with its staging bin, unless a zone of that code exists,
-- which then becomes the returns zone).
INSERT INTO "warehouse_zones" ("warehouse_id", "zone_code", "zone_name", "description")
SELECT 1, 'RET', 'Returns', 'Units that came back in an RMA wait here for inspection'
WHERE NOT EXISTS (SELECT 1 FROM "warehouse_zones" WHERE "zone_code" = 'RET');
--> statement-breakpoint
UPDATE "warehouse_zones" SET "is_returns" = true WHERE "zone_code" = 'RET';
--> statement-breakpoint
INSERT INTO "warehouse_locations" ("warehouse_id", "zone_id", "location_code", "is_staging", "notes")
SELECT z."warehouse_id", z."id", z."zone_code", true, 'Returns received, waiting for inspection'
FROM "warehouse_zones" z
WHERE z."is_returns" AND NOT EXISTS (
  SELECT 1 FROM "warehouse_locations" l WHERE l."zone_id" = z."id" AND l."is_staging");
--> statement-breakpoint
-- Units sold before this migration: their sale as their movements tell it (the warranty of
-- their product now, the last shipment, the first delivery or installation).
UPDATE "product_units" u SET
  "warranty_months" = p."warranty_months",
  "shipped_at" = (SELECT max(m."created_at") FROM "unit_movements" m
    WHERE m."unit_id" = u."id" AND m."to_status" = 'shipped'),
  "delivered_at" = (SELECT min(m."created_at") FROM "unit_movements" m
    WHERE m."unit_id" = u."id" AND m."to_status" IN ('delivered', 'installed'))
FROM "products" p
WHERE p."id" = u."product_id" AND u."order_id" IS NOT NULL;
