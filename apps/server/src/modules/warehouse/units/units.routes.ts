import type { FastifyInstance } from 'fastify';
import type { ProductUnit } from '@shop/contract';
import {
  assignWaitingUnits,
  bulkMoveUnits,
  bulkUpdateUnitStatus,
  exportUnitsCsv,
  getUnit,
  getUnitLocation,
  getUnitLocationHistory,
  getUnitStats,
  listAssignableOrders,
  listUnitMovements,
  listUnits,
  listUnitsAtLocation,
  moveUnit,
  receiveUnits,
  searchUnits,
  updateUnitStatus,
} from '@shop/contract/warehouse/endpoints';
import type { CsvColumn } from '../../../lib/csv.ts';
import { DomainError } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth-guards.ts';
import { serve } from '../../../plugins/endpoints.ts';
import type { UnitsService } from './units.service.ts';

const UNIT_CSV: CsvColumn<ProductUnit>[] = [
  { header: 'Unit ID', value: (u) => u.unit_identifier },
  { header: 'Product', value: (u) => u.product_name },
  { header: 'SKU', value: (u) => u.product_sku },
  { header: 'Status', value: (u) => u.status },
  { header: 'Order', value: (u) => u.order_number },
  { header: 'Zone', value: (u) => u.zone_code },
  { header: 'Aisle', value: (u) => u.aisle },
  { header: 'Rack', value: (u) => u.rack },
  { header: 'Shelf', value: (u) => u.shelf },
  { header: 'Location Code', value: (u) => u.location?.location_code ?? '' },
  { header: 'Price Snapshot', value: (u) => u.price_snapshot },
  { header: 'Received', value: (u) => u.created_at },
];

/** Product units (docs/modules/warehouse.md). Admins only. */
export async function unitRoutes(app: FastifyInstance, { units }: { units: UnitsService }) {
  serve(app, listUnits, async (request) => units.list(request.query));
  serve(app, searchUnits, async (request) => units.list(request.query));

  serve(app, getUnitStats, async () => units.stats());

  serve(app, exportUnitsCsv, async (request, reply) =>
    reply.sendCsv('product-units-export', UNIT_CSV, units.exportBatches(request.query)),
  );

  serve(app, bulkMoveUnits, async (request) =>
    units.bulkMove(currentUser(request).id, request.body.unitIds, request.body.location),
  );

  serve(app, getUnitLocationHistory, async (request) => ({
    success: true as const,
    history: await units.locationHistory(request.params.id),
  }));

  serve(app, receiveUnits, async (request) => units.receive(currentUser(request).id, request.body));

  serve(app, assignWaitingUnits, async (request) =>
    units.assignWaiting(currentUser(request).id, request.body.product_id),
  );

  serve(app, bulkUpdateUnitStatus, async (request) =>
    units.bulkStatus(currentUser(request).id, request.body),
  );

  serve(app, listUnitsAtLocation, async (request) => ({
    success: true as const,
    units: await units.atLocation(request.params.locationId),
  }));

  serve(app, getUnit, async (request) => units.detail(request.params.id));

  serve(app, listAssignableOrders, async (request) => ({
    success: true as const,
    orders: await units.assignableOrdersForUnit(request.params.id),
  }));

  serve(app, listUnitMovements, async (request) =>
    units.movements(
      request.params.id,
      request.query.order,
      request.query.page,
      request.query.limit,
    ),
  );

  serve(app, updateUnitStatus, async (request) =>
    units.changeStatus(currentUser(request).id, request.params.id, request.body),
  );

  serve(app, getUnitLocation, async (request) => {
    const { unit } = await units.detail(request.params.id);
    if (!unit.location)
      throw new DomainError('not_found', 'No location currently assigned to this unit.');
    return { success: true as const, location: unit.location };
  });

  serve(app, moveUnit, async (request) =>
    units.move(currentUser(request).id, request.params.id, request.body),
  );
}
