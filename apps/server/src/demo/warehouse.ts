import {
  createLocationSchema,
  createMappingSchema,
  createZoneSchema,
  defaultLocationInput,
  locationsQuery,
  unitPlaceSchema,
  unitsQuery,
  WAREHOUSE_ID,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import type { CatalogueService } from '../modules/catalogue/catalogue.service.ts';
import type { DefaultLocationsService } from '../modules/warehouse/defaults/default-locations.service.ts';
import type { StatusMappingsService } from '../modules/warehouse/defaults/status-mappings.service.ts';
import type { UnitsService } from '../modules/warehouse/units/units.service.ts';
import type { WarehouseService } from '../modules/warehouse/locations/warehouse.service.ts';
import { DEMO_PRODUCTS, isDemoSerialTracked } from './catalogue.ts';

/**
 * The demo warehouse (demo mode and `npm run seed`): zones with their bins, every demo
 * product's stock as units on the shelves at its default location, and a little history (a
 * consolidation move, damaged returns, the dock and returns mappings), so the warehouse
 * screens are alive on first start.
 */
const DEMO_ZONES = [
  {
    code: 'A',
    name: 'Cameras & recorders',
    grid: { aisles: 4, racks: 6, shelves: 4, capacity: 40 },
    categories: ['ip-cameras', 'ptz-cameras', 'recorders'],
  },
  {
    code: 'B',
    name: 'Alarms, access & doorbells',
    grid: { aisles: 3, racks: 6, shelves: 4, capacity: 40 },
    categories: ['alarm-systems', 'access-control', 'video-doorbells-intercoms'],
  },
  {
    code: 'C',
    name: 'Accessories & cabling',
    grid: { aisles: 2, racks: 5, shelves: 4, capacity: 60 },
    categories: ['accessories'],
  },
  {
    code: 'SHIP',
    name: 'Shipping dock',
    grid: { aisles: 1, racks: 2, shelves: 2, capacity: 200 },
    categories: [],
  },
  {
    code: 'RET',
    name: 'Returns & repairs',
    grid: { aisles: 1, racks: 2, shelves: 2, capacity: 20 },
    categories: [],
  },
] as const;

/** Units put on one shelf before the next is used: bins are left room to receive more. */
const UNITS_PER_BIN = 30;

const numeric = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
const byPlace = (a: WarehouseLocation, b: WarehouseLocation) =>
  numeric(a.aisle, b.aisle) || numeric(a.rack, b.rack) || numeric(a.shelf, b.shelf);

/**
 * A demo zone with its grid. The returns zone that migration 0037 makes in every shop
 * (empty) is given the demo grid instead of a second zone of its code.
 */
async function demoZone(
  warehouse: WarehouseService,
  zone: (typeof DEMO_ZONES)[number],
  existing: Zone | undefined,
) {
  if (!existing) {
    const { zone: made, locationsCreated } = await warehouse.createZone(
      createZoneSchema.parse({
        zone_code: zone.code,
        zone_name: zone.name,
        description: zone.name,
        aisles: zone.grid.aisles,
        racks: zone.grid.racks,
        shelves: zone.grid.shelves,
        location_capacity: zone.grid.capacity,
      }),
    );
    return { zoneId: made.id, locationsCreated };
  }
  let locationsCreated = 0;
  for (let aisle = 1; aisle <= zone.grid.aisles; aisle++)
    for (let rack = 1; rack <= zone.grid.racks; rack++)
      for (let shelf = 1; shelf <= zone.grid.shelves; shelf++) {
        await warehouse.createLocation(
          createLocationSchema.parse({
            zone_id: existing.id,
            aisle: String(aisle),
            rack: String(rack),
            shelf: String(shelf),
            capacity: zone.grid.capacity,
            notes: `Part of zone: ${zone.name}`,
          }),
        );
        locationsCreated += 1;
      }
  return { zoneId: existing.id, locationsCreated };
}

/**
 * Only into an empty warehouse (no unit, no zone but the empty returns zone every shop has)
 * of a shop whose products are all the demo's: never touches real stock. The demo's
 * serialised products become tracked by serial and their stock goes on the shelves as units;
 * the ones sold by count (cables, mounts) keep their count and a default place. One
 * transaction, through the warehouse's, the units', the status mappings' and the catalogue's services.
 */
export async function seedDemoWarehouse(services: {
  warehouse: WarehouseService;
  units: UnitsService;
  defaultLocations: DefaultLocationsService;
  statusMappings: Pick<StatusMappingsService, 'createMapping'>;
  catalogue: Pick<CatalogueService, 'markSerialTracked'>;
}): Promise<{ seeded: boolean; locations: number; units: number }> {
  const { warehouse, units, defaultLocations, statusMappings, catalogue } = services;
  const skipped = { seeded: false, locations: 0, units: 0 };
  const result = await warehouse.seedEmpty(async (products) => {
    // A shop with products of its own keeps its stock as it is.
    const demoBySku = new Map(DEMO_PRODUCTS.map((p) => [p.sku, p]));
    if (!products.length || products.some((p) => !demoBySku.has(p.sku))) return skipped;

    const existingZones = await warehouse.zones(WAREHOUSE_ID);
    const bins = new Map<string, WarehouseLocation[]>();
    let locationCount = 0;
    for (const zone of DEMO_ZONES) {
      const existing = existingZones.find((z) => z.zone_code === zone.code);
      const { zoneId, locationsCreated } = await demoZone(warehouse, zone, existing);
      locationCount += locationsCreated;
      const { locations } = await warehouse.locations(
        locationsQuery.parse({ zone_id: String(zoneId), limit: '5000' }),
      );
      // Stock goes on the grid's shelves; the staging bin waits for what has no shelf yet.
      bins.set(zone.code, locations.filter((l) => !l.is_staging).sort(byPlace));
    }
    const zoneOf = (slug: string) =>
      DEMO_ZONES.find((z) => (z.categories as readonly string[]).includes(slug))?.code ?? 'C';
    const next = new Map<string, number>();
    const takeBin = (code: string) => {
      const list = bins.get(code)!;
      const i = next.get(code) ?? 0;
      next.set(code, i + 1);
      return list[i % list.length]!;
    };
    const place = (bin: WarehouseLocation, reason: string) =>
      unitPlaceSchema.parse({ warehouse_location_id: bin.id, movement_reason: reason });

    const tracked = products.filter((p) => isDemoSerialTracked(demoBySku.get(p.sku)!));
    await catalogue.markSerialTracked(tracked.map((p) => p.id));
    const isTracked = new Set(tracked.map((p) => p.id));
    let unitCount = 0;
    const returns = bins.get('RET')!;
    for (const [rank, product] of products.entries()) {
      const code = zoneOf(product.categorySlug);
      const home = takeBin(code);
      await defaultLocations.set(
        product.id,
        defaultLocationInput.parse({ warehouse_location_id: home.id, notes: 'Demo layout' }),
      );
      if (!isTracked.has(product.id)) continue;
      // The stock as units: the default bin first, then the zone's next bins.
      let left = product.stock;
      let bin = home;
      while (left > 0) {
        const quantity = Math.min(left, UNITS_PER_BIN);
        await units.receive(null, {
          product_id: product.id,
          quantity,
          location: place(bin, 'Opening stock'),
          notes: 'Demo warehouse',
        });
        unitCount += quantity;
        left -= quantity;
        if (left > 0) bin = takeBin(code);
      }
      // Sold-out products have one unit too: a damaged return waiting in Returns.
      if (product.stock === 0) {
        const { units: made } = await units.receive(null, {
          product_id: product.id,
          quantity: 1,
          location: place(returns[rank % returns.length]!, 'Customer return'),
          notes: 'Returned by a customer',
        });
        await units.changeStatus(null, made[0]!.id, {
          status: 'damaged',
          notes: 'Housing cracked in transit',
        });
        unitCount += 1;
      }
    }

    // A consolidation: two units of the first well-stocked product moved one shelf up.
    const stocked = tracked.find((p) => p.stock >= 10);
    if (stocked) {
      const { units: onShelf } = await units.list(
        unitsQuery.parse({ product_id: String(stocked.id), limit: '10' }),
      );
      const target = takeBin(zoneOf(stocked.categorySlug));
      for (const unit of onShelf.slice(0, 2)) {
        await units.move(null, unit.id, {
          ...place(target, 'Consolidated onto one shelf'),
          update_method: 'scan',
        });
      }
    }

    const dock = bins.get('SHIP')!;
    await statusMappings.createMapping(
      createMappingSchema.parse({
        order_status: 'shipped',
        zone_id: dock[0]!.zone_id,
        description: 'Shipped orders wait at the dock for the carrier',
      }),
    );
    await statusMappings.createMapping(
      createMappingSchema.parse({
        order_status: 'refunded',
        zone_id: returns[0]!.zone_id,
        description: 'Refunded goods are checked in Returns before going back on the shelf',
      }),
    );
    return { seeded: true, locations: locationCount, units: unitCount };
  });
  return result ?? skipped;
}
