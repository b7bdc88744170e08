CREATE TABLE "product_default_locations" (
	"product_id" integer NOT NULL,
	"warehouse_id" integer DEFAULT 1 NOT NULL,
	"zone_id" integer NOT NULL,
	"location_id" integer,
	"aisle" text DEFAULT '' NOT NULL,
	"rack" text DEFAULT '' NOT NULL,
	"shelf" text DEFAULT '' NOT NULL,
	"x_coordinate" double precision DEFAULT 0 NOT NULL,
	"y_coordinate" double precision DEFAULT 0 NOT NULL,
	"z_coordinate" double precision DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_default_locations_product_id_warehouse_id_pk" PRIMARY KEY("product_id","warehouse_id"),
	CONSTRAINT "product_default_locations_warehouse" CHECK ("product_default_locations"."warehouse_id" = 1)
);
--> statement-breakpoint
CREATE TABLE "product_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_identifier" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_name_snapshot" text NOT NULL,
	"price_snapshot_cents" integer,
	"order_id" integer,
	"status" text DEFAULT 'available' NOT NULL,
	"warehouse_id" integer DEFAULT 1 NOT NULL,
	"zone_id" integer,
	"location_id" integer,
	"aisle" text DEFAULT '' NOT NULL,
	"rack" text DEFAULT '' NOT NULL,
	"shelf" text DEFAULT '' NOT NULL,
	"x_coordinate" double precision,
	"y_coordinate" double precision,
	"z_coordinate" double precision,
	"location_notes" text DEFAULT '' NOT NULL,
	"placed_at" timestamp with time zone,
	"placed_by" integer,
	"last_movement_reason" text DEFAULT '' NOT NULL,
	"last_movement_method" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_units_status" CHECK ("product_units"."status" in ('available', 'assigned', 'shipped', 'delivered', 'returned', 'damaged', 'processing', 'lost')),
	CONSTRAINT "product_units_warehouse" CHECK ("product_units"."warehouse_id" = 1),
	CONSTRAINT "product_units_method" CHECK ("product_units"."last_movement_method" in ('manual', 'scan', 'bulk', 'order', 'system'))
);
--> statement-breakpoint
CREATE TABLE "status_mappings" (
	"order_status" text PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_mappings_status" CHECK ("status_mappings"."order_status" in ('pending', 'paid', 'processing', 'shipped', 'delivered', 'completed', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "unit_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"movement_type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"from_place" jsonb,
	"to_place" jsonb,
	"reference_type" text,
	"reference_id" text,
	"notes" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"method" text DEFAULT 'manual' NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_movements_type" CHECK ("unit_movements"."movement_type" in ('status_change', 'location_change', 'order_assignment', 'order_shipment', 'return_processing', 'damage_report', 'inventory_adjustment', 'bulk_update', 'manual_update'))
);
--> statement-breakpoint
CREATE TABLE "warehouse_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer DEFAULT 1 NOT NULL,
	"zone_id" integer NOT NULL,
	"aisle" text DEFAULT '' NOT NULL,
	"rack" text DEFAULT '' NOT NULL,
	"shelf" text DEFAULT '' NOT NULL,
	"x_coordinate" double precision DEFAULT 0 NOT NULL,
	"y_coordinate" double precision DEFAULT 0 NOT NULL,
	"z_coordinate" double precision DEFAULT 0 NOT NULL,
	"capacity" integer,
	"unit_count" integer DEFAULT 0 NOT NULL,
	"location_type" text DEFAULT 'standard' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"location_code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_locations_type" CHECK ("warehouse_locations"."location_type" in ('standard', 'bulk', 'oversize', 'hazardous')),
	CONSTRAINT "warehouse_locations_warehouse" CHECK ("warehouse_locations"."warehouse_id" = 1),
	CONSTRAINT "warehouse_locations_capacity_min" CHECK ("warehouse_locations"."capacity" is null or "warehouse_locations"."capacity" >= 0),
	CONSTRAINT "warehouse_locations_capacity" CHECK ("warehouse_locations"."capacity" is null or "warehouse_locations"."unit_count" <= "warehouse_locations"."capacity")
);
--> statement-breakpoint
CREATE TABLE "warehouse_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer DEFAULT 1 NOT NULL,
	"zone_code" text NOT NULL,
	"zone_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_zones_warehouse" CHECK ("warehouse_zones"."warehouse_id" = 1),
	CONSTRAINT "warehouse_zones_code_shape" CHECK ("warehouse_zones"."zone_code" = upper(btrim("warehouse_zones"."zone_code"))
      and length("warehouse_zones"."zone_code") between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "product_default_locations" ADD CONSTRAINT "product_default_locations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_default_locations" ADD CONSTRAINT "product_default_locations_zone_id_warehouse_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."warehouse_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_default_locations" ADD CONSTRAINT "product_default_locations_location_id_warehouse_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."warehouse_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_zone_id_warehouse_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."warehouse_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_location_id_warehouse_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."warehouse_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_mappings" ADD CONSTRAINT "status_mappings_zone_id_warehouse_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."warehouse_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_movements" ADD CONSTRAINT "unit_movements_unit_id_product_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."product_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_movements" ADD CONSTRAINT "unit_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_zone_id_warehouse_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."warehouse_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_default_locations_zone_idx" ON "product_default_locations" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "product_default_locations_location_idx" ON "product_default_locations" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_units_identifier_key" ON "product_units" USING btree ("unit_identifier");--> statement-breakpoint
CREATE INDEX "product_units_created_idx" ON "product_units" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_units_status_idx" ON "product_units" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_units_product_idx" ON "product_units" USING btree ("product_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "product_units_zone_idx" ON "product_units" USING btree ("zone_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_units_location_idx" ON "product_units" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "product_units_order_idx" ON "product_units" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "product_units_identifier_search_idx" ON "product_units" USING gin (lower("unit_identifier") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "status_mappings_zone_idx" ON "status_mappings" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "unit_movements_unit_idx" ON "unit_movements" USING btree ("unit_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "unit_movements_created_idx" ON "unit_movements" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_locations_place_key" ON "warehouse_locations" USING btree ("warehouse_id","zone_id","aisle","rack","shelf");--> statement-breakpoint
CREATE INDEX "warehouse_locations_zone_idx" ON "warehouse_locations" USING btree ("zone_id","aisle","rack","shelf");--> statement-breakpoint
CREATE INDEX "warehouse_locations_created_idx" ON "warehouse_locations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_zones_code_key" ON "warehouse_zones" USING btree ("warehouse_id","zone_code");--> statement-breakpoint
-- A bin's unit_count follows the units placed in it, by statement triggers with transition
-- tables (one grouped statement per statement, so receiving 1,000 units is one update). The
-- change is a delta: under concurrent placements each UPDATE re-reads the bin's latest
-- count, and the capacity CHECK refuses the one that would overfill it (ADR 0016).
CREATE FUNCTION shift_location_unit_counts(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  -- Bins locked in id order first: two moves in opposite directions cannot deadlock.
  SELECT 1 FROM warehouse_locations
  WHERE id IN (SELECT (key)::int FROM jsonb_each_text(deltas)) ORDER BY id FOR NO KEY UPDATE;
  UPDATE warehouse_locations l SET unit_count = l.unit_count + d.n
  FROM (SELECT (key)::int AS id, (value)::int AS n FROM jsonb_each_text(deltas)) d
  WHERE l.id = d.id AND d.n <> 0;
$$;
--> statement-breakpoint
-- A product with units has stock = its available units, recounted for the products a
-- statement touched. The products' rows are locked first, in id order, in a statement of
-- their own (the checkout's stock update takes the same lock), so the recount, a new
-- statement, sees every committed unit (the pattern of migration 0011).
CREATE FUNCTION refresh_product_unit_stock(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE products p SET stock = a.n, updated_at = now()
  FROM (
    SELECT c.id, (SELECT count(*) FROM product_units u
                  WHERE u.product_id = c.id AND u.status = 'available')::int AS n
    FROM (SELECT DISTINCT unnest(ids) AS id) c
  ) a
  WHERE p.id = a.id AND p.stock IS DISTINCT FROM a.n;
$$;
--> statement-breakpoint
CREATE FUNCTION product_units_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shift_location_unit_counts(coalesce((
    SELECT jsonb_object_agg(location_id, n) FROM (
      SELECT location_id, count(*) AS n FROM new_units
      WHERE location_id IS NOT NULL GROUP BY location_id) s), '{}'::jsonb));
  PERFORM refresh_product_unit_stock(ARRAY(SELECT DISTINCT product_id FROM new_units));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_units_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shift_location_unit_counts(coalesce((
    SELECT jsonb_object_agg(location_id, n) FROM (
      SELECT location_id, sum(n) AS n FROM (
        SELECT location_id, 1 AS n FROM new_units WHERE location_id IS NOT NULL
        UNION ALL
        SELECT location_id, -1 AS n FROM old_units WHERE location_id IS NOT NULL) m
      GROUP BY location_id) s), '{}'::jsonb));
  PERFORM refresh_product_unit_stock(ARRAY(
    SELECT o.product_id FROM old_units o JOIN new_units n ON n.id = o.id
    WHERE (o.product_id, o.status) IS DISTINCT FROM (n.product_id, n.status)
    UNION
    SELECT n.product_id FROM old_units o JOIN new_units n ON n.id = o.id
    WHERE (o.product_id, o.status) IS DISTINCT FROM (n.product_id, n.status)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_units_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shift_location_unit_counts(coalesce((
    SELECT jsonb_object_agg(location_id, -n) FROM (
      SELECT location_id, count(*) AS n FROM old_units
      WHERE location_id IS NOT NULL GROUP BY location_id) s), '{}'::jsonb));
  PERFORM refresh_product_unit_stock(ARRAY(SELECT DISTINCT product_id FROM old_units));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_units_insert AFTER INSERT ON product_units
  REFERENCING NEW TABLE AS new_units FOR EACH STATEMENT EXECUTE FUNCTION product_units_after_insert();
--> statement-breakpoint
CREATE TRIGGER product_units_update AFTER UPDATE ON product_units
  REFERENCING OLD TABLE AS old_units NEW TABLE AS new_units
  FOR EACH STATEMENT EXECUTE FUNCTION product_units_after_update();
--> statement-breakpoint
CREATE TRIGGER product_units_delete AFTER DELETE ON product_units
  REFERENCING OLD TABLE AS old_units FOR EACH STATEMENT EXECUTE FUNCTION product_units_after_delete();
