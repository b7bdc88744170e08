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
