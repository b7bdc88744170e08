CREATE TABLE "order_counts" (
	"name" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
CREATE TABLE "order_units_missing" (
	"order_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- A shop upgrading starts from its rows: the orders waiting for units they are short of (the
-- rule of UNITS_MISSING in orders.repository.ts, over the tables as they are at this version),
-- then the count per slot. The routine units-missing.sql keeps both from here on.
INSERT INTO "order_units_missing" ("order_id")
SELECT o."id" FROM "orders" o
WHERE o."status" IN ('paid', 'processing')
  AND EXISTS (
    SELECT 1 FROM "order_items" i
    WHERE i."order_id" = o."id" AND i."product_id" IS NOT NULL
      AND EXISTS (SELECT 1 FROM "products" t WHERE t."id" = i."product_id" AND t."serial_tracked")
    GROUP BY i."product_id"
    HAVING sum(i."quantity") > (
      SELECT count(*) FROM "product_units" u
      WHERE u."order_id" = o."id" AND u."product_id" = i."product_id"
        AND u."status" IN ('assigned', 'shipped', 'delivered', 'installed')));
--> statement-breakpoint
INSERT INTO "order_counts" ("name", "slot", "n")
SELECT 'units_missing', "order_id" % 16, count(*) FROM "order_units_missing" GROUP BY 2;
