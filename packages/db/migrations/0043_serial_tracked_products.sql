ALTER TABLE "products" ADD COLUMN "serial_tracked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now a product was tracked by serial once a unit of it was received: those products
-- are the tracked ones (their stock is already their available units).
UPDATE "products" p SET "serial_tracked" = true
WHERE EXISTS (SELECT 1 FROM "product_units" u WHERE u."product_id" = p."id");
