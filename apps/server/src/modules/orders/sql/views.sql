-- Owner: orders. The views the orders module publishes for other modules to read (read-only;
-- docs/data-ownership.md): an order's number, customer, state, total, type and where it was
-- sent (street and ZIP: the devices at a plan's site), and its lines'
-- products and quantities (product lines only: labour and discount lines, have no
-- product, stock or units).
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019); dropped and
-- made again, so a column can change.
DROP VIEW IF EXISTS orders_directory;
--> statement-breakpoint
CREATE VIEW orders_directory AS
  SELECT id, order_number, customer_id, status, payment_status, total_cents, created_at,
    payment_intent_id, search_text, quote_id, order_type, ship_street, ship_zip
  FROM orders;
--> statement-breakpoint
DROP VIEW IF EXISTS order_lines;
--> statement-breakpoint
CREATE VIEW order_lines AS
  SELECT id, order_id, product_id, quantity, line_total_cents
  FROM order_items
  WHERE product_id IS NOT NULL;
