DROP INDEX "contact_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "contact_requests_assigned_created_idx";--> statement-breakpoint
DROP INDEX "site_surveys_status_created_idx";--> statement-breakpoint
DROP INDEX "site_surveys_assigned_created_idx";--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "priority_rank" smallint GENERATED ALWAYS AS (case priority when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end) STORED;--> statement-breakpoint
ALTER TABLE "site_surveys" ADD COLUMN "priority_rank" smallint GENERATED ALWAYS AS (case priority when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end) STORED;--> statement-breakpoint
ALTER TABLE "site_surveys" ADD COLUMN "timeframe_rank" smallint GENERATED ALWAYS AS (case timeframe when 'asap' then 4 when 'month' then 3 when 'quarter' then 2 else 1 end) STORED;--> statement-breakpoint
CREATE INDEX "contact_requests_name_idx" ON "contact_requests" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "contact_requests_service_idx" ON "contact_requests" USING btree ("service_type","id");--> statement-breakpoint
CREATE INDEX "contact_requests_priority_idx" ON "contact_requests" USING btree ("priority_rank","id");--> statement-breakpoint
CREATE INDEX "contact_requests_status_idx" ON "contact_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "site_surveys_name_idx" ON "site_surveys" USING btree (lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "site_surveys_value_idx" ON "site_surveys" USING btree ("estimated_value","id");--> statement-breakpoint
CREATE INDEX "site_surveys_complexity_idx" ON "site_surveys" USING btree ("complexity_score","id");--> statement-breakpoint
CREATE INDEX "site_surveys_timeframe_idx" ON "site_surveys" USING btree ("timeframe_rank","id");--> statement-breakpoint
CREATE INDEX "site_surveys_priority_idx" ON "site_surveys" USING btree ("priority_rank","id");--> statement-breakpoint
CREATE INDEX "site_surveys_status_idx" ON "site_surveys" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contact_requests_status_created_idx" ON "contact_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_requests_assigned_created_idx" ON "contact_requests" USING btree ("assigned_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "site_surveys_status_created_idx" ON "site_surveys" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "site_surveys_assigned_created_idx" ON "site_surveys" USING btree ("assigned_user_id","created_at","id");