CREATE TABLE "product_counts" (
	"name" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_counts_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
CREATE TABLE "rma_counts" (
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rma_counts_status_slot_pk" PRIMARY KEY("status","slot")
);
--> statement-breakpoint
CREATE INDEX "orders_replacement_idx" ON "orders" USING btree ("id") WHERE "orders"."order_type" = 'replacement';--> statement-breakpoint
CREATE INDEX "product_units_sold_day_idx" ON "product_units" USING btree (coalesce("delivered_at", "shipped_at")) INCLUDE ("product_id", "order_id", "delivered_at", "shipped_at") WHERE coalesce("product_units"."delivered_at", "product_units"."shipped_at") is not null;--> statement-breakpoint
CREATE INDEX "rmas_counted_created_idx" ON "rmas" USING btree ("created_at") INCLUDE ("product_id") WHERE "rmas"."status" not in ('rejected', 'withdrawn');--> statement-breakpoint
-- A shop upgrading starts from its rows: products live and archived, RMAs per status, each
-- per slot (the id modulo 16). The routines product-counts.sql and rma-counts.sql keep them
-- from here on.
INSERT INTO "product_counts" ("name", "slot", "n")
SELECT CASE WHEN "archived_at" IS NULL THEN 'live' ELSE 'archived' END, "id" % 16, count(*)
FROM "products" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "rma_counts" ("status", "slot", "n")
SELECT "status", "id" % 16, count(*) FROM "rmas" GROUP BY 1, 2;
