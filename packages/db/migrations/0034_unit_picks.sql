ALTER TABLE "product_units" ADD COLUMN "picked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_units" ADD COLUMN "picked_by" integer;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_picked_by_users_id_fk" FOREIGN KEY ("picked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;