import type { AdminProductSummary, ProductDefaultLocation } from '@shop/contract';

/** The product the warehouse tests shelve, and its default location. */
export const row: AdminProductSummary = {
  id: 21,
  sku: 'SV-21',
  name: 'Dome One',
  categoryId: 1,
  categoryName: 'IP Cameras',
  price: 100,
  quote: false,
  stock: 4,
  status: 'low_stock',
  defaultLocation: null,
  image: null,
  archived: false,
};

export const current: ProductDefaultLocation = {
  product_id: 21,
  warehouse_id: 1,
  warehouse_location_id: 7,
  location_code: 'A-01-02-01',
  zone: 'A',
  zone_id: 1,
  zone_code: 'A',
  aisle: '1',
  rack: '2',
  shelf: '1',
  x_coordinate: 0,
  y_coordinate: 1,
  z_coordinate: 0,
  notes: '',
  is_active: true,
  location_is_available: true,
  location_is_active: true,
  location_notes: '',
  badge: 'active',
};

/** Two zones (A with bins, S empty) and zone A's cascading options. */
export const warehouseHandlers = {
  'GET /api/warehouse-zones': {
    body: {
      success: true,
      zones: [
        {
          id: 1,
          warehouse_id: 1,
          zone_code: 'A',
          zone_name: 'Cameras',
          description: '',
          location_count: 4,
          unit_count: 0,
          created_at: '',
        },
        {
          id: 2,
          warehouse_id: 1,
          zone_code: 'S',
          zone_name: 'Dock',
          description: '',
          location_count: 0,
          unit_count: 0,
          created_at: '',
        },
      ],
    },
  },
  'GET /api/warehouse-zones/1/aisles': {
    body: {
      success: true,
      aisles: [
        { aisle: '1', available_locations: 3, total_locations: 4 },
        { aisle: '2', available_locations: 1, total_locations: 1 },
      ],
    },
  },
  'GET /api/warehouse-zones/1/racks': {
    body: { success: true, racks: [{ rack: '2', available_locations: 1, total_locations: 2 }] },
  },
  'GET /api/warehouse-zones/1/shelves': {
    body: {
      success: true,
      shelves: [{ shelf: '1', available_capacity: 3, capacity: 5, location_id: 7 }],
    },
  },
  'GET /api/warehouse-zones/2/aisles': { body: { success: true, aisles: [] } },
};
