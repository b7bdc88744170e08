ALTER TABLE "product_units" DROP CONSTRAINT "product_units_status";--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD COLUMN "is_staging" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_locations_staging_key" ON "warehouse_locations" USING btree ("zone_id") WHERE "warehouse_locations"."is_staging";--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_status" CHECK ("product_units"."status" in ('available', 'assigned', 'shipped', 'delivered', 'returned', 'damaged', 'processing', 'lost', 'voided'));--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_staging_active" CHECK (not "warehouse_locations"."is_staging" or "warehouse_locations"."is_active");