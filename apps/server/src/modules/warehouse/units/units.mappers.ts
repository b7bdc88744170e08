import {
  placeName,
  asCentsOrNull,
  UNIT_MESSAGES,
  type MovementType,
  type PickUnit,
  type ProductUnit,
  type UnitMovement,
  type UnitPlace,
  type UnitStatus,
} from '@shop/contract';
import { DomainError } from '../../../lib/errors.ts';
import type { MovementRow, PickRow, UnitRow } from './units.repository.ts';
import type { PlaceWrite } from '../places.ts';

/** How units and their movements are answered (docs/modules/warehouse.md#tables). */
export const iso = (value: string | null) =>
  value === null ? null : new Date(value).toISOString();

/** "A-01-02-03" of a recorded place ("RET staging" for a staging bin), or null. */
export function placeText(place: UnitPlace | null): string | null {
  if (!place) return null;
  return placeName({
    zone_code: place.zoneCode,
    aisle: place.aisle,
    rack: place.rack,
    shelf: place.shelf,
  });
}

export function toUnit(row: UnitRow): ProductUnit {
  const placed = row.zoneId !== null || row.locationId !== null;
  return {
    id: row.id,
    unit_identifier: row.unitIdentifier,
    product_id: row.productId,
    product_name: row.productName,
    product_sku: row.productSku,
    product_name_snapshot: row.productNameSnapshot,
    order_id: row.orderId,
    order_number: row.orderNumber,
    customer_id: row.customerId,
    status: row.status,
    current_price: asCentsOrNull(row.priceCents),
    price_snapshot: asCentsOrNull(row.priceSnapshotCents),
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
    zone: row.zoneCode,
    zone_code: row.zoneCode,
    aisle: row.aisle,
    rack: row.rack,
    shelf: row.shelf,
    location: placed
      ? {
          warehouse_id: 1,
          zone_id: row.zoneId,
          zone_code: row.zoneCode ?? '',
          zone: row.zoneCode ?? '',
          aisle: row.aisle,
          rack: row.rack,
          shelf: row.shelf,
          warehouse_location_id: row.locationId,
          location_code: row.locationCode,
          x_coordinate: row.x,
          y_coordinate: row.y,
          z_coordinate: row.z,
          location_notes: row.locationNotes,
          placed_at: iso(row.placedAt),
          updated_by_name: row.placedByName,
          updated_by_email: row.placedByEmail,
          last_movement_reason: row.lastMovementReason,
          last_movement_method: row.lastMovementMethod,
        }
      : null,
  };
}

export function toMovement(row: MovementRow): UnitMovement {
  return {
    id: row.id,
    movement_type: row.movementType,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    from_location: placeText(row.fromPlace),
    to_location: placeText(row.toPlace),
    reference_type: row.referenceType,
    reference_id: row.referenceId,
    notes: row.notes,
    reason: row.reason,
    method: row.method,
    created_by_name: row.actorName,
    created_at: iso(row.createdAt)!,
  };
}

/**
 * The movement kind a status change is recorded as (the movement (docs/modules/warehouse.md#tables)
 * types).
 */
export const MOVEMENT_OF: Partial<Record<UnitStatus, MovementType>> = {
  assigned: 'order_assignment',
  shipped: 'order_shipment',
  returned: 'return_processing',
  damaged: 'damage_report',
  // A receipt corrected: the stock is adjusted (ADR 0038).
  voided: 'inventory_adjustment',
};

export const notFound = () => new DomainError('not_found', UNIT_MESSAGES.notFound);

/** A place as a movement records it. */
export function recorded(place: PlaceWrite, zoneCode: string): UnitPlace {
  return {
    zoneId: place.zoneId,
    zoneCode,
    aisle: place.aisle,
    rack: place.rack,
    shelf: place.shelf,
    locationId: place.locationId,
    x: place.x,
    y: place.y,
    z: place.z,
  };
}

export function toPickUnit(row: PickRow): PickUnit {
  return {
    id: row.id,
    unit_identifier: row.unitIdentifier,
    product_id: row.productId,
    status: row.status,
    warehouse_location_id: row.locationId,
    location_code: row.locationCode,
    zone_code: row.zoneCode,
    aisle: row.aisle,
    rack: row.rack,
    shelf: row.shelf,
    picked_at: iso(row.pickedAt),
    picked_by_name: row.pickedByName,
  };
}
