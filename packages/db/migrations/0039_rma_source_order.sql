-- ADR 0049: a replacement or repair order names the original order it was made
-- for, so the original is not refunded or cancelled while it is open. Orders made before
-- take it from their RMA.
ALTER TABLE "orders" ADD COLUMN "rma_source_order_id" integer;--> statement-breakpoint
CREATE INDEX "orders_rma_source_idx" ON "orders" USING btree ("rma_source_order_id") WHERE "orders"."rma_source_order_id" is not null;--> statement-breakpoint
UPDATE "orders" o SET "rma_source_order_id" = r."order_id" FROM "rmas" r WHERE o."rma_id" = r."id";
