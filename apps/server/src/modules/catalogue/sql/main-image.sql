-- Owner: catalogue. products.main_image is the first picture (by position, then id) as the
-- product lists show it: kept by the database from product_images, whatever code writes them.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019).
CREATE OR REPLACE FUNCTION "products_set_main_image"(target integer) RETURNS void LANGUAGE sql AS $$
  UPDATE "products" p SET "main_image" = (
    SELECT jsonb_build_object('storageKey', i."storage_key", 'widths', i."widths",
                              'width', i."width", 'height', i."height", 'alt', i."alt")
    FROM "product_images" i WHERE i."product_id" = p."id"
    ORDER BY i."position", i."id" LIMIT 1)
  WHERE p."id" = target;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_images_main_image"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "products_set_main_image"(OLD."product_id");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "products_set_main_image"(NEW."product_id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_images_main_image" ON "product_images";
--> statement-breakpoint
CREATE TRIGGER "product_images_main_image" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  FOR EACH ROW EXECUTE FUNCTION "product_images_main_image"();
