import {
  asCentsOrNull,
  canMoveRma,
  paginationOf,
  placeName,
  RMA_ADMIN_MESSAGES,
  RMA_NUMBER_PATTERN,
  type AdminRmaDetail,
  type AdminRmasQuery,
  type RmaInspectionResult,
  type RmaStatus,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import { refundInterrupted } from '../../lib/refund-claims.ts';
import type { MailService } from '../mail/mail.service.ts';
import { rmaApprovedMail, rmaRejectedMail } from '../mail/rma-queue.templates.ts';
import type { UnitsService } from '../warehouse/units/units.service.ts';
import { createRmaQueueRepository, type RmaListRow } from './rma-queue.repository.ts';
import { createRmaStepsRepository, type RmaActor, type RmaRow } from './rma-steps.repository.ts';
import { refusedStep, takeRmaStep } from './rma-steps.ts';

export type RmaQueueService = ReturnType<typeof createRmaQueueService>;

/** A member of staff taking a step: their id and name as the event keeps it. */
export type StaffActor = { userId: number; userName: string | null };

const iso = (at: Date | string | null): string | null =>
  at === null ? null : new Date(at).toISOString();

const notFound = () =>
  new DomainError('not_found', RMA_ADMIN_MESSAGES.notFound, { code: 'NOT_FOUND' });

/** The photo route another part serves (to staff): by the RMA and the photo's position. */
export const rmaPhotoUrl = (rmaId: number, position: number) =>
  `/api/admin/rmas/${rmaId}/photos/${position}`;

/** Whether a scanned code names this RMA: its number (the return label) or its unit's label. */
export function codeMatchesRma(
  code: string,
  rma: { rmaNumber: string; unitIdentifier: string },
): boolean {
  const text = code.trim();
  const upper = text.toUpperCase();
  return (
    upper === rma.rmaNumber ||
    text === rma.unitIdentifier ||
    upper === rma.unitIdentifier.toUpperCase()
  );
}

/**
 * The staff's RMA queue up to inspection (ADR 0048): the list and its
 * counts, an RMA's whole detail, and the steps approve, reject, receive and inspect. Each
 * step locks the RMA's row, goes through takeRmaStep (RMA_TRANSITIONS is the only rule) and
 * moves the unit through the warehouse's service in the same transaction; decisions are
 * e-mailed through the outbox in it.
 */
export function createRmaQueueService(deps: {
  database: DatabaseHandle;
  units: Pick<
    UnitsService,
    'receiveReturn' | 'inspectReturn' | 'unitHistory' | 'detail' | 'byIdentifier'
  >;
  mail: Pick<MailService, 'queue' | 'kick'>;
  publicUrl: string;
}) {
  const { database, units, mail, publicUrl } = deps;
  const repository = createRmaQueueRepository(database);
  const steps = createRmaStepsRepository(database);

  const toRow = (r: RmaListRow) => ({
    ...r,
    kind: r.kind as AdminRmaDetail['kind'],
    preferredOutcome: r.preferredOutcome as AdminRmaDetail['preferredOutcome'],
    createdAt: iso(r.createdAt)!,
  });

  async function detail(id: number): Promise<AdminRmaDetail> {
    const rma = await steps.find(id);
    if (!rma) throw notFound();
    const [extras, events, photos, unit, history] = await Promise.all([
      repository.extras(id),
      steps.events(id),
      repository.photos(id),
      units.detail(rma.unitId),
      units.unitHistory(rma.unitId),
    ]);
    const x = extras!;
    return {
      id: rma.id,
      rmaNumber: rma.rmaNumber,
      status: rma.status as RmaStatus,
      kind: rma.kind as AdminRmaDetail['kind'],
      reason: rma.reason as AdminRmaDetail['reason'],
      description: rma.description,
      preferredOutcome: rma.preferredOutcome as AdminRmaDetail['preferredOutcome'],
      customerId: rma.customerId,
      customerName: rma.customerName,
      customerEmail: rma.customerEmail,
      unitId: rma.unitId,
      unitIdentifier: rma.unitIdentifier,
      productId: rma.productId,
      productName: rma.productName,
      orderId: rma.orderId,
      orderNumber: rma.orderNumber,
      orderItemId: rma.orderItemId,
      deliveredOn: rma.deliveredOn,
      warrantyEndsOn: rma.warrantyEndsOn,
      decisionNote: rma.decisionNote,
      approvedAt: iso(rma.approvedAt),
      approvedBy: x.approvedByName,
      rejectedAt: iso(rma.rejectedAt),
      rejectedBy: x.rejectedByName,
      withdrawnAt: iso(rma.withdrawnAt),
      receivedAt: iso(rma.receivedAt),
      receivedBy: x.receivedByName,
      inspectionResult: rma.inspectionResult as AdminRmaDetail['inspectionResult'],
      inspectionNotes: rma.inspectionNotes,
      inspectedAt: iso(rma.inspectedAt),
      inspectedBy: x.inspectedByName,
      resolution: rma.resolution as AdminRmaDetail['resolution'],
      resolutionNote: rma.resolutionNote,
      resolvedAt: iso(rma.resolvedAt),
      resolvedBy: x.resolvedByName,
      resolutionOrderId: rma.resolutionOrderId,
      resolutionOrderNumber: x.resolutionOrderNumber,
      refund: asCentsOrNull(rma.refundCents),
      refundTax: asCentsOrNull(rma.refundTaxCents),
      refundStartedAt: iso(rma.refundStartedAt),
      refundInterrupted: rma.refundedAt === null && refundInterrupted(rma.refundStartedAt),
      refundedAt: iso(rma.refundedAt),
      createdAt: iso(rma.createdAt)!,
      updatedAt: iso(rma.updatedAt)!,
      daysOpen: x.daysOpen,
      events: events.map((e) => ({
        id: e.id,
        fromStatus: e.fromStatus as RmaStatus | null,
        toStatus: e.toStatus as RmaStatus,
        note: e.note,
        byCustomer: e.byCustomer,
        userName: e.userName,
        createdAt: iso(e.createdAt)!,
      })),
      photos: photos.map((p) => ({ ...p, url: rmaPhotoUrl(id, p.position) })),
      customer:
        x.customerEmailNow === null
          ? null
          : {
              id: rma.customerId,
              name: x.customerNameNow ?? rma.customerName,
              email: x.customerEmailNow,
            },
      order: {
        id: rma.orderId,
        orderNumber: x.orderNumberNow,
        status: x.orderStatus as AdminRmaDetail['order']['status'],
      },
      unit: {
        id: unit.unit.id,
        unitIdentifier: unit.unit.unit_identifier,
        status: unit.unit.status,
        location: placeName(unit.unit),
        history,
      },
    };
  }

  /**
   * One staff step of an RMA in one transaction: the row locked, the step refused (409) unless
   * RMA_TRANSITIONS allows it, then `work` (the unit's move, the mail) and the step itself.
   */
  async function step(
    id: number,
    to: RmaStatus,
    work: (rma: RmaRow) => Promise<Parameters<typeof takeRmaStep>[3]>,
  ): Promise<RmaRow> {
    return database.transaction(async () => {
      const rma = await steps.lock(id);
      if (!rma) throw notFound();
      if (!canMoveRma(rma.status as RmaStatus, to)) throw refusedStep(rma.status as RmaStatus, to);
      return takeRmaStep(steps, rma, to, await work(rma));
    });
  }

  const staff = (actor: StaffActor): RmaActor => ({ kind: 'staff', ...actor });
  const customerLink = (id: number) => `${publicUrl}/dashboard/returns/${id}`;
  const decisionMail = (rma: RmaRow, note: string) => ({
    customerName: rma.customerName,
    rmaNumber: rma.rmaNumber,
    productName: rma.productName,
    unitIdentifier: rma.unitIdentifier,
    note,
    link: customerLink(rma.id),
  });

  return {
    async list(query: AdminRmasQuery) {
      const { page, limit, sort, ...filters } = query;
      const { rows, total } = await repository.list(filters, sort, limit, (page - 1) * limit);
      return { rmas: rows.map(toRow), pagination: paginationOf(page, limit, total) };
    },

    stats: () => repository.stats(),

    /**
     * The warehouse's hold on its hand-made status changes (units.lifecycle): a unit in an
     * open RMA moves only through the RMA's steps (receive, inspect, resolve).
     */
    openRmasOfUnits: (unitIds: number[]) => repository.openByUnits(unitIds),

    get: detail,

    /**
     * The open RMA a scanned code belongs to: an RMA number (the return label's QR) or a
     * unit's identifier (its own label's QR); 404 when none.
     */
    async lookup(code: string) {
      const text = code.trim();
      const upper = text.toUpperCase();
      if (RMA_NUMBER_PATTERN.test(upper)) {
        const rma = await repository.openByNumber(upper);
        if (rma) return rma;
      }
      const unit = await units.byIdentifier(text);
      const rma = unit && (await repository.openByUnit(unit.id));
      if (!rma) throw new DomainError('not_found', RMA_ADMIN_MESSAGES.noOpenRma);
      return rma;
    },

    /** Requested -> approved, the customer e-mailed the return instructions and their link. */
    async approve(id: number, note: string, actor: StaffActor) {
      const rma = await step(id, 'approved', async (rma) => {
        await mail.queue(rma.customerEmail, (shop) =>
          rmaApprovedMail(shop, decisionMail(rma, note)),
        );
        return {
          actor: staff(actor),
          note: note || null,
          columns: {
            approvedAt: new Date(),
            approvedBy: actor.userId,
            decisionNote: note || null,
          },
        };
      });
      void mail.kick();
      return { rma: await detail(id), message: RMA_ADMIN_MESSAGES.approved(rma.rmaNumber) };
    },

    /**
     * Requested -> rejected with the reason, e-mailed to the customer; or approved -> rejected,
     * closing an RMA whose unit never came back (the e-mail says it was closed).
     */
    async reject(id: number, reason: string, actor: StaffActor) {
      const rma = await step(id, 'rejected', async (rma) => {
        const afterApproval = rma.status === 'approved';
        await mail.queue(rma.customerEmail, (shop) =>
          rmaRejectedMail(shop, { ...decisionMail(rma, reason), afterApproval }),
        );
        return {
          actor: staff(actor),
          note: reason,
          columns: { rejectedAt: new Date(), rejectedBy: actor.userId, decisionNote: reason },
        };
      });
      void mail.kick();
      return { rma: await detail(id), message: RMA_ADMIN_MESSAGES.rejected(rma.rmaNumber) };
    },

    /**
     * Approved -> received by scanning the return label (the RMA's number) or the unit's own
     * label: the unit becomes returned in the returns zone's staging bin. Another code is 409.
     */
    async receive(id: number, code: string, actor: StaffActor) {
      let bin = '';
      const rma = await step(id, 'received', async (rma) => {
        if (!codeMatchesRma(code, rma))
          throw new DomainError(
            'conflict',
            RMA_ADMIN_MESSAGES.wrongCode(rma.rmaNumber, rma.unitIdentifier),
            { code: 'RMA_CODE_MISMATCH' },
          );
        bin = (
          await units.receiveReturn(
            rma.unitId,
            { rmaId: rma.id, rmaNumber: rma.rmaNumber, unitIdentifier: rma.unitIdentifier },
            actor.userId,
          )
        ).place;
        return {
          actor: staff(actor),
          note: `Received into ${bin}`,
          columns: { receivedAt: new Date(), receivedBy: actor.userId },
        };
      });
      return { rma: await detail(id), message: RMA_ADMIN_MESSAGES.received(rma.rmaNumber, bin) };
    },

    /**
     * Received -> inspected, with staff's notes: a working unit (refurbished) stays returned on
     * its order until the resolution moves it; a damaged one becomes damaged.
     */
    async inspect(
      id: number,
      input: { result: RmaInspectionResult; notes: string },
      actor: StaffActor,
    ) {
      const rma = await step(id, 'inspected', async (rma) => {
        await units.inspectReturn(
          rma.unitId,
          { rmaId: rma.id, rmaNumber: rma.rmaNumber, unitIdentifier: rma.unitIdentifier },
          input.result,
          input.notes,
          actor.userId,
        );
        return {
          actor: staff(actor),
          note: input.notes || null,
          columns: {
            inspectionResult: input.result,
            inspectionNotes: input.notes || null,
            inspectedAt: new Date(),
            inspectedBy: actor.userId,
          },
        };
      });
      return { rma: await detail(id), message: RMA_ADMIN_MESSAGES.inspected(rma.rmaNumber) };
    },
  };
}
