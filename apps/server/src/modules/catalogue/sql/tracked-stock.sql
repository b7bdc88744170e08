-- Owner: catalogue. products.stock of a product tracked by serial (products.serial_tracked,
-- set on the product form) is the count of its available units. The catalogue owns products.stock and this is the only SQL that
-- sets it from units; it reads the warehouse's product_units (a declared read in
-- docs/data-ownership.md). The warehouse's own count triggers on product_units
-- (warehouse/sql/unit-counts.sql) fire first: "product_units_counts_*" sorts before
-- "product_units_stock_*".
-- The products' rows are locked first, in id order, in a statement of their own (the
-- checkout's stock update takes the same lock), so the recount, a new statement, sees every
-- committed unit (the pattern of customer-order-totals.sql).
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019).
CREATE OR REPLACE FUNCTION refresh_product_unit_stock(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE products p SET stock = a.n, updated_at = now()
  FROM (
    SELECT c.id, (SELECT count(*) FROM product_units u
                  WHERE u.product_id = c.id AND u.status = 'available')::int AS n
    FROM (SELECT DISTINCT unnest(ids) AS id) c
  ) a
  WHERE p.id = a.id AND p.serial_tracked AND p.stock IS DISTINCT FROM a.n;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_units_stock_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_unit_stock(ARRAY(SELECT DISTINCT product_id FROM new_units));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_units_stock_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_unit_stock(ARRAY(
    SELECT o.product_id FROM old_units o JOIN new_units n ON n.id = o.id
    WHERE (o.product_id, o.status) IS DISTINCT FROM (n.product_id, n.status)
    UNION
    SELECT n.product_id FROM old_units o JOIN new_units n ON n.id = o.id
    WHERE (o.product_id, o.status) IS DISTINCT FROM (n.product_id, n.status)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_units_stock_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_unit_stock(ARRAY(SELECT DISTINCT product_id FROM old_units));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_units_stock_insert ON product_units;
--> statement-breakpoint
CREATE TRIGGER product_units_stock_insert AFTER INSERT ON product_units
  REFERENCING NEW TABLE AS new_units
  FOR EACH STATEMENT EXECUTE FUNCTION product_units_stock_after_insert();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_units_stock_update ON product_units;
--> statement-breakpoint
CREATE TRIGGER product_units_stock_update AFTER UPDATE ON product_units
  REFERENCING OLD TABLE AS old_units NEW TABLE AS new_units
  FOR EACH STATEMENT EXECUTE FUNCTION product_units_stock_after_update();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_units_stock_delete ON product_units;
--> statement-breakpoint
CREATE TRIGGER product_units_stock_delete AFTER DELETE ON product_units
  REFERENCING OLD TABLE AS old_units
  FOR EACH STATEMENT EXECUTE FUNCTION product_units_stock_after_delete();
