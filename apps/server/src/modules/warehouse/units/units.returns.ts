import {
  placeName,
  RMA_ADMIN_MESSAGES,
  RMA_RECEIVABLE_UNIT_STATUSES,
  type RmaInspectionResult,
  type UnitStatus,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../../lib/errors.ts';
import { MOVEMENT_OF, notFound, recorded, toMovement } from './units.mappers.ts';
import type { UnitsRepository } from './units.repository.ts';
import type { BinLookup } from '../locations/bins.ts';
import { placeInBin } from '../places.ts';

/** The RMA a unit comes back on: named on its movements. */
export type ReturnReference = { rmaId: number; rmaNumber: string; unitIdentifier: string };

const conflict = (message: string, code: string) => new DomainError('conflict', message, { code });

/**
 * Units that come back (ADR 0048): received into the returns zone's staging bin on
 * their RMA, then inspected back onto the shelf as refurbished, or damaged. Every change
 * follows UNIT_TRANSITIONS, writes a movement naming the RMA, and runs in the caller's
 * transaction (the RMA's step), its unit locked.
 */
export function createUnitReturns({
  database,
  repository,
  bins,
}: {
  database: DatabaseHandle;
  repository: UnitsRepository;
  bins: Pick<BinLookup, 'returnsBin'>;
}) {
  async function lockUnit(unitId: number) {
    const [unit] = await repository.lock([unitId]);
    if (!unit) throw notFound();
    return unit;
  }

  /** One status change of a unit on its RMA, where it is, with its movement. */
  async function moveUnit(
    unit: Awaited<ReturnType<typeof lockUnit>>,
    to: UnitStatus,
    orderId: number | null,
    rma: ReturnReference,
    reason: string,
    notes: string,
    actorId: number | null,
  ) {
    await repository.applyChanges(
      [{ id: unit.id, status: to, orderId, place: undefined, reason, method: 'manual' }],
      actorId,
    );
    await repository.insertMovements(
      [
        {
          unitId: unit.id,
          movementType: MOVEMENT_OF[to] ?? 'status_change',
          fromStatus: unit.status,
          toStatus: to,
          fromPlace: unit.place,
          toPlace: unit.place,
          referenceType: 'rma',
          referenceId: String(rma.rmaId),
          notes: notes || reason,
          reason,
          method: 'manual',
        },
      ],
      actorId,
    );
  }

  return {
    /**
     * A unit the customer had (shipped, delivered or installed) comes back on its RMA: it
     * becomes `returned` in the returns zone's staging bin, keeping its order for its history,
     * with a return_processing movement naming the RMA. Answers the bin's code.
     */
    async receiveReturn(
      unitId: number,
      rma: ReturnReference,
      actorId: number | null,
    ): Promise<{ place: string }> {
      return database.transaction(async () => {
        const unit = await lockUnit(unitId);
        if (!RMA_RECEIVABLE_UNIT_STATUSES.includes(unit.status))
          throw conflict(
            RMA_ADMIN_MESSAGES.unitNotOut(rma.unitIdentifier, unit.status),
            'UNIT_NOT_OUT',
          );
        const bin = await bins.returnsBin();
        const place = placeInBin(bin, '');
        const reason = `Received back on ${rma.rmaNumber}`;
        await repository.applyChanges(
          [
            {
              id: unit.id,
              status: 'returned',
              orderId: unit.orderId,
              place,
              reason,
              method: 'scan',
            },
          ],
          actorId,
        );
        await repository.insertMovements(
          [
            {
              unitId: unit.id,
              movementType: 'return_processing',
              fromStatus: unit.status,
              toStatus: 'returned',
              fromPlace: unit.place,
              toPlace: recorded(place, bin.zoneCode),
              referenceType: 'rma',
              referenceId: String(rma.rmaId),
              notes: reason,
              reason,
              method: 'scan',
            },
          ],
          actorId,
        );
        // "RET staging": the place as every screen names it.
        return {
          place:
            placeName({
              zone_code: bin.zoneCode,
              aisle: bin.aisle,
              rack: bin.rack,
              shelf: bin.shelf,
            }) ?? bin.locationCode,
        };
      });
    },

    /**
     * A returned unit inspected. Working (refurbished), it stays `returned` on its order in
     * the returns bin: it is still the customer's until the RMA is resolved (putReturnOnSale
     * or a repair moves it then). Damaged, it becomes `damaged` (never sellable), with a
     * movement naming the RMA.
     */
    async inspectReturn(
      unitId: number,
      rma: ReturnReference,
      result: RmaInspectionResult,
      notes: string,
      actorId: number | null,
    ): Promise<void> {
      await database.transaction(async () => {
        const unit = await lockUnit(unitId);
        if (unit.status !== 'returned')
          throw conflict(
            RMA_ADMIN_MESSAGES.unitNotReturned(rma.unitIdentifier, unit.status),
            'UNIT_NOT_RETURNED',
          );
        if (result === 'refurbished') return;
        const reason = `Inspected on ${rma.rmaNumber}: damaged`;
        await moveUnit(unit, 'damaged', unit.orderId, rma, reason, notes, actorId);
      });
    },

    /**
     * The RMA resolved with a refund or a replacement: a unit inspected as working, still
     * `returned`, goes on sale as `available` and refurbished, no longer its order's, in the
     * bin it waited in. Any other status (damaged, or moved by hand meanwhile) is left as it
     * is: this runs after the money moved, so it never refuses.
     */
    async putReturnOnSale(unitId: number, rma: ReturnReference, actorId: number | null) {
      await database.transaction(async () => {
        const unit = await lockUnit(unitId);
        if (unit.status !== 'returned') return;
        const reason = `Resolved ${rma.rmaNumber}: works, back to stock as refurbished`;
        await moveUnit(unit, 'available', null, rma, reason, '', actorId);
        await repository.markRefurbished(unit.id);
      });
    },

    /** A unit's whole history, oldest first: received, sold, shipped, installed, returned. */
    async unitHistory(unitId: number) {
      const { rows } = await repository.movements(unitId, 'asc', 500, 0);
      return rows.map(toMovement);
    },
  };
}
