import {
  CATEGORY_ZONE_LETTERS,
  DEFAULT_LOCATION_MESSAGES,
  OTHER_ZONE_LETTER,
  asCentsOrNull,
  WAREHOUSE_MESSAGES,
  type DefaultLocationInput,
  type ProductDefaultLocation,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../../lib/errors.ts';
import {
  createDefaultLocationsRepository,
  type DefaultLocationRow,
  type DefaultWrite,
  type WarehouseProductRow,
} from './default-locations.repository.ts';
import type { BinLookup } from '../locations/bins.ts';
import { toLocation } from '../locations/warehouse.mappers.ts';
import { placeFields } from '../places.ts';

export function toDefaultLocation(row: DefaultLocationRow): ProductDefaultLocation {
  return {
    product_id: row.productId,
    warehouse_id: row.warehouseId,
    warehouse_location_id: row.locationId,
    location_code: row.locationCode,
    zone: row.zoneCode,
    zone_id: row.zoneId,
    zone_code: row.zoneCode,
    ...placeFields(row),
    notes: row.notes,
    is_active: row.isActive,
    location_is_available: row.locationIsAvailable,
    location_is_active: row.locationIsActive,
    location_notes: row.locationNotes,
    badge: row.badge,
  };
}

const toProduct = (row: WarehouseProductRow) => ({
  id: row.id,
  name: row.name,
  sku: row.sku,
  price: asCentsOrNull(row.priceCents),
  stock: row.stock,
  category: row.category,
  status: row.status,
});

const productNotFound = () =>
  new DomainError('not_found', DEFAULT_LOCATION_MESSAGES.productNotFound, {
    fields: { product_id: DEFAULT_LOCATION_MESSAGES.productNotFound },
  });

export type DefaultLocationsService = ReturnType<typeof createDefaultLocationsService>;

/**
 * Where each product is shelved by default: the proposal when stock is
 * received, the first choice when an order takes units, and the admin product list's column.
 */
export function createDefaultLocationsService({
  database,
  bins,
}: {
  database: DatabaseHandle;
  bins: Pick<BinLookup, 'bin' | 'zone' | 'binAt' | 'binsByIds'>;
}) {
  const repository = createDefaultLocationsRepository(database);

  /** The row a form asks for: a bin (its zone and place), or a zone with a place. */
  async function toWrite(productId: number, input: DefaultLocationInput): Promise<DefaultWrite> {
    if (input.warehouse_location_id !== null) {
      const bin = await bins.bin(input.warehouse_location_id);
      if (!bin) throw new DomainError('not_found', WAREHOUSE_MESSAGES.locationNotFound);
      return {
        productId,
        warehouseId: input.warehouse_id,
        zoneId: bin.zoneId,
        locationId: bin.id,
        aisle: bin.aisle,
        rack: bin.rack,
        shelf: bin.shelf,
        x: input.x_coordinate || bin.x,
        y: input.y_coordinate || bin.y,
        z: input.z_coordinate || bin.z,
        notes: input.notes,
        isActive: input.is_active,
      };
    }
    const zone = await bins.zone(input.zone_id!);
    if (!zone) throw new DomainError('not_found', WAREHOUSE_MESSAGES.zoneNotFound);
    const bin =
      input.aisle || input.rack || input.shelf
        ? await bins.binAt(zone.id, input.aisle, input.rack, input.shelf)
        : undefined;
    return {
      productId,
      warehouseId: input.warehouse_id,
      zoneId: zone.id,
      locationId: bin?.id ?? null,
      aisle: input.aisle,
      rack: input.rack,
      shelf: input.shelf,
      // Coordinates left at 0 take the bin's own, as when the bin is named by its id.
      x: input.x_coordinate || (bin?.x ?? 0),
      y: input.y_coordinate || (bin?.y ?? 0),
      z: input.z_coordinate || (bin?.z ?? 0),
      notes: input.notes,
      isActive: input.is_active,
    };
  }

  async function get(productId: number, warehouseId: number): Promise<ProductDefaultLocation> {
    const row = await repository.find(productId, warehouseId);
    if (!row) throw new DomainError('not_found', DEFAULT_LOCATION_MESSAGES.notFound);
    return toDefaultLocation(row);
  }

  return {
    get,

    async many(productIds: number[], warehouseId: number) {
      const rows = await repository.findMany(productIds, warehouseId);
      const byId = new Map(rows.map((r) => [r.productId, toDefaultLocation(r)]));
      return Object.fromEntries(productIds.map((id) => [String(id), byId.get(id) ?? null]));
    },

    async set(productId: number, input: DefaultLocationInput) {
      if (!(await repository.productsExist([productId])).length) throw productNotFound();
      const write = await toWrite(productId, input);
      await database.transaction(() => repository.upsert([write]));
      return get(productId, input.warehouse_id);
    },

    /** All the assignments or none (an unknown product or place refuses the batch). */
    async setMany(
      warehouseId: number,
      assignments: (DefaultLocationInput & { product_id: number })[],
    ) {
      const ids = [...new Set(assignments.map((a) => a.product_id))];
      const known = new Set(await repository.productsExist(ids));
      const missing = ids.filter((id) => !known.has(id));
      if (missing.length) {
        throw new DomainError(
          'not_found',
          `${DEFAULT_LOCATION_MESSAGES.productNotFound}: ${missing.join(', ')}`,
        );
      }
      const writes: DefaultWrite[] = [];
      for (const a of assignments)
        writes.push(await toWrite(a.product_id, { ...a, warehouse_id: warehouseId }));
      await database.transaction(() => repository.upsert(writes));
      return { success: true as const, message: DEFAULT_LOCATION_MESSAGES.saved(writes.length) };
    },

    async clear(productId: number, warehouseId: number) {
      const removed = await database.transaction(() => repository.remove(productId, warehouseId));
      if (!removed) throw new DomainError('not_found', DEFAULT_LOCATION_MESSAGES.notFound);
      return { success: true as const, message: DEFAULT_LOCATION_MESSAGES.cleared };
    },

    async without(warehouseId: number, categoryId: number | undefined) {
      return (await repository.productsWithout(warehouseId, categoryId, 500)).map(toProduct);
    },

    async byZone(zoneCode: string, warehouseId: number) {
      return (await repository.productsInZone(zoneCode, warehouseId, 500)).map(toProduct);
    },

    async stats(warehouseId: number) {
      const s = await repository.stats(warehouseId);
      return {
        total_products: s.total,
        with_default: s.withDefault,
        without_default: Math.max(0, s.total - s.withDefault),
        active: s.active,
        inactive: s.inactive,
        location_full: s.full,
        by_zone: s.byZone,
      };
    },

    /**
     * docs/modules/warehouse.md#default-locations: bins in the category's zone letter first, then
     * those with the most room.
     */
    async suggestions(productId: number) {
      const category = await repository.categoryOf(productId);
      if (category === undefined) throw productNotFound();
      const letter = CATEGORY_ZONE_LETTERS[category] ?? OTHER_ZONE_LETTER;
      const ids = await repository.suggestionIds(letter, 10);
      return {
        success: true as const,
        zone_letter: letter,
        suggestions: (await bins.binsByIds(ids)).map(toLocation),
      };
    },
  };
}
