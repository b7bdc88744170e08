-- ADR 0038: every zone has its staging bin, and every unit placed in a zone
-- is in a bin. Set-based statements (no loop over zones or units), safe to run again.
--
-- A bin already at a zone's bare place (no aisle, rack or shelf) becomes the zone's staging
-- bin: active, and without a capacity, so the units moved in below always fit.
UPDATE warehouse_locations l
SET is_staging = true, is_active = true, capacity = NULL, updated_at = now()
WHERE l.aisle = '' AND l.rack = '' AND l.shelf = '' AND NOT l.is_staging
  AND NOT EXISTS (SELECT 1 FROM warehouse_locations s WHERE s.zone_id = l.zone_id AND s.is_staging);
--> statement-breakpoint
-- The other zones get a new one, beside their first aisle: the coordinates of "aisle 0" as
-- deriveCoordinates (contract) makes them, x = zone letter index x 10 - 1 (A, or no letter, = 0).
INSERT INTO warehouse_locations (warehouse_id, zone_id, aisle, rack, shelf, x_coordinate,
  y_coordinate, z_coordinate, capacity, location_type, notes, location_code, is_staging)
SELECT z.warehouse_id, z.id, '', '', '',
  (CASE WHEN ascii(upper(z.zone_code)) BETWEEN 65 AND 90 THEN ascii(upper(z.zone_code)) - 65
        ELSE 0 END) * 10 - 1,
  0, 0, NULL, 'standard', 'Staging area of the zone', z.zone_code, true
FROM warehouse_zones z
WHERE NOT EXISTS (SELECT 1 FROM warehouse_locations s WHERE s.zone_id = z.id AND s.is_staging);
--> statement-breakpoint
-- Units in a zone without a bin move into its staging bin, each with its movement (written
-- first, while the unit still has its old place).
INSERT INTO unit_movements (unit_id, movement_type, from_status, to_status, from_place, to_place,
  notes, reason, method)
SELECT u.id, 'location_change', u.status, u.status,
  jsonb_build_object('zoneId', u.zone_id, 'zoneCode', z.zone_code, 'aisle', u.aisle,
    'rack', u.rack, 'shelf', u.shelf, 'locationId', NULL, 'x', u.x_coordinate,
    'y', u.y_coordinate, 'z', u.z_coordinate),
  jsonb_build_object('zoneId', s.zone_id, 'zoneCode', z.zone_code, 'aisle', s.aisle,
    'rack', s.rack, 'shelf', s.shelf, 'locationId', s.id, 'x', s.x_coordinate,
    'y', s.y_coordinate, 'z', s.z_coordinate),
  '', 'Moved to the zone''s staging bin: every unit is in a bin', 'system'
FROM product_units u
JOIN warehouse_zones z ON z.id = u.zone_id
JOIN warehouse_locations s ON s.zone_id = u.zone_id AND s.is_staging
WHERE u.location_id IS NULL AND u.zone_id IS NOT NULL;
--> statement-breakpoint
UPDATE product_units u
SET location_id = s.id, aisle = s.aisle, rack = s.rack, shelf = s.shelf,
  x_coordinate = s.x_coordinate, y_coordinate = s.y_coordinate, z_coordinate = s.z_coordinate,
  last_movement_reason = 'Moved to the zone''s staging bin: every unit is in a bin',
  last_movement_method = 'system', updated_at = now()
FROM warehouse_locations s
WHERE s.zone_id = u.zone_id AND s.is_staging AND u.location_id IS NULL AND u.zone_id IS NOT NULL;
