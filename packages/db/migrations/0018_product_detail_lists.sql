ALTER TABLE "products" ADD COLUMN "detail_lists" jsonb;--> statement-breakpoint
CREATE INDEX "product_compatibility_compatible_idx" ON "product_compatibility" USING btree ("compatible_product_id");