DROP INDEX "rmas_customer_idx";--> statement-breakpoint
DROP INDEX "rmas_created_idx";--> statement-breakpoint
DROP INDEX "rmas_status_idx";--> statement-breakpoint
CREATE INDEX "rmas_open_created_idx" ON "rmas" USING btree ("created_at","id") WHERE status in ('requested', 'approved', 'received', 'inspected');--> statement-breakpoint
CREATE INDEX "rmas_customer_idx" ON "rmas" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rmas_created_idx" ON "rmas" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rmas_status_idx" ON "rmas" USING btree ("status","created_at","id");