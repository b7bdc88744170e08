ALTER TABLE "site_surveys" ADD COLUMN "site_address" text;--> statement-breakpoint
ALTER TABLE "site_surveys" ADD COLUMN "site_city" text;--> statement-breakpoint
ALTER TABLE "site_surveys" ADD COLUMN "site_state" text;--> statement-breakpoint
ALTER TABLE "site_surveys" ADD COLUMN "site_zip_code" text;--> statement-breakpoint
ALTER TABLE "site_surveys" ADD CONSTRAINT "site_surveys_site_address_check" CHECK (("site_surveys"."site_address" is null) = ("site_surveys"."site_city" is null) and ("site_surveys"."site_city" is null) = ("site_surveys"."site_state" is null) and ("site_surveys"."site_state" is null) = ("site_surveys"."site_zip_code" is null));