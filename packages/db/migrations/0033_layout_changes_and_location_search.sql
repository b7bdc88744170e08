CREATE TABLE "warehouse_layout_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"location_id" integer,
	"zone_code" text NOT NULL,
	"location_code" text,
	"action" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_layout_changes_action" CHECK ("warehouse_layout_changes"."action" in ('zone_renamed', 'zone_deleted', 'capacity_changed', 'deactivated', 'reactivated', 'location_deleted'))
);
--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(aisle || chr(31) || rack || chr(31) || shelf || chr(31) || location_code || chr(31) || notes)) STORED;--> statement-breakpoint
ALTER TABLE "warehouse_layout_changes" ADD CONSTRAINT "warehouse_layout_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_layout_changes_zone_idx" ON "warehouse_layout_changes" USING btree ("zone_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "warehouse_layout_changes_location_idx" ON "warehouse_layout_changes" USING btree ("location_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "warehouse_layout_changes"."location_id" is not null;--> statement-breakpoint
CREATE INDEX "warehouse_locations_search_idx" ON "warehouse_locations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_locations_zone_created_idx" ON "warehouse_locations" USING btree ("zone_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);