-- One payment that can still be paid per cart and per quote (ADR 0056). Payments left open
-- side by side before this rule: all but the newest of each cart or quote are closed here.
-- The provider is not told (a migration makes no provider calls): one of them paid later
-- still reaches the shop through the webhook or the recovery job, which makes its order or
-- refunds it, and the test provider's card form refuses a closed one.
UPDATE "payment_intents" p SET "status" = 'canceled', "updated_at" = now()
WHERE p."purpose" IN ('cart', 'quote')
  AND p."status" IN ('requires_payment_method', 'processing')
  AND EXISTS (
    SELECT 1 FROM "payment_intents" n
    WHERE n."purpose" = p."purpose"
      AND n."status" IN ('requires_payment_method', 'processing')
      AND CASE WHEN p."purpose" = 'cart' THEN n."user_id" = p."user_id"
               ELSE n."quote_id" = p."quote_id" END
      AND (n."created_at", n."id") > (p."created_at", p."id")
  );
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_one_open_cart_idx" ON "payment_intents" USING btree ("user_id") WHERE "payment_intents"."purpose" = 'cart' and "payment_intents"."status" in ('requires_payment_method', 'processing');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_one_open_quote_idx" ON "payment_intents" USING btree ("quote_id") WHERE "payment_intents"."purpose" = 'quote' and "payment_intents"."status" in ('requires_payment_method', 'processing');
