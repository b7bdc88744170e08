-- The returns numbers (ADR 0050). Units sold per product in a span: covering with INCLUDE
-- (delivered_at, shipped_at), which drizzle-kit cannot express, so the planner reads the
-- index only (measured on PostgreSQL at 1,000,000 units: every product's count of a year
-- 290 -> 150 ms, one page of products' 280 -> 3 ms).
CREATE INDEX "product_units_sold_idx" ON "product_units" USING btree ("product_id",coalesce("delivered_at", "shipped_at")) INCLUDE ("delivered_at", "shipped_at") WHERE coalesce("product_units"."delivered_at", "product_units"."shipped_at") is not null;--> statement-breakpoint
CREATE INDEX "rmas_resolved_idx" ON "rmas" USING btree ("resolved_at") WHERE "rmas"."resolved_at" is not null;
