import { WAREHOUSE_MESSAGES, type WarehouseLocation, type Zone } from '@shop/contract';
import { DomainError } from '../../../lib/errors.ts';
import type { LocationRow, ZoneRow } from './warehouse.repository.ts';
import { placeFields } from '../places.ts';

/** How zones and bins are answered. */
const iso = (value: string) => new Date(value).toISOString();

export function toZone(row: ZoneRow): Zone {
  return {
    id: row.id,
    warehouse_id: row.warehouseId,
    zone_code: row.zoneCode,
    zone_name: row.zoneName,
    description: row.description,
    location_count: row.locationCount,
    unit_count: row.unitCount,
    is_returns: row.isReturns,
    created_at: iso(row.createdAt),
  };
}

export function toLocation(row: LocationRow): WarehouseLocation {
  return {
    id: row.id,
    warehouse_id: row.warehouseId,
    zone_id: row.zoneId,
    zone_code: row.zoneCode,
    zone: row.zoneCode,
    zone_name: row.zoneName,
    ...placeFields(row),
    capacity: row.capacity,
    unit_count: row.unitCount,
    location_type: row.locationType,
    notes: row.notes,
    location_code: row.locationCode,
    is_active: row.isActive,
    is_available: row.isActive && (row.capacity === null || row.unitCount < row.capacity),
    is_staging: row.isStaging,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export const zoneNotFound = () =>
  new DomainError('not_found', WAREHOUSE_MESSAGES.zoneNotFound, {
    fields: { zone_id: WAREHOUSE_MESSAGES.zoneNotFound },
  });
