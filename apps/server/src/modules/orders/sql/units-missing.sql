-- Owner: orders. The orders waiting for units they are short of (order_units_missing) and
-- their count (order_counts 'units_missing'), for the dashboard's card (ADR 0070). An order
-- waits when it is paid or processing (UNITS_WAITING_STATUSES) and holds fewer units
-- (assigned, shipped, delivered, installed: ORDER_HELD_UNIT_STATUSES) of a product tracked by
-- serial than its lines bought: the rule of UNITS_MISSING in orders.repository.ts, whose
-- recount the parity test compares with this count.
-- What moves it: the order's status, its lines, its units (the warehouse's product_units) and
-- whether a product is tracked (the catalogue's products): triggers on those four tables, the
-- last two declared reads (docs/data-ownership.md). Each is a deferred constraint trigger:
-- an order is looked at again when its transaction commits, under a lock of its own (an
-- advisory lock on the order's id), so the look, a new statement, sees every committed change
-- of that order, and a unit path that locked units before never waits here for an order path
-- (which locks the order, then its units). The count moves only when an order goes in or out
-- of the set, on one of 16 slots (the order's id modulo 16), so commits of different orders
-- rarely add to the same row.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019).
CREATE OR REPLACE FUNCTION refresh_order_units_missing(order_ref integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  missing boolean;
  was boolean;
BEGIN
  IF order_ref IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('shop:order-units-missing'), order_ref);
  SELECT o.status IN ('paid', 'processing') AND EXISTS (
      SELECT 1 FROM order_items i
      WHERE i.order_id = o.id AND i.product_id IS NOT NULL
        AND EXISTS (SELECT 1 FROM catalogue_products t WHERE t.id = i.product_id AND t.serial_tracked)
      GROUP BY i.product_id
      HAVING sum(i.quantity) > (
        SELECT count(*) FROM warehouse_units u
        WHERE u.order_id = o.id AND u.product_id = i.product_id
          AND u.status IN ('assigned', 'shipped', 'delivered', 'installed')))
    INTO missing
  FROM orders o WHERE o.id = order_ref;
  missing := coalesce(missing, false);
  was := EXISTS (SELECT 1 FROM order_units_missing WHERE order_id = order_ref);
  IF missing = was THEN
    RETURN;
  END IF;
  IF missing THEN
    INSERT INTO order_units_missing (order_id) VALUES (order_ref);
  ELSE
    DELETE FROM order_units_missing WHERE order_id = order_ref;
  END IF;
  INSERT INTO order_counts AS c (name, slot, n)
  VALUES ('units_missing', order_ref % 16, CASE WHEN missing THEN 1 ELSE -1 END)
  ON CONFLICT (name, slot) DO UPDATE SET n = c.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_units_missing_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_order_units_missing(OLD.id);
  ELSE
    PERFORM refresh_order_units_missing(NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order line or a unit: the order it belongs to, and the one it left (both carry order_id).
CREATE OR REPLACE FUNCTION order_ref_units_missing_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_order_units_missing(OLD.order_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.order_id IS DISTINCT FROM OLD.order_id) THEN
    PERFORM refresh_order_units_missing(NEW.order_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A product tracked or no longer: every waiting order with a line of it (rare: the product form).
CREATE OR REPLACE FUNCTION products_units_missing_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_units_missing(w.id)
  FROM (SELECT DISTINCT o.id FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.product_id = NEW.id AND o.status IN ('paid', 'processing')
        ORDER BY o.id) w;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_units_missing_insert ON orders;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_units_missing_insert AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status IN ('paid', 'processing'))
  EXECUTE FUNCTION orders_units_missing_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_units_missing_update ON orders;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_units_missing_update AFTER UPDATE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.status IN ('paid', 'processing')) IS DISTINCT FROM (NEW.status IN ('paid', 'processing')))
  EXECUTE FUNCTION orders_units_missing_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_units_missing_delete ON orders;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_units_missing_delete AFTER DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IN ('paid', 'processing'))
  EXECUTE FUNCTION orders_units_missing_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS order_items_units_missing_insert ON order_items;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_items_units_missing_insert AFTER INSERT ON order_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.product_id IS NOT NULL)
  EXECUTE FUNCTION order_ref_units_missing_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS order_items_units_missing_update ON order_items;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_items_units_missing_update AFTER UPDATE ON order_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.order_id, OLD.product_id, OLD.quantity) IS DISTINCT FROM (NEW.order_id, NEW.product_id, NEW.quantity))
  EXECUTE FUNCTION order_ref_units_missing_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS order_items_units_missing_delete ON order_items;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_items_units_missing_delete AFTER DELETE ON order_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.product_id IS NOT NULL)
  EXECUTE FUNCTION order_ref_units_missing_apply();
--> statement-breakpoint
-- Units off any order (receiving, moving between bins) queue nothing.
DROP TRIGGER IF EXISTS product_units_units_missing_insert ON product_units;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_units_units_missing_insert AFTER INSERT ON product_units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.order_id IS NOT NULL)
  EXECUTE FUNCTION order_ref_units_missing_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_units_units_missing_update ON product_units;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_units_units_missing_update AFTER UPDATE ON product_units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.order_id IS NOT NULL OR NEW.order_id IS NOT NULL)
    AND (OLD.order_id, OLD.product_id, OLD.status) IS DISTINCT FROM (NEW.order_id, NEW.product_id, NEW.status))
  EXECUTE FUNCTION order_ref_units_missing_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_units_units_missing_delete ON product_units;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_units_units_missing_delete AFTER DELETE ON product_units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.order_id IS NOT NULL)
  EXECUTE FUNCTION order_ref_units_missing_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_units_missing_tracked ON products;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_units_missing_tracked AFTER UPDATE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.serial_tracked IS DISTINCT FROM NEW.serial_tracked)
  EXECUTE FUNCTION products_units_missing_apply();
