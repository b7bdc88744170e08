ALTER TABLE "order_status_history" ADD COLUMN "staff_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_mail_tracking" text;--> statement-breakpoint
-- Orders that left with a tracking number had their shipped e-mail (Mark as Shipped and Bulk
-- Actions sent it): a later save of the same number must not mail it again.
UPDATE "orders" SET "shipped_mail_tracking" = "tracking_number"
WHERE "tracking_number" IS NOT NULL AND "status" IN ('shipped', 'delivered', 'completed');
