CREATE TABLE "order_day_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_counts_day_status_payment_status_pk" PRIMARY KEY("day","status","payment_status")
);
--> statement-breakpoint
DROP INDEX "orders_payment_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_payment_created_idx" ON "orders" USING btree ("payment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE FUNCTION "order_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The shop's days are Las Vegas days (SHOP_TIME_ZONE in the contract).
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "order_day_counts" ("day", "status", "payment_status", "orders", "total_cents")
    VALUES ((OLD."created_at" AT TIME ZONE 'America/Los_Angeles')::date, OLD."status", OLD."payment_status", -1, -OLD."total_cents")
    ON CONFLICT ("day", "status", "payment_status") DO UPDATE
      SET "orders" = "order_day_counts"."orders" + EXCLUDED."orders",
          "total_cents" = "order_day_counts"."total_cents" + EXCLUDED."total_cents";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_day_counts" ("day", "status", "payment_status", "orders", "total_cents")
    VALUES ((NEW."created_at" AT TIME ZONE 'America/Los_Angeles')::date, NEW."status", NEW."payment_status", 1, NEW."total_cents")
    ON CONFLICT ("day", "status", "payment_status") DO UPDATE
      SET "orders" = "order_day_counts"."orders" + EXCLUDED."orders",
          "total_cents" = "order_day_counts"."total_cents" + EXCLUDED."total_cents";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_day_counts" AFTER INSERT OR DELETE OR UPDATE OF "status", "payment_status", "created_at", "total_cents" ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_day_counts_apply"();--> statement-breakpoint
INSERT INTO "order_day_counts" ("day", "status", "payment_status", "orders", "total_cents")
SELECT ("created_at" AT TIME ZONE 'America/Los_Angeles')::date, "status", "payment_status", count(*), sum("total_cents")
FROM "orders" GROUP BY 1, 2, 3;
