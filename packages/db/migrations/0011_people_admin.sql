CREATE TABLE "user_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_activity_kind_check" CHECK ("user_activity"."kind" in ('created', 'profile_updated', 'admin_updated', 'status_changed', 'password_changed', 'role_changed', 'notes_updated', 'anonymised'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paid_order_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spent_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_order_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_activity_user_idx" ON "user_activity" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_spent_idx" ON "users" USING btree ("spent_cents","id");--> statement-breakpoint
CREATE INDEX "users_order_count_idx" ON "users" USING btree ("order_count","id");--> statement-breakpoint
CREATE INDEX "users_last_order_idx" ON "users" USING btree ("last_order_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
-- The customer's order totals on users (order_count, paid_order_count, spent_cents,
-- last_order_at) are recomputed from orders for the customers a statement touched, by
-- statement triggers with transition tables: one grouped query per statement, so a bulk
-- insert of 200,000 orders costs one pass, and any writer of orders keeps them right.
-- The customers' rows are locked first, in id order, in a statement of their own: a second
-- transaction paying an order of the same customer waits here until the first commits, and
-- the UPDATE below (a new statement of a VOLATILE sql function, so a new snapshot under READ
-- COMMITTED) then counts the first one's order too. NO KEY UPDATE does not conflict with the
-- KEY SHARE lock the orders foreign key takes on the customer's row.
CREATE FUNCTION refresh_customer_order_totals(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM users WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users u
  SET order_count = a.n, paid_order_count = a.paid, spent_cents = a.spent, last_order_at = a.last
  FROM (
    SELECT c.id, count(o.id)::int AS n,
      (count(o.id) FILTER (WHERE o.payment_status = 'paid'))::int AS paid,
      coalesce(sum(o.total_cents) FILTER (WHERE o.payment_status = 'paid'), 0)::bigint AS spent,
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
CREATE FUNCTION orders_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_order_totals(ARRAY(SELECT DISTINCT customer_id FROM new_orders));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION orders_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_order_totals(ARRAY(
    SELECT o.customer_id FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE (o.customer_id, o.payment_status, o.total_cents, o.created_at)
      IS DISTINCT FROM (n.customer_id, n.payment_status, n.total_cents, n.created_at)
    UNION
    SELECT n.customer_id FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE (o.customer_id, o.payment_status, o.total_cents, o.created_at)
      IS DISTINCT FROM (n.customer_id, n.payment_status, n.total_cents, n.created_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION orders_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_order_totals(ARRAY(SELECT DISTINCT customer_id FROM old_orders));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_totals_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_totals_after_insert();
--> statement-breakpoint
CREATE TRIGGER orders_totals_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_totals_after_update();
--> statement-breakpoint
CREATE TRIGGER orders_totals_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_totals_after_delete();
--> statement-breakpoint
SELECT refresh_customer_order_totals(ARRAY(SELECT DISTINCT customer_id FROM orders));
