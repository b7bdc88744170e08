CREATE TABLE "unit_counts" (
	"status" text NOT NULL,
	"zone_key" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "unit_counts_status_zone_key_pk" PRIMARY KEY("status","zone_key")
);
--> statement-breakpoint
-- Deltas per (status, zone): an upsert re-reads the row it adds to, so concurrent changes
-- all count; keys in a fixed order, so two statements cannot deadlock on them.
CREATE FUNCTION shift_unit_counts(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO unit_counts AS c (status, zone_key, n)
  SELECT d.status, d.zone_key, d.n
  FROM jsonb_to_recordset(deltas) AS d(status text, zone_key int, n int)
  WHERE d.n <> 0
  ORDER BY d.status, d.zone_key
  ON CONFLICT (status, zone_key) DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_units_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shift_location_unit_counts(coalesce((
    SELECT jsonb_object_agg(location_id, n) FROM (
      SELECT location_id, count(*) AS n FROM new_units
      WHERE location_id IS NOT NULL GROUP BY location_id) s), '{}'::jsonb));
  PERFORM shift_unit_counts(coalesce((
    SELECT jsonb_agg(jsonb_build_object('status', status, 'zone_key', zone_key, 'n', n)) FROM (
      SELECT status, coalesce(zone_id, 0) AS zone_key, count(*) AS n FROM new_units
      GROUP BY 1, 2) s), '[]'::jsonb));
  PERFORM refresh_product_unit_stock(ARRAY(SELECT DISTINCT product_id FROM new_units));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_units_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM refresh_product_unit_stock(ARRAY(
    SELECT o.product_id FROM old_units o JOIN new_units n ON n.id = o.id
    WHERE (o.product_id, o.status) IS DISTINCT FROM (n.product_id, n.status)
    UNION
    SELECT n.product_id FROM old_units o JOIN new_units n ON n.id = o.id
    WHERE (o.product_id, o.status) IS DISTINCT FROM (n.product_id, n.status)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_units_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shift_location_unit_counts(coalesce((
    SELECT jsonb_object_agg(location_id, -n) FROM (
      SELECT location_id, count(*) AS n FROM old_units
      WHERE location_id IS NOT NULL GROUP BY location_id) s), '{}'::jsonb));
  PERFORM shift_unit_counts(coalesce((
    SELECT jsonb_agg(jsonb_build_object('status', status, 'zone_key', zone_key, 'n', -n)) FROM (
      SELECT status, coalesce(zone_id, 0) AS zone_key, count(*) AS n FROM old_units
      GROUP BY 1, 2) s), '[]'::jsonb));
  PERFORM refresh_product_unit_stock(ARRAY(SELECT DISTINCT product_id FROM old_units));
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO unit_counts (status, zone_key, n)
SELECT status, coalesce(zone_id, 0), count(*)::int FROM product_units GROUP BY 1, 2;
