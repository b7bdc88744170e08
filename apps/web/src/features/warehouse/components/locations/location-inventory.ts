import type { ProductUnit } from '@shop/contract';

/**
 * The summary under a bin's Current Inventory (docs/modules/warehouse.md#screens): how many
 * different products, how many units, and the share of the capacity they use (rounded; "N/A"
 * without a capacity).
 */
export function inventorySummary(units: ProductUnit[], capacity: number | null) {
  return {
    productTypes: new Set(units.map((u) => u.product_id)).size,
    totalUnits: units.length,
    capacityUsed:
      capacity === null || capacity === 0
        ? 'N/A'
        : `${Math.round((units.length / capacity) * 100)}%`,
  };
}
