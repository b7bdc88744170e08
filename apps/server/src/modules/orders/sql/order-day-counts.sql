-- Owner: orders. order_day_counts holds orders, their totals and what RMA refunds gave back
-- of them (revenue is net) per shop day, status and payment status, for the dashboard's charts (orders read them, never scan every order).
-- The counts are brought up to date when the order's transaction commits, not at each row
-- change (a deferred constraint trigger): a checkout holds the shared count row for an
-- instant instead of for its whole transaction, so concurrent checkouts and status changes
-- do not queue behind one another.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019).
CREATE OR REPLACE FUNCTION "order_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A change that leaves the counted columns alone counts nothing.
  IF TG_OP = 'UPDATE' AND OLD."status" IS NOT DISTINCT FROM NEW."status"
     AND OLD."payment_status" IS NOT DISTINCT FROM NEW."payment_status"
     AND OLD."created_at" IS NOT DISTINCT FROM NEW."created_at"
     AND OLD."total_cents" IS NOT DISTINCT FROM NEW."total_cents"
     AND OLD."refunded_cents" IS NOT DISTINCT FROM NEW."refunded_cents" THEN
    RETURN NULL;
  END IF;
  -- The shop's days are Las Vegas days (SHOP_TIME_ZONE in the contract).
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "order_day_counts" ("day", "status", "payment_status", "orders", "total_cents", "refunded_cents")
    VALUES ((OLD."created_at" AT TIME ZONE 'America/Los_Angeles')::date, OLD."status", OLD."payment_status", -1, -OLD."total_cents", -OLD."refunded_cents")
    ON CONFLICT ("day", "status", "payment_status") DO UPDATE
      SET "orders" = "order_day_counts"."orders" + EXCLUDED."orders",
          "total_cents" = "order_day_counts"."total_cents" + EXCLUDED."total_cents",
          "refunded_cents" = "order_day_counts"."refunded_cents" + EXCLUDED."refunded_cents";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_day_counts" ("day", "status", "payment_status", "orders", "total_cents", "refunded_cents")
    VALUES ((NEW."created_at" AT TIME ZONE 'America/Los_Angeles')::date, NEW."status", NEW."payment_status", 1, NEW."total_cents", NEW."refunded_cents")
    ON CONFLICT ("day", "status", "payment_status") DO UPDATE
      SET "orders" = "order_day_counts"."orders" + EXCLUDED."orders",
          "total_cents" = "order_day_counts"."total_cents" + EXCLUDED."total_cents",
          "refunded_cents" = "order_day_counts"."refunded_cents" + EXCLUDED."refunded_cents";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_day_counts" ON "orders";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_day_counts" AFTER INSERT OR DELETE OR UPDATE ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_day_counts_apply"();
