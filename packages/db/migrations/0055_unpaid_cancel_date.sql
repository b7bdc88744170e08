ALTER TABLE "subscriptions" ADD COLUMN "cancel_unpaid_at" timestamp with time zone;--> statement-breakpoint
-- Plans suspended before this migration keep the date they were e-mailed: 30 days after.
UPDATE "subscriptions" SET "cancel_unpaid_at" = "suspended_at" + interval '30 days' WHERE "status" = 'suspended' AND "suspended_at" IS NOT NULL;