ALTER TABLE "order_day_counts" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders an RMA refunded in part before the day counts and the customers' totals were net:
-- their days and their customers are counted again, once.
UPDATE "order_day_counts" d SET "refunded_cents" = x.refunded
FROM (
  SELECT ("created_at" AT TIME ZONE 'America/Los_Angeles')::date AS day, "status", "payment_status",
    sum("refunded_cents")::bigint AS refunded
  FROM "orders" WHERE "refunded_cents" > 0
  GROUP BY 1, 2, 3
) x
WHERE d."day" = x.day AND d."status" = x."status" AND d."payment_status" = x."payment_status";
--> statement-breakpoint
UPDATE "users" u SET "spent_cents" = x.spent
FROM (
  SELECT o."customer_id",
    coalesce(sum(o."total_cents" - o."refunded_cents") FILTER (WHERE o."payment_status" = 'paid'), 0)::bigint AS spent
  FROM "orders" o
  WHERE o."customer_id" IN (SELECT "customer_id" FROM "orders" WHERE "refunded_cents" > 0)
  GROUP BY o."customer_id"
) x
WHERE u."id" = x."customer_id";
