-- Owner: catalogue. products.detail_lists holds the product page's lists as GET
-- /api/products/{id} answers them: the packages (by position), the live products it is
-- compatible with (by name) and the pictures (by position). The detail call then reads one
-- row, as the product list does, instead of three subqueries per request (ADR 0019: 28% of
-- a bare single-row read before, measured by npm run bench). Stock, rating and the other
-- columns stay live; only these lists, which change when staff edit a product, are kept.
-- Statement triggers on the three tables refresh the products whose rows a statement
-- touched; a product renamed or archived refreshes the products that list it as compatible.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019); the last
-- statement recomputes every product, so a change here reaches the stored lists too.
CREATE OR REPLACE FUNCTION products_refresh_detail_lists(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET detail_lists = jsonb_build_object(
    'packages', coalesce((
      SELECT jsonb_agg(jsonb_build_object('id', k.id, 'name', k.name,
        'priceCents', k.price_cents, 'features', k.features) ORDER BY k.position, k.id)
      FROM product_packages k WHERE k.product_id = p.id), '[]'::jsonb),
    'compatibleWith', coalesce((
      SELECT jsonb_agg(jsonb_build_object('id', o.id, 'name', o.name) ORDER BY o.name, o.id)
      FROM product_compatibility pc JOIN products o ON o.id = pc.compatible_product_id
      WHERE pc.product_id = p.id AND o.archived_at IS NULL), '[]'::jsonb),
    'images', coalesce((
      SELECT jsonb_agg(jsonb_build_object('storageKey', i.storage_key, 'widths', i.widths,
        'width', i.width, 'height', i.height, 'alt', i.alt) ORDER BY i.position, i.id)
      FROM product_images i WHERE i.product_id = p.id), '[]'::jsonb))
  WHERE p.id = ANY(ids);
$$;
--> statement-breakpoint
-- One function per kind of statement, shared by the three tables (each has product_id).
CREATE OR REPLACE FUNCTION product_lists_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_detail_lists(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_lists_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_detail_lists(ARRAY(
    SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_lists_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_detail_lists(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_packages_lists_insert ON product_packages;
--> statement-breakpoint
CREATE TRIGGER product_packages_lists_insert AFTER INSERT ON product_packages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_lists_after_insert();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_packages_lists_update ON product_packages;
--> statement-breakpoint
CREATE TRIGGER product_packages_lists_update AFTER UPDATE ON product_packages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_lists_after_update();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_packages_lists_delete ON product_packages;
--> statement-breakpoint
CREATE TRIGGER product_packages_lists_delete AFTER DELETE ON product_packages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_lists_after_delete();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_images_lists_insert ON product_images;
--> statement-breakpoint
CREATE TRIGGER product_images_lists_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_lists_after_insert();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_images_lists_update ON product_images;
--> statement-breakpoint
CREATE TRIGGER product_images_lists_update AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_lists_after_update();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_images_lists_delete ON product_images;
--> statement-breakpoint
CREATE TRIGGER product_images_lists_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_lists_after_delete();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_compatibility_lists_insert ON product_compatibility;
--> statement-breakpoint
CREATE TRIGGER product_compatibility_lists_insert AFTER INSERT ON product_compatibility
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_lists_after_insert();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_compatibility_lists_update ON product_compatibility;
--> statement-breakpoint
CREATE TRIGGER product_compatibility_lists_update AFTER UPDATE ON product_compatibility
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_lists_after_update();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_compatibility_lists_delete ON product_compatibility;
--> statement-breakpoint
CREATE TRIGGER product_compatibility_lists_delete AFTER DELETE ON product_compatibility
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_lists_after_delete();
--> statement-breakpoint
-- A new product starts with its (empty) lists; its packages and pictures follow.
CREATE OR REPLACE FUNCTION products_lists_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_detail_lists(ARRAY(SELECT id FROM new_products));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_lists_insert ON products;
--> statement-breakpoint
CREATE TRIGGER products_lists_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_lists_after_insert();
--> statement-breakpoint
-- A product renamed or archived (or back in the shop): the products listing it as compatible.
CREATE OR REPLACE FUNCTION products_compatible_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_detail_lists(ARRAY(
    SELECT product_id FROM product_compatibility WHERE compatible_product_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_compatible_renamed ON products;
--> statement-breakpoint
CREATE TRIGGER products_compatible_renamed AFTER UPDATE OF name, archived_at ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name
                     OR OLD.archived_at IS DISTINCT FROM NEW.archived_at)
  EXECUTE FUNCTION products_compatible_renamed();
--> statement-breakpoint
SELECT products_refresh_detail_lists(ARRAY(SELECT id FROM products));
