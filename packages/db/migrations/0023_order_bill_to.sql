ALTER TABLE "orders" ADD COLUMN "bill_to_company" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_to_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_to_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_to_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_to_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_to_zip_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_to_country" text;