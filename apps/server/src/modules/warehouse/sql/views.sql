-- Owner: warehouse. The views the warehouse publishes for other modules to read (read-only;
-- docs/data-ownership.md).
--   * warehouse_units: each serial-numbered unit's product, status and order (units exist
--     only of products tracked by serial, catalogue_products.serial_tracked).
--   * warehouse_default_locations: each product's default place per warehouse, with the
--     badge of docs/modules/warehouse.md#default-locations (inactive, the bin inactive, the bin
--     full, or active), the one definition of that badge.
-- Applied by apps/server/src/database.ts whenever this text changes (ADR 0019); dropped and
-- made again, so a column can change.
DROP VIEW IF EXISTS warehouse_units;
--> statement-breakpoint
CREATE VIEW warehouse_units AS
  SELECT id, product_id, status, order_id, unit_identifier
  FROM product_units;
--> statement-breakpoint
DROP VIEW IF EXISTS warehouse_default_locations;
--> statement-breakpoint
CREATE VIEW warehouse_default_locations AS
  SELECT d.product_id, d.warehouse_id, d.zone_id, z.zone_code, d.location_id,
    l.location_code AS bin_code, coalesce(l.location_code, z.zone_code) AS location_code,
    d.aisle, d.rack, d.shelf, d.x_coordinate, d.y_coordinate, d.z_coordinate, d.notes,
    d.is_active,
    coalesce(l.capacity IS NULL OR l.unit_count < l.capacity, true) AS location_is_available,
    coalesce(l.is_active, true) AS location_is_active,
    coalesce(l.notes, '') AS location_notes,
    CASE WHEN NOT d.is_active THEN 'inactive'
      WHEN l.id IS NOT NULL AND NOT l.is_active THEN 'location_inactive'
      WHEN l.id IS NOT NULL AND l.capacity IS NOT NULL AND l.unit_count >= l.capacity THEN 'full'
      ELSE 'active' END AS badge
  FROM product_default_locations d
  JOIN warehouse_zones z ON z.id = d.zone_id
  LEFT JOIN warehouse_locations l ON l.id = d.location_id;
