-- Owner: users. A customer's order totals on their users row (order_count,
-- paid_order_count, spent_cents, last_order_at), for the people admin's lists and sorts.
-- spent_cents is net: paid orders less what RMA refunds gave back (orders.refunded_cents).
-- The users module owns those columns and this is the only SQL that writes them; it reads
-- the orders module's orders table (a declared read in docs/data-ownership.md) through
-- statement triggers with transition tables on it: one grouped query per statement, so a
-- bulk insert of 200,000 orders costs one pass, and any writer of orders keeps them right.
-- The customers' rows are locked first, in id order, in a statement of their own: a second
-- transaction paying an order of the same customer waits here until the first commits, and
-- the UPDATE below (a new statement of a VOLATILE sql function, so a new snapshot under READ
-- COMMITTED) then counts the first one's order too. NO KEY UPDATE does not conflict with the
-- KEY SHARE lock the orders foreign key takes on the customer's row.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019).
CREATE OR REPLACE FUNCTION refresh_customer_order_totals(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM users WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users u
  SET order_count = a.n, paid_order_count = a.paid, spent_cents = a.spent, last_order_at = a.last
  FROM (
    SELECT c.id, count(o.id)::int AS n,
      (count(o.id) FILTER (WHERE o.payment_status = 'paid'))::int AS paid,
      coalesce(sum(o.total_cents - o.refunded_cents) FILTER (WHERE o.payment_status = 'paid'), 0)::bigint AS spent,
      max(o.created_at) AS last
    FROM (SELECT DISTINCT unnest(ids) AS id) c
    LEFT JOIN orders o ON o.customer_id = c.id
    GROUP BY c.id
  ) a
  WHERE u.id = a.id
    AND (u.order_count, u.paid_order_count, u.spent_cents, u.last_order_at)
      IS DISTINCT FROM (a.n, a.paid, a.spent, a.last);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_order_totals(ARRAY(SELECT DISTINCT customer_id FROM new_orders));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_order_totals(ARRAY(
    SELECT o.customer_id FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE (o.customer_id, o.payment_status, o.total_cents, o.refunded_cents, o.created_at)
      IS DISTINCT FROM (n.customer_id, n.payment_status, n.total_cents, n.refunded_cents, n.created_at)
    UNION
    SELECT n.customer_id FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE (o.customer_id, o.payment_status, o.total_cents, o.refunded_cents, o.created_at)
      IS DISTINCT FROM (n.customer_id, n.payment_status, n.total_cents, n.refunded_cents, n.created_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_order_totals(ARRAY(SELECT DISTINCT customer_id FROM old_orders));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_totals_insert ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_totals_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_totals_after_insert();
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_totals_update ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_totals_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_totals_after_update();
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_totals_delete ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_totals_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_totals_after_delete();
