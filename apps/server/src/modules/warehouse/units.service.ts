import type { DatabaseHandle } from '@shop/db';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { createUnitsRepository } from './units.repository.ts';
import { createUnitLifecycle, type OpenRmasOfUnits } from './units.lifecycle.ts';
import { createUnitPicking } from './units.picking.ts';
import { createUnitInstallation } from './units.installation.ts';
import { createUnitDevices } from './units.devices.ts';
import { createUnitPlacement } from './units.placement.ts';
import { createUnitReads } from './units.reads.ts';
import { createUnitReturns } from './units.returns.ts';
import { createWarehouseRepository } from './warehouse.repository.ts';
import { createOrderUnitsRepository } from './order-units.repository.ts';
import { createOrderUnits } from './units.waiting.ts';
import { createUnitRmaShipback } from './units.rma-shipback.ts';
import { createUnitSalesRepository } from './unit-sales.repository.ts';

export type UnitsService = ReturnType<typeof createUnitsService>;

/**
 * Serial-numbered units (docs/modules/warehouse.md#units). Every status or
 * place change locks the units (id order), checks the table (docs/modules/warehouse.md#units),
 * writes the units and one movement each in the same transaction. Bin counts, capacity and stock
 * are kept by the database (ADR 0016); a capacity refused there becomes the same 409 as the check
 * here. The service is four parts by responsibility: reads (units.reads.ts), placement
 * (units.placement.ts), the status lifecycle (units.lifecycle.ts) and picking (units.picking.ts).
 */
export function createUnitsService({ database }: { database: DatabaseHandle }) {
  /**
   * The open RMAs of units: the returns module, which uses the units, hands its reader in when
   * it is built (ADR 0065). Until one does, no unit is held by an RMA.
   */
  let openRmasOfUnits: OpenRmasOfUnits = async () => [];
  const repository = createUnitsRepository(database);
  const bins = createWarehouseRepository(database);
  const reads = createUnitReads({
    repository,
    bins,
    // Two passes over every unit: kept for 30 s (a dashboard figure, not a count to act on).
    heavyStats: createTtlCache<Awaited<ReturnType<typeof repository.heavyStats>>>(30_000, 1),
  });
  const placement = createUnitPlacement({ database, repository, bins, detail: reads.detail });
  const lifecycle = createUnitLifecycle({
    database,
    repository,
    detail: reads.detail,
    moveToZone: placement.moveToZone,
    openRmas: () => openRmasOfUnits,
  });
  const picking = createUnitPicking({ database, repository, detail: reads.detail });
  const orderUnits = createOrderUnits({
    database,
    repository: createOrderUnitsRepository(database),
    units: repository,
    assignToOrder: lifecycle.assignToOrder,
  });
  return {
    /** Hand-made status changes of units in these RMAs are refused (the returns module's). */
    holdUnitsInOpenRmas(reader: OpenRmasOfUnits) {
      openRmasOfUnits = reader;
    },
    ...reads,
    ...placement,
    ...lifecycle,
    ...orderUnits,
    ...picking,
    ...createUnitInstallation({ database, repository }),
    // An RMA's unit repaired and sent back on its repair order.
    ...createUnitRmaShipback({ database, repository, moveToZone: placement.moveToZone }),
    // Units received back on an RMA and inspected.
    ...createUnitReturns({ database, repository, bins }),
    /** Units delivered or shipped to customers per product in a span (the return rates). */
    soldUnitCounts: createUnitSalesRepository(database).soldUnitCounts,
    ...createUnitDevices({ database }),
    /** A receipt answers the orders waiting for its product, for the screen to offer them. */
    async receive(...args: Parameters<typeof placement.receive>) {
      const received = await placement.receive(...args);
      return { ...received, waiting_orders: await orderUnits.waitingOrders(args[1].product_id) };
    },
  };
}
