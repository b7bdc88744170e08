import { INSTALLATION_MESSAGES, UNIT_MESSAGES, type UnitStatus } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../../lib/errors.ts';
import type { UnitsRepository } from './units.repository.ts';
import { walkUnitSteps } from './units.steps.ts';

/**
 * How each unit an order holds becomes installed, through UNIT_TRANSITIONS only: assigned
 * (the technician brought it) and delivered go straight there, shipped is delivered first.
 * An installed unit stays; a unit outside the order's flow is not the order's any more.
 */
const INSTALL_STEPS: Partial<Record<UnitStatus, readonly UnitStatus[]>> = {
  assigned: ['installed'],
  shipped: ['delivered', 'installed'],
  delivered: ['installed'],
  installed: [],
};

/**
 * Units installed at the customer's address (ADR 0045). The only way a unit becomes
 * `installed`: the installation job of its own order is completed. The manual status change
 * refuses that status (units.lifecycle.ts).
 */
export function createUnitInstallation({
  database,
  repository,
}: {
  database: DatabaseHandle;
  repository: UnitsRepository;
}) {
  return {
    /**
     * Inside the caller's transaction (the job's completion): every unit the order holds
     * becomes installed, a movement per step, off the shelf (the bin counts follow by the
     * database's triggers). Refused whole (409 unitsNotReady) while the order is short of a
     * unit of a product kept as units. Answers how many units changed.
     */
    async installOrderUnits(
      orderId: number,
      actorId: number | null,
      job: { id: number; siteAddress: string },
    ): Promise<number> {
      return database.transaction(async () => {
        const order = await repository.lockOrder(orderId);
        if (!order) throw new DomainError('not_found', UNIT_MESSAGES.orderNotFound);
        const lines = await repository.orderLines(orderId);
        const tracked = new Set(await repository.trackedOf(lines.map((l) => l.productId)));
        if (lines.some((l) => tracked.has(l.productId) && l.held < l.need)) {
          throw new DomainError('conflict', INSTALLATION_MESSAGES.unitsNotReady, {
            code: 'UNITS_NOT_READY',
          });
        }
        // Where the unit now is: at the customer's site, named on its movements.
        const reason = `Installed at ${job.siteAddress}: installation ${job.id} of order ${order.orderNumber} completed`;
        const walking = (await repository.lockOrderUnits(orderId))
          .map((unit) => ({ unit, steps: INSTALL_STEPS[unit.status] ?? [] }))
          .filter((w) => w.steps.length > 0);
        await walkUnitSteps(repository, walking, {
          reason,
          reference: { type: 'installation', id: String(job.id) },
          method: 'system',
          actorId,
        });
        return walking.length;
      });
    },
  };
}
