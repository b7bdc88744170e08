import {
  asCents,
  asCentsOrNull,
  canMoveRma,
  RMA_RESOLUTION_MESSAGES,
  type RmaRefundPreview,
  type RmaResolution,
  type RmaResolutionResult,
  type RmaStatus,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import { attemptKey, refundRunning } from '../../lib/refund-claims.ts';
import type { MailService } from '../mail/mail.service.ts';
import { rmaResolvedMail, type RmaResolvedMailInput } from '../mail/rma-resolution.templates.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { UnitsService } from '../warehouse/units/units.service.ts';
import { createRmaResolutionRepository } from './rma-resolution.repository.ts';
import { createRmaStepsRepository, type RmaRow } from './rma-steps.repository.ts';
import { refusedStep, takeRmaStep, type RmaActor } from './rma-steps.ts';

export type RmaResolutionService = ReturnType<typeof createRmaResolutionService>;

/** Who resolves: a member of staff allowed to manage orders (the route's guard). */
export type ResolvingStaff = { id: number; name: string | null };

const notFound = () => new DomainError('not_found', RMA_RESOLUTION_MESSAGES.notFound);

/** A replacement or repair order is paid with nothing: no card. */
const NO_CARD = { brand: null, last4: null };

/** The idempotency key of an RMA's refund attempt (sent per payment as `<key>-<intent>`). */
export const refundKey = (rmaId: number, attempt: number) => attemptKey(`rma-${rmaId}`, attempt);

/**
 * Resolving an inspected RMA (ADR 0049): refund the unit's line, send a
 * replacement on a zero-price order, or send the same unit back repaired on one. The RMA's
 * step (inspected -> resolved) goes through takeRmaStep; the order, the payment, the stock
 * and the unit through their owners' services.
 *
 * A refund moves money once: transaction 1 locks the RMA and claims it (refund_started_at)
 * with its order, the provider is called outside any transaction with the RMA's idempotency
 * key, and transaction 2 takes the step and records the refund. A refusal by the provider
 * gives the claims back and records nothing; the next try is a new attempt with its own key.
 * No answer gives the claims back too, but the next try sends the same key: if the money did
 * move, the provider answers that refund again instead of making a second. A process that
 * stops between the provider and transaction 2 leaves the claims, which stop blocking after
 * STALE_REFUND_MS (the detail says the refund was interrupted), and resolving again finishes
 * it the same way.
 */
export function createRmaResolutionService({
  database,
  orders,
  payments,
  units,
  mail,
  publicUrl,
}: {
  database: DatabaseHandle;
  orders: Pick<
    OrdersService,
    | 'rmaRefundPreview'
    | 'claimRmaRefund'
    | 'releaseRmaRefund'
    | 'recordRmaRefund'
    | 'rmaOrderPlan'
    | 'placeOrder'
  >;
  payments: Pick<PaymentsService, 'refundParts' | 'recordPartRefunds' | 'provider'>;
  units: Pick<UnitsService, 'shipBackForRma' | 'putReturnOnSale'>;
  mail: Pick<MailService, 'queue' | 'kick'>;
  publicUrl: string;
}) {
  const steps = createRmaStepsRepository(database);
  const repository = createRmaResolutionRepository(database);
  const lineOf = (rma: RmaRow) => ({ orderItemId: rma.orderItemId, productId: rma.productId });
  const actorOf = (staff: ResolvingStaff): RmaActor => ({
    kind: 'staff',
    userId: staff.id,
    userName: staff.name,
  });

  /**
   * Inside a transaction: the RMA locked, at a status that may be resolved, not refunding. An
   * interrupted refund (claimed, never recorded, older than STALE_REFUND_MS) does not block:
   * resolving again finishes it with the same attempt's key.
   */
  async function lockResolvable(id: number, resolution: RmaResolution): Promise<RmaRow> {
    const rma = await steps.lock(id);
    if (!rma) throw notFound();
    const status = rma.status as RmaStatus;
    if (!canMoveRma(status, 'resolved')) throw refusedStep(status, 'resolved');
    if (refundRunning(rma.refundStartedAt)) {
      throw new DomainError('conflict', RMA_RESOLUTION_MESSAGES.refundUnderWay, {
        code: 'REFUND_IN_PROGRESS',
      });
    }
    // An interrupted refund may have given the money back: it is finished, not replaced.
    if (rma.refundStartedAt && resolution !== 'refund') {
      throw new DomainError('conflict', RMA_RESOLUTION_MESSAGES.refundToFinish, {
        code: 'REFUND_INTERRUPTED',
      });
    }
    return rma;
  }

  /**
   * Inside the step's transaction of a refund or a replacement: the customer's unit, inspected
   * as working, goes on sale (refurbished) only now; a damaged one stays damaged.
   */
  async function releaseUnit(rma: RmaRow, staff: ResolvingStaff) {
    if (rma.inspectionResult !== 'refurbished') return;
    await units.putReturnOnSale(
      rma.unitId,
      { rmaId: rma.id, rmaNumber: rma.rmaNumber, unitIdentifier: rma.unitIdentifier },
      staff.id,
    );
  }

  /** Inside the step's transaction: the customer's e-mail, sent after the commit. */
  async function tellCustomer(
    rma: RmaRow,
    outcome:
      | { resolution: 'refund'; amountCents: number; taxCents: number }
      | { resolution: 'replace' | 'repair'; orderNumber: string },
    note: string | null,
  ) {
    const input: RmaResolvedMailInput = {
      customerName: rma.customerName,
      rmaNumber: rma.rmaNumber,
      productName: rma.productName,
      serial: rma.unitIdentifier,
      link: `${publicUrl}/dashboard/returns/${rma.id}`,
      note,
      ...outcome,
    };
    await mail.queue(rma.customerEmail, (shop) => rmaResolvedMail(shop, input));
  }

  function answer(
    rma: RmaRow,
    order: { orderNumber: string } | null,
    message: string,
  ): { message: string; resolution: RmaResolutionResult } {
    return {
      message,
      resolution: {
        id: rma.id,
        rmaNumber: rma.rmaNumber,
        status: rma.status as RmaStatus,
        resolution: rma.resolution as RmaResolution,
        resolutionNote: rma.resolutionNote,
        resolvedAt: (rma.resolvedAt ?? new Date()).toISOString(),
        refund: asCentsOrNull(rma.refundCents),
        refundTax: asCentsOrNull(rma.refundTaxCents),
        resolutionOrderId: rma.resolutionOrderId,
        resolutionOrderNumber: order?.orderNumber ?? null,
      },
    };
  }

  async function refund(staff: ResolvingStaff, id: number, note: string | null) {
    const claim = await database.transaction(async () => {
      const rma = await lockResolvable(id, 'refund');
      const figures = await orders.claimRmaRefund(rma.orderId, lineOf(rma));
      await repository.setRefundStarted(id, new Date());
      return { orderId: rma.orderId, attempt: rma.refundAttempt, ...figures };
    });

    let parts: { intentId: string; amountCents: number }[];
    try {
      parts = await payments.refundParts({
        intentIds: claim.intentIds,
        amountCents: claim.amountCents,
        key: refundKey(id, claim.attempt),
      });
    } catch (err) {
      const declined = err instanceof PaymentProviderError && err.declined;
      await database.transaction(async () => {
        if (declined) await repository.releaseDeclinedRefund(id);
        else await repository.setRefundStarted(id, null);
        await orders.releaseRmaRefund(claim.orderId);
      });
      if (!(err instanceof PaymentProviderError)) throw err;
      throw new DomainError(
        'unavailable',
        declined ? RMA_RESOLUTION_MESSAGES.refundFailed : RMA_RESOLUTION_MESSAGES.refundUnanswered,
        { code: declined ? 'REFUND_FAILED' : 'REFUND_UNANSWERED' },
      );
    }

    const resolved = await database.transaction(async () => {
      const rma = (await steps.lock(id))!;
      const now = new Date();
      const moved = await takeRmaStep(steps, rma, 'resolved', {
        actor: actorOf(staff),
        note,
        columns: {
          resolution: 'refund',
          resolutionNote: note,
          resolvedAt: now,
          resolvedBy: staff.id,
          refundCents: claim.amountCents,
          refundTaxCents: claim.taxCents,
          refundedAt: now,
        },
      });
      await payments.recordPartRefunds(parts);
      await releaseUnit(rma, staff);
      await orders.recordRmaRefund(rma.orderId, {
        amountCents: claim.amountCents,
        rmaNumber: rma.rmaNumber,
        actorId: staff.id,
      });
      await tellCustomer(
        rma,
        { resolution: 'refund', amountCents: claim.amountCents, taxCents: claim.taxCents },
        note,
      );
      return moved;
    });
    return answer(
      resolved,
      null,
      RMA_RESOLUTION_MESSAGES.refunded(asCents(claim.amountCents), resolved.rmaNumber),
    );
  }

  /**
   * A replacement (a new unit, stock taken as a paid order takes it, or the order waits for
   * one) or a repair (the same unit), on a zero-price order placed in the step's transaction.
   */
  async function sendOut(
    staff: ResolvingStaff,
    id: number,
    resolution: 'replace' | 'repair',
    note: string | null,
  ) {
    const { rma, order } = await database.transaction(async () => {
      const locked = await lockResolvable(id, resolution);
      const type = resolution === 'replace' ? 'replacement' : 'repair';
      // The order's payment reference names the RMA: one order per RMA (ADR 0062).
      const payment = {
        key: `rma:${locked.rmaNumber}:${type}`,
        provider: payments.provider,
        card: NO_CARD,
      };
      const placed = await orders.placeOrder(payment, async () => ({
        ...(await orders.rmaOrderPlan({
          type,
          rmaId: locked.id,
          rmaNumber: locked.rmaNumber,
          unitIdentifier: locked.unitIdentifier,
          fromOrderId: locked.orderId,
          line: lineOf(locked),
        })),
        // As checkout: the stock first, then a unit; without one the order waits for stock.
        // A repair takes none: the customer's own unit goes back.
        stock:
          resolution === 'replace'
            ? { from: 'shop', whenShort: 'wait', assignedBy: staff.id }
            : null,
        followUps: [
          resolution === 'replace'
            ? // After the replacement took its unit: the returned one is not sent back as it.
              () => releaseUnit(locked, staff)
            : (made) =>
                units.shipBackForRma({
                  unitId: locked.unitId,
                  serial: locked.unitIdentifier,
                  orderId: made.id,
                  rma: { id: locked.id, rmaNumber: locked.rmaNumber },
                  actorId: staff.id,
                }),
        ],
      }));
      if (!placed.created) {
        throw new DomainError('conflict', RMA_RESOLUTION_MESSAGES.orderMade(locked.rmaNumber), {
          code: 'RMA_ORDER_EXISTS',
        });
      }
      const order = { id: placed.id, orderNumber: placed.orderNumber };
      const moved = await takeRmaStep(steps, locked, 'resolved', {
        actor: actorOf(staff),
        note,
        columns: {
          resolution,
          resolutionNote: note,
          resolvedAt: new Date(),
          resolvedBy: staff.id,
          resolutionOrderId: order.id,
        },
      });
      await tellCustomer(locked, { resolution, orderNumber: order.orderNumber }, note);
      return { rma: moved, order };
    });
    return answer(
      rma,
      order,
      resolution === 'replace'
        ? RMA_RESOLUTION_MESSAGES.replaced(order.orderNumber)
        : RMA_RESOLUTION_MESSAGES.repaired(order.orderNumber),
    );
  }

  return {
    /** What refunding the RMA's unit would give back now, and what is left on its order. */
    async refundPreview(id: number): Promise<RmaRefundPreview> {
      const rma = await steps.find(id);
      if (!rma) throw notFound();
      const figures = await orders.rmaRefundPreview(rma.orderId, lineOf(rma));
      return {
        rmaId: rma.id,
        orderNumber: figures.orderNumber,
        unitPrice: asCents(figures.unitPriceCents),
        amount: asCents(figures.amountCents),
        tax: asCents(figures.taxCents),
        refundable: asCents(figures.refundableCents),
        refusal: figures.refusal,
      };
    },

    /** POST /admin/rmas/{id}/resolve: staff choose any resolution, whatever was asked. */
    async resolve(
      staff: ResolvingStaff,
      id: number,
      input: { resolution: RmaResolution; note: string | null },
    ) {
      const done =
        input.resolution === 'refund'
          ? await refund(staff, id, input.note)
          : await sendOut(staff, id, input.resolution, input.note);
      void mail.kick();
      return done;
    },
  };
}
