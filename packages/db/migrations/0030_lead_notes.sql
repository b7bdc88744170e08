-- A lead's staff notes become a list of entries, and its status and assignee
-- changes a history. The single notes field of each lead (contact_requests.notes,
-- site_surveys.admin_notes) is kept as the lead's first note, author unknown, written when the
-- lead was last changed, before the field goes.
CREATE TABLE "lead_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_request_id" integer,
	"site_survey_id" integer,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_history_one_lead_check" CHECK (num_nonnulls("lead_history"."contact_request_id", "lead_history"."site_survey_id") = 1),
	CONSTRAINT "lead_history_field_check" CHECK ("lead_history"."field" in ('status', 'assignee'))
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_request_id" integer,
	"site_survey_id" integer,
	"body" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_one_lead_check" CHECK (num_nonnulls("lead_notes"."contact_request_id", "lead_notes"."site_survey_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "lead_history" ADD CONSTRAINT "lead_history_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_history" ADD CONSTRAINT "lead_history_site_survey_id_site_surveys_id_fk" FOREIGN KEY ("site_survey_id") REFERENCES "public"."site_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_history" ADD CONSTRAINT "lead_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_site_survey_id_site_surveys_id_fk" FOREIGN KEY ("site_survey_id") REFERENCES "public"."site_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_history_contact_idx" ON "lead_history" USING btree ("contact_request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_history_survey_idx" ON "lead_history" USING btree ("site_survey_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_notes_contact_idx" ON "lead_notes" USING btree ("contact_request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_notes_survey_idx" ON "lead_notes" USING btree ("site_survey_id","created_at","id");--> statement-breakpoint
INSERT INTO "lead_notes" ("contact_request_id", "body", "created_at")
  SELECT "id", "notes", "updated_at" FROM "contact_requests" WHERE btrim("notes") <> '';--> statement-breakpoint
INSERT INTO "lead_notes" ("site_survey_id", "body", "created_at")
  SELECT "id", "admin_notes", "updated_at" FROM "site_surveys" WHERE btrim("admin_notes") <> '';--> statement-breakpoint
ALTER TABLE "contact_requests" DROP COLUMN "notes";--> statement-breakpoint
ALTER TABLE "site_surveys" DROP COLUMN "admin_notes";