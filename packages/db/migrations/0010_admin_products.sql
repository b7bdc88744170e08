CREATE INDEX "product_images_storage_key_idx" ON "product_images" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "products_live_stock_idx" ON "products" USING btree ("stock","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_category_stock_idx" ON "products" USING btree ("category_id","stock","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_category_name_idx" ON "products" USING btree ("category_id",lower("name") collate "C","id") INCLUDE ("name") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_category_price_or_zero_idx" ON "products" USING btree ("category_id",coalesce("price_cents", 0),"id") INCLUDE ("price_cents") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_archived_idx" ON "products" USING btree ("archived_at") WHERE "products"."archived_at" is not null;--> statement-breakpoint
-- The admin list reads a page's ids from the sort's index alone (an index-only scan), then
-- the rows of those ids: page 500 stops costing 10,000 row reads. An index on an expression
-- serves an index-only scan only when it also holds the column the expression reads, so
-- the name and price orders of migration 0003 are rebuilt with it (INCLUDE), and so are
-- their per-category twins above. drizzle-kit cannot express INCLUDE: the schema keeps the
-- same names and keys.
DROP INDEX "products_live_name_idx";--> statement-breakpoint
CREATE INDEX "products_live_name_idx" ON "products" USING btree (lower("name") collate "C","id") INCLUDE ("name") WHERE "products"."archived_at" is null;--> statement-breakpoint
DROP INDEX "products_live_price_or_zero_idx";--> statement-breakpoint
CREATE INDEX "products_live_price_or_zero_idx" ON "products" USING btree (coalesce("price_cents", 0),"id") INCLUDE ("price_cents") WHERE "products"."archived_at" is null;
