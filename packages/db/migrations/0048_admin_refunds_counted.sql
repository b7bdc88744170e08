-- Orders an admin cancelled or refunded after they were paid: the money went back through the
-- provider, but the order's refunded amount stayed at what RMA refunds had given back. Counted
-- once now, as every new cancel or refund records it: what the order's payments (its own and
-- its balance payments) say was refunded. The orders' counting triggers (order day counts,
-- customers' totals) take the change like any other write to refunded_cents.
UPDATE "orders" o SET "refunded_cents" = x.refunded, "updated_at" = now()
FROM (
  SELECT o2."id", least(o2."total_cents", sum(p."refunded_cents"))::int AS refunded
  FROM "orders" o2
  JOIN "payment_intents" p
    ON p."id" = o2."payment_intent_id" OR (p."order_id" = o2."id" AND p."purpose" = 'balance')
  WHERE o2."payment_status" = 'refunded' AND o2."total_cents" > 0
  GROUP BY o2."id", o2."total_cents"
) x
WHERE o."id" = x."id" AND x.refunded > o."refunded_cents";
