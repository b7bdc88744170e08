-- "Name A-Z" in natural order: numbers in names compare as numbers, so
-- "2MP" comes before "12MP". The key is a stored column the two name indexes hold, so a page
-- is still read from the index alone (it replaces migration 0010's INCLUDE ("name")).
DROP INDEX "products_live_name_idx";--> statement-breakpoint
DROP INDEX "products_live_category_name_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (regexp_replace(regexp_replace(lower(name), '[0-9]+', '00000000000000000000\&', 'g'), '0*([0-9]{20})', '\1', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "products_live_name_idx" ON "products" USING btree ("name_sort" collate "C","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_category_name_idx" ON "products" USING btree ("category_id","name_sort" collate "C","id") WHERE "products"."archived_at" is null;