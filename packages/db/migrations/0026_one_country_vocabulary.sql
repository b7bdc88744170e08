-- One country vocabulary ('United States', 'Canada': packages/contract/src/addresses.ts).
-- The admin user form stored its own codes ('US', 'CA') and turned an address it did not know
-- ('United States', 'Canada') into 'US' on save, after which checkout refused the address. Each
-- spelling of the two countries becomes its name (the same table as normaliseCountry); a
-- 'United States' address with a Canadian postal code (what the form made of a Canadian)
-- becomes 'Canada'. Any other country is kept as it is: nothing here guesses, and the forms ask
-- a person to choose.
WITH "spellings" ("key", "name") AS (
  VALUES ('US', 'United States'), ('USA', 'United States'), ('UNITEDSTATES', 'United States'),
    ('UNITEDSTATESOFAMERICA', 'United States'), ('AMERICA', 'United States'),
    ('CA', 'Canada'), ('CAN', 'Canada'), ('CANADA', 'Canada')
)
UPDATE "users" SET
  "country" = coalesce((SELECT "name" FROM "spellings"
    WHERE "key" = upper(regexp_replace("users"."country", '[^A-Za-z]', '', 'g'))), "country"),
  "billing_country" = coalesce((SELECT "name" FROM "spellings"
    WHERE "key" = upper(regexp_replace("users"."billing_country", '[^A-Za-z]', '', 'g'))),
    "billing_country")
WHERE "country" NOT IN ('United States', 'Canada')
  OR "billing_country" NOT IN ('United States', 'Canada');
--> statement-breakpoint
UPDATE "users" SET
  "country" = CASE WHEN "country" = 'United States'
      AND "zip_code" ~* '^\s*[A-Z][0-9][A-Z][ -]?[0-9][A-Z][0-9]\s*$' THEN 'Canada'
    ELSE "country" END,
  "billing_country" = CASE WHEN "billing_country" = 'United States'
      AND "billing_zip_code" ~* '^\s*[A-Z][0-9][A-Z][ -]?[0-9][A-Z][0-9]\s*$' THEN 'Canada'
    ELSE "billing_country" END
WHERE ("country" = 'United States' AND "zip_code" ~* '^\s*[A-Z][0-9][A-Z]')
  OR ("billing_country" = 'United States' AND "billing_zip_code" ~* '^\s*[A-Z][0-9][A-Z]');
--> statement-breakpoint
-- The orders' bill-to snapshot (filled from the accounts by migration 0024, before this
-- repair) in the same two names, by the same rules.
WITH "spellings" ("key", "name") AS (
  VALUES ('US', 'United States'), ('USA', 'United States'), ('UNITEDSTATES', 'United States'),
    ('UNITEDSTATESOFAMERICA', 'United States'), ('AMERICA', 'United States'),
    ('CA', 'Canada'), ('CAN', 'Canada'), ('CANADA', 'Canada')
)
UPDATE "orders" SET "bill_to_country" = CASE
    WHEN s."name" = 'United States'
      AND "orders"."bill_to_zip_code" ~* '^\s*[A-Z][0-9][A-Z][ -]?[0-9][A-Z][0-9]\s*$' THEN 'Canada'
    ELSE s."name" END
FROM "spellings" s
WHERE s."key" = upper(regexp_replace("orders"."bill_to_country", '[^A-Za-z]', '', 'g'));
