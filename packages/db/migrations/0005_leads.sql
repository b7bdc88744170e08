-- Staff search leads by any part of a name, e-mail or message: trigram indexes (pg_trgm is a
-- trusted extension since PostgreSQL 13, so the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"message" text NOT NULL,
	"service_type" text,
	"property_type" text DEFAULT 'residential' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"assigned_user_id" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(subject, '') || ' ' || message)) STORED,
	CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" in ('new', 'in_progress', 'responded', 'resolved', 'closed')),
	CONSTRAINT "contact_requests_priority_check" CHECK ("contact_requests"."priority" in ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "contact_requests_property_type_check" CHECK ("contact_requests"."property_type" in ('residential', 'commercial', 'other')),
	CONSTRAINT "contact_requests_service_type_check" CHECK ("contact_requests"."service_type" is null or "contact_requests"."service_type" in ('cctv', 'alarms', 'access', 'remote', 'maintenance', 'other'))
);
--> statement-breakpoint
CREATE TABLE "site_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"customer_company" text,
	"property_type" text NOT NULL,
	"survey_type" text NOT NULL,
	"building_count" integer NOT NULL,
	"building_distance" integer,
	"point_of_sale" text,
	"application" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"camera_locations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"other_locations" text,
	"camera_resolutions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"infrastructure" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transmission_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"viewing_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lighting_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nighttime_recording" text,
	"ptz_cameras" text DEFAULT 'no' NOT NULL,
	"ptz_count" integer DEFAULT 0 NOT NULL,
	"lens_types" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"focal_lengths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storage_requirements" text DEFAULT 'notSure' NOT NULL,
	"cloud_recording" text DEFAULT 'no' NOT NULL,
	"analytics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"timeframe" text NOT NULL,
	"estimated_cameras" integer NOT NULL,
	"estimated_value" integer NOT NULL,
	"complexity_score" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"assigned_user_id" integer,
	"admin_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(customer_name || ' ' || customer_email || ' ' || coalesce(customer_company, '') || ' ' || coalesce(notes, ''))) STORED,
	CONSTRAINT "site_surveys_status_check" CHECK ("site_surveys"."status" in ('new', 'reviewing', 'quoted', 'scheduled', 'completed', 'closed')),
	CONSTRAINT "site_surveys_priority_check" CHECK ("site_surveys"."priority" in ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "site_surveys_property_type_check" CHECK ("site_surveys"."property_type" in ('commercial', 'residential')),
	CONSTRAINT "site_surveys_survey_type_check" CHECK ("site_surveys"."survey_type" in ('new', 'upgrade', 'expand', 'replace')),
	CONSTRAINT "site_surveys_timeframe_check" CHECK ("site_surveys"."timeframe" in ('asap', 'month', 'quarter', 'future')),
	CONSTRAINT "site_surveys_storage_check" CHECK ("site_surveys"."storage_requirements" in ('5-10', '10-30', '30-45', '45+', 'notSure')),
	CONSTRAINT "site_surveys_ptz_check" CHECK ("site_surveys"."ptz_cameras" in ('yes', 'no')),
	CONSTRAINT "site_surveys_cloud_check" CHECK ("site_surveys"."cloud_recording" in ('yes', 'no')),
	CONSTRAINT "site_surveys_counts_check" CHECK ("site_surveys"."building_count" between 1 and 4 and "site_surveys"."ptz_count" >= 0 and "site_surveys"."complexity_score" between 0 and 10 and "site_surveys"."estimated_value" >= 0 and "site_surveys"."estimated_cameras" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_surveys" ADD CONSTRAINT "site_surveys_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_requests_status_created_idx" ON "contact_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_assigned_created_idx" ON "contact_requests" USING btree ("assigned_user_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_search_idx" ON "contact_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_surveys_created_idx" ON "site_surveys" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "site_surveys_status_created_idx" ON "site_surveys" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "site_surveys_assigned_created_idx" ON "site_surveys" USING btree ("assigned_user_id","created_at");--> statement-breakpoint
CREATE INDEX "site_surveys_search_idx" ON "site_surveys" USING gin ("search_text" gin_trgm_ops);