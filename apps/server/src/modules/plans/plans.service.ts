// The rules of this module, in words: docs/modules/plans.md
import {
  asCents,
  PLAN_MESSAGES,
  type AdminPlan,
  type Plan,
  type PlanUpdate,
  type PlanWrite,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError, uniqueClash } from '../../lib/errors.ts';
import { createPlansRepository, type PlanRow } from './plans.repository.ts';

export type PlansService = ReturnType<typeof createPlansService>;
export type { PlanRow } from './plans.repository.ts';

const notFound = () => new DomainError('not_found', PLAN_MESSAGES.notFound, { code: 'NOT_FOUND' });
const nameTaken = uniqueClash('name', PLAN_MESSAGES.nameTaken, 'plans_name_key');

/** A plan as the shop sells it. */
function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    monitoring: row.monitoring,
    maintenanceVisitsPerYear: row.maintenanceVisitsPerYear,
    responseHours: row.responseHours,
    extendedWarranty: row.extendedWarranty,
    monthlyPrice: asCents(row.monthlyPriceCents),
    yearlyPrice: row.yearlyPriceCents === null ? null : asCents(row.yearlyPriceCents),
    setupFee: asCents(row.setupFeeCents),
    minTermMonths: row.minTermMonths,
    taxable: row.taxable,
  };
}

/**
 * The plans the shop sells (ADR 0075). Staff who manage products add and change them and
 * retire them (a retired plan is sold no more; the subscriptions on it run on with the
 * figures they agreed to). A plan is never deleted: subscriptions and invoices name it.
 */
export function createPlansService({ database }: { database: DatabaseHandle }) {
  const repository = createPlansRepository(database);
  /** How many subscriptions each plan has that are not cancelled: the subscriptions module's count. */
  let countSubscriptions: () => Promise<Map<number, number>> = async () => new Map();

  async function toAdmin(rows: PlanRow[]): Promise<AdminPlan[]> {
    const counts = await countSubscriptions();
    return rows.map((row) => ({
      ...toPlan(row),
      status: row.status,
      position: row.position,
      subscriptions: counts.get(row.id) ?? 0,
      updatedAt: new Date(row.updatedAt).toISOString(),
    }));
  }

  return {
    /** The plans on sale. */
    listActive: async () => (await repository.list(true)).map(toPlan),

    listAll: async () => toAdmin(await repository.list(false)),

    /** Every plan's row, retired ones too (a page of subscriptions names them). */
    rows: () => repository.list(false),

    /** A plan by id, retired or not (a subscription's own plan); undefined when none. */
    find: (id: number, options: { lock?: boolean } = {}) => repository.find(id, options),

    /** A plan a customer may start now: on sale, else 404 (unknown) or 409 (retired). */
    async onSale(id: number, options: { lock?: boolean } = {}): Promise<PlanRow> {
      const row = await repository.find(id, options);
      if (!row) throw notFound();
      if (row.status !== 'active') {
        throw new DomainError('conflict', PLAN_MESSAGES.retired, { code: 'PLAN_RETIRED' });
      }
      return row;
    },

    async create(input: PlanWrite): Promise<AdminPlan> {
      const row = await database.transaction(() => repository.insert(input)).catch(nameTaken);
      return (await toAdmin([row]))[0]!;
    },

    async update(id: number, input: PlanUpdate): Promise<AdminPlan> {
      const row = await database.transaction(() => repository.update(id, input)).catch(nameTaken);
      if (!row) throw notFound();
      return (await toAdmin([row]))[0]!;
    },

    /** The demo plans, into a shop with no plan yet; true when they were written. */
    async seedEmpty(list: readonly PlanWrite[]): Promise<boolean> {
      return database.transaction(async () => {
        if ((await repository.count()) > 0) return false;
        for (const plan of list) await repository.insert(plan);
        return true;
      });
    },

    /** The subscriptions module tells how many subscriptions run on each plan. */
    countSubscriptionsWith(counter: () => Promise<Map<number, number>>) {
      countSubscriptions = counter;
    },
  };
}
