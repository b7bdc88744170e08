-- Owner: warehouse. The unit counts the warehouse keeps from product_units (its own table):
--   * warehouse_locations.unit_count, the units in each bin (capacity is a CHECK on it);
--   * unit_counts, units per (status, zone) for the stats and the unit list's totals.
-- Statement triggers with transition tables: one grouped statement per statement, so
-- receiving 1,000 units is one update. Changes are deltas: under concurrent placements each
-- UPDATE re-reads the bin's latest count, and the capacity CHECK refuses the one that would
-- overfill it (docs/decisions/0016-warehouse.md). The products' stock of tracked products is
-- the catalogue's (catalogue/sql/tracked-stock.sql); its triggers on product_units fire after
-- these ("product_units_counts_*" sorts before "product_units_stock_*").
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019).

-- The combined triggers of migrations 0014 and 0015 did both jobs; they are split now.
DROP TRIGGER IF EXISTS product_units_insert ON product_units;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_units_update ON product_units;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_units_delete ON product_units;
--> statement-breakpoint
DROP FUNCTION IF EXISTS product_units_after_insert();
--> statement-breakpoint
DROP FUNCTION IF EXISTS product_units_after_update();
--> statement-breakpoint
DROP FUNCTION IF EXISTS product_units_after_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shift_location_unit_counts(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  -- Bins locked in id order first: two moves in opposite directions cannot deadlock.
  SELECT 1 FROM warehouse_locations
  WHERE id IN (SELECT (key)::int FROM jsonb_each_text(deltas)) ORDER BY id FOR NO KEY UPDATE;
  UPDATE warehouse_locations l SET unit_count = l.unit_count + d.n
  FROM (SELECT (key)::int AS id, (value)::int AS n FROM jsonb_each_text(deltas)) d
  WHERE l.id = d.id AND d.n <> 0;
$$;
--> statement-breakpoint
-- Deltas per (status, zone): an upsert re-reads the row it adds to, so concurrent changes
-- all count; keys in a fixed order, so two statements cannot deadlock on them.
CREATE OR REPLACE FUNCTION shift_unit_counts(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO unit_counts AS c (status, zone_key, n)
  SELECT d.status, d.zone_key, d.n
  FROM jsonb_to_recordset(deltas) AS d(status text, zone_key int, n int)
  WHERE d.n <> 0
  ORDER BY d.status, d.zone_key
  ON CONFLICT (status, zone_key) DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_units_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shift_location_unit_counts(coalesce((
    SELECT jsonb_object_agg(location_id, n) FROM (
      SELECT location_id, count(*) AS n FROM new_units
      WHERE location_id IS NOT NULL GROUP BY location_id) s), '{}'::jsonb));
  PERFORM shift_unit_counts(coalesce((
    SELECT jsonb_agg(jsonb_build_object('status', status, 'zone_key', zone_key, 'n', n)) FROM (
      SELECT status, coalesce(zone_id, 0) AS zone_key, count(*) AS n FROM new_units
      GROUP BY 1, 2) s), '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_units_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shift_location_unit_counts(coalesce((
    SELECT jsonb_object_agg(location_id, n) FROM (
      SELECT location_id, sum(n) AS n FROM (
        SELECT location_id, 1 AS n FROM new_units WHERE location_id IS NOT NULL
        UNION ALL
        SELECT location_id, -1 AS n FROM old_units WHERE location_id IS NOT NULL) m
      GROUP BY location_id) s), '{}'::jsonb));
  PERFORM shift_unit_counts(coalesce((
    SELECT jsonb_agg(jsonb_build_object('status', status, 'zone_key', zone_key, 'n', n)) FROM (
      SELECT status, zone_key, sum(n) AS n FROM (
        SELECT status, coalesce(zone_id, 0) AS zone_key, 1 AS n FROM new_units
        UNION ALL
        SELECT status, coalesce(zone_id, 0) AS zone_key, -1 AS n FROM old_units) m
      GROUP BY 1, 2) s), '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_units_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shift_location_unit_counts(coalesce((
    SELECT jsonb_object_agg(location_id, -n) FROM (
      SELECT location_id, count(*) AS n FROM old_units
      WHERE location_id IS NOT NULL GROUP BY location_id) s), '{}'::jsonb));
  PERFORM shift_unit_counts(coalesce((
    SELECT jsonb_agg(jsonb_build_object('status', status, 'zone_key', zone_key, 'n', -n)) FROM (
      SELECT status, coalesce(zone_id, 0) AS zone_key, count(*) AS n FROM old_units
      GROUP BY 1, 2) s), '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_units_counts_insert ON product_units;
--> statement-breakpoint
CREATE TRIGGER product_units_counts_insert AFTER INSERT ON product_units
  REFERENCING NEW TABLE AS new_units
  FOR EACH STATEMENT EXECUTE FUNCTION product_units_counts_after_insert();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_units_counts_update ON product_units;
--> statement-breakpoint
CREATE TRIGGER product_units_counts_update AFTER UPDATE ON product_units
  REFERENCING OLD TABLE AS old_units NEW TABLE AS new_units
  FOR EACH STATEMENT EXECUTE FUNCTION product_units_counts_after_update();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_units_counts_delete ON product_units;
--> statement-breakpoint
CREATE TRIGGER product_units_counts_delete AFTER DELETE ON product_units
  REFERENCING OLD TABLE AS old_units
  FOR EACH STATEMENT EXECUTE FUNCTION product_units_counts_after_delete();
