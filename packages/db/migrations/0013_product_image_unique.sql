-- The same picture uploaded twice to one product was stored as two rows; keep the first
-- (lowest position, then id) before the unique index makes it one picture from now on.
DELETE FROM "product_images" AS "dup"
USING "product_images" AS "kept"
WHERE "dup"."product_id" = "kept"."product_id"
  AND "dup"."storage_key" = "kept"."storage_key"
  AND ("kept"."position", "kept"."id") < ("dup"."position", "dup"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_product_key_uq" ON "product_images" USING btree ("product_id","storage_key");
