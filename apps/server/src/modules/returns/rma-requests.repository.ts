import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, schema, type ExecutorSource } from '@shop/db';
import { OPEN_RMA_STATUSES, rmaNumber, type RmaStatus } from '@shop/contract';

const { rmas, rmaPhotos, rmaEvents } = schema;

export type NewRma = Omit<typeof rmas.$inferInsert, 'id' | 'rmaNumber' | 'status' | 'searchText'>;
export type RmaPhotoRow = typeof rmaPhotos.$inferSelect;

/** A customer's open RMA, as My devices shows it beside the unit. */
export type OpenRma = {
  id: number;
  rmaNumber: string;
  status: RmaStatus;
  unitId: number;
  orderId: number;
  orderNumber: string;
};

/**
 * The customer's side of the RMAs (ADR 0047): filing one with its photos and
 * first event, the customer's list, one RMA with its photos. Steps are rma-steps.repository's.
 */
export function createRmaRequestsRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  return {
    /** The customer's open RMAs: few per customer (one per unit at most), by rmas_customer_idx. */
    async openOfCustomer(customerId: number): Promise<OpenRma[]> {
      return (await ex()
        .select({
          id: rmas.id,
          rmaNumber: rmas.rmaNumber,
          status: rmas.status,
          unitId: rmas.unitId,
          orderId: rmas.orderId,
          orderNumber: rmas.orderNumber,
        })
        .from(rmas)
        .where(
          and(eq(rmas.customerId, customerId), inArray(rmas.status, [...OPEN_RMA_STATUSES])),
        )) as OpenRma[];
    },

    /**
     * Files the RMA: the row, then its number from its id and filing time (the contract's
     * rmaNumber), and the first event (requested, by the customer). In the caller's
     * transaction; the partial unique index refuses a second open RMA of the unit.
     */
    async insert(values: NewRma, actorName: string): Promise<{ id: number; rmaNumber: string }> {
      const [row] = await ex()
        .insert(rmas)
        .values({ ...values, rmaNumber: sql`'pending-' || gen_random_uuid()` })
        .returning({ id: rmas.id, createdAt: rmas.createdAt });
      const number = rmaNumber(row!.id, new Date(row!.createdAt));
      await ex().update(rmas).set({ rmaNumber: number }).where(eq(rmas.id, row!.id));
      await ex().insert(rmaEvents).values({
        rmaId: row!.id,
        fromStatus: null,
        toStatus: 'requested',
        byCustomer: true,
        userId: values.customerId,
        userName: actorName,
      });
      return { id: row!.id, rmaNumber: number };
    },

    async insertPhotos(
      rmaId: number,
      photos: { storageKey: string; width: number; height: number }[],
    ): Promise<void> {
      if (!photos.length) return;
      await ex()
        .insert(rmaPhotos)
        .values(photos.map((p, i) => ({ rmaId, position: i + 1, ...p })));
    },

    async countForCustomer(customerId: number): Promise<number> {
      const [row] = await ex()
        .select({ n: sql<number>`count(*)::int` })
        .from(rmas)
        .where(eq(rmas.customerId, customerId));
      return row?.n ?? 0;
    },

    /** A page of the customer's RMAs, newest first (rmas_customer_idx). */
    async listForCustomer(customerId: number, limit: number, offset: number) {
      return ex()
        .select({
          id: rmas.id,
          rmaNumber: rmas.rmaNumber,
          status: rmas.status,
          kind: rmas.kind,
          reason: rmas.reason,
          preferredOutcome: rmas.preferredOutcome,
          productName: rmas.productName,
          unitIdentifier: rmas.unitIdentifier,
          unitId: rmas.unitId,
          createdAt: rmas.createdAt,
          updatedAt: rmas.updatedAt,
        })
        .from(rmas)
        .where(eq(rmas.customerId, customerId))
        .orderBy(desc(rmas.createdAt), desc(rmas.id))
        .limit(limit)
        .offset(offset);
    },

    async photos(rmaId: number): Promise<RmaPhotoRow[]> {
      return ex()
        .select()
        .from(rmaPhotos)
        .where(eq(rmaPhotos.rmaId, rmaId))
        .orderBy(asc(rmaPhotos.position));
    },

    async photo(rmaId: number, position: number): Promise<RmaPhotoRow | undefined> {
      const [row] = await ex()
        .select()
        .from(rmaPhotos)
        .where(and(eq(rmaPhotos.rmaId, rmaId), eq(rmaPhotos.position, position)));
      return row;
    },

    /** The number of the order a replacement or repair ships on (the published orders view). */
    async orderNumber(orderId: number): Promise<string | null> {
      const [row] = await queryRows<{ n: string }>(
        database,
        sql`select order_number as n from orders_directory where id = ${orderId}`,
      );
      return row?.n ?? null;
    },
  };
}

export type RmaRequestsRepository = ReturnType<typeof createRmaRequestsRepository>;
