ALTER TABLE "products" ADD COLUMN "main_image" jsonb;--> statement-breakpoint
-- products.main_image is the first picture (by position, then id) as the product lists show
-- it: kept here, by the database, whatever code writes product_images.
CREATE FUNCTION "products_set_main_image"(target integer) RETURNS void LANGUAGE sql AS $$
  UPDATE "products" p SET "main_image" = (
    SELECT jsonb_build_object('storageKey', i."storage_key", 'widths', i."widths",
                              'width', i."width", 'height', i."height", 'alt', i."alt")
    FROM "product_images" i WHERE i."product_id" = p."id"
    ORDER BY i."position", i."id" LIMIT 1)
  WHERE p."id" = target;
$$;
--> statement-breakpoint
CREATE FUNCTION "product_images_main_image"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "product_images_main_image" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  FOR EACH ROW EXECUTE FUNCTION "product_images_main_image"();
--> statement-breakpoint
UPDATE "products" p SET "main_image" = (
  SELECT jsonb_build_object('storageKey', i."storage_key", 'widths', i."widths",
                            'width', i."width", 'height', i."height", 'alt', i."alt")
  FROM "product_images" i WHERE i."product_id" = p."id"
  ORDER BY i."position", i."id" LIMIT 1)
WHERE EXISTS (SELECT 1 FROM "product_images" i WHERE i."product_id" = p."id");
