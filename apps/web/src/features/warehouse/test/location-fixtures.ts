import { locationCode, type ProductUnit, type WarehouseLocation, type Zone } from '@shop/contract';

/** A bin shaped like the server's answer; the code follows the place. */
export function bin(over: Partial<WarehouseLocation> = {}): WarehouseLocation {
  const base = {
    id: 1,
    warehouse_id: 1,
    zone_id: 1,
    zone_code: 'A',
    zone: 'A',
    zone_name: 'Main floor',
    aisle: '1',
    rack: '1',
    shelf: '1',
    x_coordinate: 0,
    y_coordinate: 0,
    z_coordinate: 0,
    capacity: 10,
    unit_count: 0,
    location_type: 'standard' as const,
    notes: '',
    location_code: '',
    is_active: true,
    is_available: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...over,
  };
  return {
    ...base,
    zone: base.zone_code,
    location_code: over.location_code ?? locationCode({ ...base, zone: base.zone_code }),
  };
}

export function zone(over: Partial<Zone> = {}): Zone {
  return {
    id: 1,
    warehouse_id: 1,
    zone_code: 'A',
    zone_name: 'Main floor',
    description: '',
    location_count: 0,
    unit_count: 0,
    created_at: '2026-11-01T09:00:00.000Z',
    ...over,
  };
}

export function unitAt(location: WarehouseLocation, over: Partial<ProductUnit> = {}): ProductUnit {
  return {
    id: 1,
    unit_identifier: 'DOME21-123456',
    product_id: 21,
    product_name: 'Dome One',
    product_sku: 'SV-21',
    product_name_snapshot: 'Dome One',
    order_id: null,
    order_number: null,
    customer_id: null,
    status: 'available',
    current_price: 100,
    price_snapshot: null,
    created_at: '2026-11-02T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    zone: location.zone_code,
    zone_code: location.zone_code,
    aisle: location.aisle,
    rack: location.rack,
    shelf: location.shelf,
    location: {
      warehouse_id: 1,
      zone_id: location.zone_id,
      zone_code: location.zone_code,
      zone: location.zone_code,
      aisle: location.aisle,
      rack: location.rack,
      shelf: location.shelf,
      warehouse_location_id: location.id,
      location_code: location.location_code,
      x_coordinate: location.x_coordinate,
      y_coordinate: location.y_coordinate,
      z_coordinate: location.z_coordinate,
      location_notes: '',
      placed_at: '2026-11-02T15:30:00.000Z',
      updated_by_name: 'Bo Lee',
      updated_by_email: 'boss@example.com',
      last_movement_reason: 'Received from supplier',
      last_movement_method: 'scan',
    },
    ...over,
  };
}
