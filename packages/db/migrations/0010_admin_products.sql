CREATE INDEX "product_images_storage_key_idx" ON "product_images" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "products_live_stock_idx" ON "products" USING btree ("stock","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_category_stock_idx" ON "products" USING btree ("category_id","stock","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_category_name_idx" ON "products" USING btree ("category_id",lower("name") collate "C","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_category_price_or_zero_idx" ON "products" USING btree ("category_id",coalesce("price_cents", 0),"id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_archived_idx" ON "products" USING btree ("archived_at") WHERE "products"."archived_at" is not null;