-- Orders now keep the invoice's "Bill to" as the account had it when the order was
-- placed. Orders made before that get the account as it is now, the best that can be known:
-- its company and phone, and its billing address, else its own address (an anonymised
-- account has neither, and its orders stay without one). Only orders without any bill-to
-- part are filled, so running this again changes nothing that checkout wrote.
UPDATE "orders" o
SET "bill_to_company" = u."company_name",
  "bill_to_phone" = u."phone",
  "bill_to_address" = CASE WHEN u."billing_address" IS NOT NULL THEN u."billing_address" ELSE u."address" END,
  "bill_to_city" = CASE WHEN u."billing_address" IS NOT NULL THEN u."billing_city" ELSE u."city" END,
  "bill_to_state" = CASE WHEN u."billing_address" IS NOT NULL THEN u."billing_state" ELSE u."state" END,
  "bill_to_zip_code" = CASE WHEN u."billing_address" IS NOT NULL THEN u."billing_zip_code" ELSE u."zip_code" END,
  "bill_to_country" = CASE
    WHEN u."billing_address" IS NOT NULL THEN coalesce(u."billing_country", u."country")
    WHEN u."address" IS NOT NULL THEN u."country"
  END
FROM "users" u
WHERE u."id" = o."customer_id"
  AND o."bill_to_company" IS NULL AND o."bill_to_phone" IS NULL AND o."bill_to_address" IS NULL;
