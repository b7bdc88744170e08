import type { DatabaseHandle } from '@shop/db';
import { createTtlCache } from '../../../lib/ttl-cache.ts';
import type { BinLookup } from '../locations/bins.ts';
import { createUnitsRepository } from './units.repository.ts';
import { createUnitLifecycle, type OpenRmasOfUnits } from './units.lifecycle.ts';
import { createUnitPicking } from './units.picking.ts';
import { createUnitInstallation } from './units.installation.ts';
import { createUnitDevices } from './units.devices.ts';
import { createUnitPlacement } from './units.placement.ts';
import { createUnitReads } from './units.reads.ts';
import { createUnitReturns } from './units.returns.ts';
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
 * (units.placement.ts), the status lifecycle (units.lifecycle.ts) and picking (units.picking.ts),
 * with the orders waiting for units, installation, RMA returns and ship-backs, sales counts
 * and customers' devices beside them; each member below is named from its part. Zones and
 * bins are the locations area's: `bins` is its lookup (locations/bins.ts).
 */
export function createUnitsService({
  database,
  bins,
}: {
  database: DatabaseHandle;
  bins: Pick<BinLookup, 'zone' | 'bin' | 'binAt' | 'stagingBin' | 'returnsBin'>;
}) {
  /**
   * The open RMAs of units: the returns module, which uses the units, hands its reader in when
   * it is built (ADR 0065). Until one does, no unit is held by an RMA.
   */
  let openRmasOfUnits: OpenRmasOfUnits = async () => [];
  const repository = createUnitsRepository(database);
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
  const installation = createUnitInstallation({ database, repository });
  // An RMA's unit repaired and sent back on its repair order.
  const rmaShipback = createUnitRmaShipback({
    database,
    repository,
    moveToZone: placement.moveToZone,
  });
  // Units received back on an RMA and inspected.
  const returns = createUnitReturns({ database, repository, bins });
  const devices = createUnitDevices({ database });

  return {
    /** Hand-made status changes of units in these RMAs are refused (the returns module's). */
    holdUnitsInOpenRmas(reader: OpenRmasOfUnits) {
      openRmasOfUnits = reader;
    },
    // Reads (units.reads.ts).
    detail: reads.detail,
    stats: reads.stats,
    locationHistory: reads.locationHistory,
    list: reads.list,
    exportBatches: reads.exportBatches,
    atLocation: reads.atLocation,
    movements: reads.movements,
    // Placement (units.placement.ts).
    bulkMove: placement.bulkMove,
    move: placement.move,
    /** A receipt answers the orders waiting for its product, for the screen to offer them. */
    async receive(...args: Parameters<typeof placement.receive>) {
      const received = await placement.receive(...args);
      return { ...received, waiting_orders: await orderUnits.waitingOrders(args[1].product_id) };
    },
    // The status lifecycle, following orders (units.lifecycle.ts).
    assignToOrder: lifecycle.assignToOrder,
    assignableOrdersForUnit: lifecycle.assignableOrdersForUnit,
    followRefusal: lifecycle.followRefusal,
    followOrder: lifecycle.followOrder,
    changeStatus: lifecycle.changeStatus,
    bulkStatus: lifecycle.bulkStatus,
    // Orders waiting for units (units.waiting.ts).
    waitingOrders: orderUnits.waitingOrders,
    unitsOfOrders: orderUnits.unitsOfOrders,
    assignWaiting: orderUnits.assignWaiting,
    // Picking (units.picking.ts).
    byIdentifier: picking.byIdentifier,
    orderPicks: picking.orderPicks,
    pick: picking.pick,
    // Installation (units.installation.ts).
    installOrderUnits: installation.installOrderUnits,
    // RMA ship-backs (units.rma-shipback.ts) and returns (units.returns.ts).
    shipBackForRma: rmaShipback.shipBackForRma,
    receiveReturn: returns.receiveReturn,
    inspectReturn: returns.inspectReturn,
    putReturnOnSale: returns.putReturnOnSale,
    unitHistory: returns.unitHistory,
    /** Units delivered or shipped to customers per product in a span (the return rates). */
    soldUnitCounts: createUnitSalesRepository(database).soldUnitCounts,
    // Customers' devices (units.devices.ts).
    customerDevices: devices.customerDevices,
    siteDevices: devices.siteDevices,
    customerDevice: devices.customerDevice,
  };
}
