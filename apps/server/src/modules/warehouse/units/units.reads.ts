import {
  HIDDEN_UNIT_STATUS,
  UNIT_MESSAGES,
  locationMoveKind,
  type LocationHistoryEntry,
  type ProductUnit,
  type UnitsQuery,
  warehousePage,
} from '@shop/contract';
import { DomainError } from '../../../lib/errors.ts';
import type { TtlCache } from '../../../lib/ttl-cache.ts';
import type { UnitsRepository } from './units.repository.ts';
import type { BinLookup } from '../locations/bins.ts';
import { iso, notFound, placeText, toMovement, toUnit } from './units.mappers.ts';

/** The units' reads: a unit with its last movements, the list, the export, stats and histories. */
export function createUnitReads({
  repository,
  bins,
  heavyStats,
}: {
  repository: UnitsRepository;
  bins: Pick<BinLookup, 'bin'>;
  heavyStats: TtlCache<Awaited<ReturnType<UnitsRepository['heavyStats']>>>;
}) {
  async function detail(id: number) {
    const row = await repository.find(id);
    if (!row) throw notFound();
    const { rows } = await repository.movements(id, 'desc', 10, 0);
    // What the unit counts for on its order: that product's ordered and held units.
    const line =
      row.orderId !== null
        ? (await repository.orderLines(row.orderId)).find((l) => l.productId === row.productId)
        : undefined;
    return {
      success: true as const,
      unit: toUnit(row),
      movements: rows.map(toMovement),
      order_units: line ? { ordered: line.need, assigned: line.held } : null,
    };
  }

  return {
    detail,

    async stats() {
      const s = {
        ...(await repository.stats()),
        // Two passes over every unit: kept for 30 s (a dashboard figure, not a count to act on).
        ...(await heavyStats.get('all', () => repository.heavyStats())),
      };
      return {
        success: true as const,
        stats: {
          // Voided units are receipts' mistakes: in the breakdown, not in the total.
          totalUnits: s.byStatus.reduce(
            (n, r) => (r.status === HIDDEN_UNIT_STATUS ? n : n + r.n),
            0,
          ),
          statusBreakdown: Object.fromEntries(s.byStatus.map((r) => [r.status, r.n])),
          productBreakdown: s.byProduct,
          recentMovements: s.recent.map((m) => ({
            ...toMovement(m),
            unit_identifier: m.unitIdentifier,
          })),
          unitsThisMonth: s.unitsThisMonth,
        },
      };
    },

    /** The export's batches with the list's filters (its sort is by id). */
    async *exportBatches(query: UnitsQuery): AsyncGenerator<ProductUnit[]> {
      const batches = repository.batches({
        status: query.status,
        productId: query.product_id,
        zoneId: query.zone_id,
        orderId: query.order_id,
        search: query.search || undefined,
      });
      for await (const batch of batches) yield batch.map(toUnit);
    },

    /**
     * The location history (docs/modules/warehouse.md#tables): every place change with its kind,
     * newest first.
     */
    async locationHistory(id: number): Promise<LocationHistoryEntry[]> {
      if (!(await repository.find(id))) throw notFound();
      const rows = await repository.placeMovements(id);
      return rows
        .map((m) => ({
          id: m.id,
          moved_at: iso(m.createdAt)!,
          movement_kind: locationMoveKind(m.fromPlace, m.toPlace),
          old_zone: m.fromPlace?.zoneCode ?? null,
          new_zone: m.toPlace?.zoneCode ?? null,
          old_aisle: m.fromPlace?.aisle ?? null,
          new_aisle: m.toPlace?.aisle ?? null,
          old_rack: m.fromPlace?.rack ?? null,
          new_rack: m.toPlace?.rack ?? null,
          old_shelf: m.fromPlace?.shelf ?? null,
          new_shelf: m.toPlace?.shelf ?? null,
          old_x_coordinate: m.fromPlace?.x ?? null,
          new_x_coordinate: m.toPlace?.x ?? null,
          old_y_coordinate: m.fromPlace?.y ?? null,
          new_y_coordinate: m.toPlace?.y ?? null,
          old_z_coordinate: m.fromPlace?.z ?? null,
          new_z_coordinate: m.toPlace?.z ?? null,
          old_location_string: placeText(m.fromPlace),
          new_location_string: placeText(m.toPlace),
          changed_by_name: m.actorName,
          movement_reason: m.reason,
        }))
        .reverse();
    },

    async list(query: UnitsQuery) {
      const { rows, total, truncated } = await repository.list(
        {
          status: query.status,
          productId: query.product_id,
          zoneId: query.zone_id,
          orderId: query.order_id,
          search: query.search || undefined,
        },
        query.sort,
        query.order,
        query.limit,
        (query.page - 1) * query.limit,
      );
      return {
        success: true as const,
        units: rows.map(toUnit),
        pagination: warehousePage(query.page, query.limit, total),
        truncated,
      };
    },

    async atLocation(locationId: number) {
      if (!(await bins.bin(locationId)))
        throw new DomainError('not_found', UNIT_MESSAGES.locationMissing);
      const { rows } = await repository.list({ locationId }, 'created_at', 'desc', 5000, 0);
      return rows.map(toUnit);
    },

    async movements(id: number, order: 'asc' | 'desc', page: number, limit: number) {
      if (!(await repository.find(id))) throw notFound();
      const { rows, total } = await repository.movements(id, order, limit, (page - 1) * limit);
      return {
        success: true as const,
        movements: rows.map(toMovement),
        pagination: warehousePage(page, limit, total),
      };
    },
  };
}

export type UnitReads = ReturnType<typeof createUnitReads>;
