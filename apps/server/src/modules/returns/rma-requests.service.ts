// The rules of this module, in words: docs/modules/returns.md
import {
  asCentsOrNull,
  canMoveRma,
  customerStepNote,
  paginationOf,
  RMA_REQUEST_MESSAGES,
  type CustomerRma,
  type CustomerRmasQuery,
  type CustomerRmaSummary,
  type RmaInspectionResult,
  type RmaKind,
  type RmaOutcome,
  type RmaReason,
  type RmaRequest,
  type RmaResolution,
  type RmaStatus,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { rmaRequestedMail } from '../mail/rma-request.templates.ts';
import type { UsersService } from '../users/users.service.ts';
import type { UnitsService } from '../warehouse/units/units.service.ts';
import {
  coverOf,
  deviceNotFound,
  deviceTerms,
  type WarrantyCoverReader,
} from './devices.service.ts';
import { createRmaPhotos } from './rma-photos.ts';
import { createRmaRequestsRepository } from './rma-requests.repository.ts';
import { createRmaSettingsRepository } from './rma-settings.repository.ts';
import { createRmaStepsRepository, type RmaRow } from './rma-steps.repository.ts';
import { takeRmaStep } from './rma-steps.ts';

export type RmaRequestsService = ReturnType<typeof createRmaRequestsService>;

/** Who files or withdraws: the signed-in customer. */
export type CustomerActor = { id: number; name: string };

/**
 * The statuses in which the return label may be printed: from filing on (the confirmation
 * links it), never once rejected or withdrawn. Receiving still needs approval.
 */
const LABEL_STATUSES: readonly RmaStatus[] = [
  'requested',
  'approved',
  'received',
  'inspected',
  'resolved',
];

const rmaNotFound = () =>
  new DomainError('not_found', RMA_REQUEST_MESSAGES.notFound, { code: 'RMA_NOT_FOUND' });

const openRequest = () =>
  new DomainError('conflict', RMA_REQUEST_MESSAGES.openRequest, {
    code: 'RMA_OPEN',
    fields: { unitId: RMA_REQUEST_MESSAGES.openRequest },
  });

const refused = (field: string, message: string, code: string) =>
  new DomainError('conflict', message, { code, fields: { [field]: message } });

/**
 * The customer's returns and warranty claims (ADR 0047). A request names a
 * unit sold to the customer (any other is "not found", the same words whether it exists or
 * not), inside the return window for a return or a refund, inside warranty for a claim, and
 * one open RMA per unit (the partial unique index decides a race). Photos are checked and
 * stored before the one transaction that writes the RMA, its photos, its first event and the
 * queued e-mail, and removed again if that transaction fails.
 */
export function createRmaRequestsService(deps: {
  database: DatabaseHandle;
  storage: FileStorage;
  units: Pick<UnitsService, 'customerDevice'>;
  users: Pick<UsersService, 'findById'>;
  mail: Pick<MailService, 'queue' | 'kick'>;
  documents: Pick<DocumentsService, 'rmaLabel'>;
  publicUrl: string;
  today: () => string;
  /** The customer's plan covers: a covered device's warranty claim stays open. */
  covers?: WarrantyCoverReader;
}) {
  const { database } = deps;
  const requests = createRmaRequestsRepository(database);
  const steps = createRmaStepsRepository(database);
  const rmaSettings = createRmaSettingsRepository(database);
  const photos = createRmaPhotos(deps.storage);

  /** The unit the request names, checked against every rule; throws the refusal. */
  async function checkedUnit(customerId: number, input: RmaRequest) {
    const open = await requests.openOfCustomer(customerId);
    const ref = input.unitId !== undefined ? { unitId: input.unitId } : { serial: input.serial! };
    const unit = await deps.units.customerDevice(
      customerId,
      ref,
      open.map((r) => r.unitId),
    );
    if (!unit) throw deviceNotFound();
    if (open.some((r) => r.unitId === unit.id)) throw openRequest();
    const { returnWindowDays } = await rmaSettings.read();
    const today = deps.today();
    const covers = deps.covers ? await deps.covers(customerId) : [];
    const terms = deviceTerms(unit, false, returnWindowDays, today, coverOf(unit, covers));
    if (!terms.withCustomer || !unit.orderId) throw deviceNotFound();
    const windowEnd = terms.returnWindowEndsOn ?? today;
    // A unit sent free (a replacement or a repair) has no line to refund: a claim only.
    if (terms.sentFree && input.kind === 'return') {
      throw refused('kind', RMA_REQUEST_MESSAGES.sentFree, 'SENT_FREE');
    }
    if (terms.sentFree && input.preferredOutcome === 'refund') {
      throw refused('preferredOutcome', RMA_REQUEST_MESSAGES.sentFree, 'SENT_FREE');
    }
    if (input.kind === 'return' && !terms.canReturn) {
      throw refused('kind', RMA_REQUEST_MESSAGES.returnWindowClosed(windowEnd), 'RETURN_WINDOW');
    }
    if (input.kind === 'warranty' && !terms.canClaim) {
      throw refused(
        'kind',
        terms.warrantyEndsOn
          ? RMA_REQUEST_MESSAGES.warrantyEnded(terms.warrantyEndsOn)
          : RMA_REQUEST_MESSAGES.noWarranty,
        'OUT_OF_WARRANTY',
      );
    }
    if (input.preferredOutcome === 'refund' && !terms.canReturn) {
      throw refused(
        'preferredOutcome',
        RMA_REQUEST_MESSAGES.refundWindowClosed(windowEnd),
        'RETURN_WINDOW',
      );
    }
    return { unit, orderId: unit.orderId, terms };
  }

  async function ownRma(customerId: number, id: number): Promise<RmaRow> {
    const rma = await steps.find(id);
    // Someone else's RMA is "not found": its existence is not told.
    if (!rma || rma.customerId !== customerId) throw rmaNotFound();
    return rma;
  }

  function toSummary(r: {
    id: number;
    rmaNumber: string;
    status: string;
    kind: string;
    reason: string;
    preferredOutcome: string;
    productName: string;
    unitIdentifier: string;
    unitId: number;
    createdAt: Date;
    updatedAt: Date;
  }): CustomerRmaSummary {
    return {
      id: r.id,
      rmaNumber: r.rmaNumber,
      status: r.status as RmaStatus,
      kind: r.kind as RmaKind,
      reason: r.reason as RmaReason,
      preferredOutcome: r.preferredOutcome as RmaOutcome,
      productName: r.productName,
      serial: r.unitIdentifier,
      unitId: r.unitId,
      createdAt: new Date(r.createdAt).toISOString(),
      updatedAt: new Date(r.updatedAt).toISOString(),
    };
  }

  async function detail(customerId: number, id: number): Promise<CustomerRma> {
    const rma = await ownRma(customerId, id);
    const [events, photoRows, resolutionOrderNumber] = await Promise.all([
      steps.events(rma.id),
      requests.photos(rma.id),
      rma.resolutionOrderId ? requests.orderNumber(rma.resolutionOrderId) : null,
    ]);
    const status = rma.status as RmaStatus;
    return {
      ...toSummary(rma),
      description: rma.description,
      orderId: rma.orderId,
      orderNumber: rma.orderNumber,
      deliveredOn: rma.deliveredOn,
      warrantyEndsOn: rma.warrantyEndsOn,
      decisionNote: rma.decisionNote,
      inspectionResult: rma.inspectionResult as RmaInspectionResult | null,
      resolution: rma.resolution as RmaResolution | null,
      resolutionNote: rma.resolutionNote,
      refund: rma.refundedAt ? asCentsOrNull(rma.refundCents) : null,
      resolutionOrderNumber,
      steps: events.map((e) => ({
        status: e.toStatus as RmaStatus,
        fromStatus: e.fromStatus as RmaStatus | null,
        at: new Date(e.createdAt).toISOString(),
        by: e.byCustomer ? 'You' : e.userId || e.userName ? (e.userName ?? 'Staff') : 'The shop',
        // Staff's receiving and inspection notes are internal: only decisions' notes show.
        note: customerStepNote(e.toStatus as RmaStatus, e.note),
      })),
      photos: photoRows.map((p) => ({
        position: p.position,
        url: `/api/customer/rmas/${rma.id}/photos/${p.position}`,
        width: p.width,
        height: p.height,
      })),
      canWithdraw: canMoveRma(status, 'withdrawn'),
      labelAvailable: LABEL_STATUSES.includes(status),
    };
  }

  /** A photo's file, after the caller's access was checked. */
  async function photoFile(rmaId: number, position: number) {
    const row = await requests.photo(rmaId, position);
    const file = row ? await photos.read(row.storageKey) : null;
    if (!file) throw new DomainError('not_found', RMA_REQUEST_MESSAGES.photoNotFound);
    return file;
  }

  return {
    detail,

    async create(actor: CustomerActor, input: RmaRequest, files: Buffer[]): Promise<CustomerRma> {
      // Every rule first, then every photo by its content: a refused request stores nothing.
      await checkedUnit(actor.id, input);
      const stored = await photos.store(await photos.check(files));
      let id: number;
      try {
        id = await database.transaction(async () => {
          // Again inside: the unit may have moved, or another request been filed, meanwhile.
          const { unit, orderId, terms } = await checkedUnit(actor.id, input);
          const customer = await deps.users.findById(actor.id);
          if (!customer) throw deviceNotFound();
          const customerName = `${customer.firstName} ${customer.lastName}`.trim();
          const filed = await requests
            .insert(
              {
                kind: input.kind,
                reason: input.reason,
                description: input.description,
                preferredOutcome: input.preferredOutcome,
                customerId: actor.id,
                customerName,
                customerEmail: customer.email,
                unitId: unit.id,
                unitIdentifier: unit.serial,
                productId: unit.productId,
                productName: unit.productName,
                orderId,
                orderNumber: unit.orderNumber ?? '',
                orderItemId: unit.orderLineId ?? null,
                deliveredOn: terms.startDay,
                warrantyEndsOn: terms.warrantyEndsOn,
              },
              customerName,
            )
            .catch((err: unknown) => {
              if (isUniqueViolation(err, 'rmas_open_unit_key')) throw openRequest();
              throw err;
            });
          await requests.insertPhotos(filed.id, stored);
          await deps.mail.queue(customer.email, (shop) =>
            rmaRequestedMail(shop, {
              firstName: customer.firstName || 'there',
              rmaNumber: filed.rmaNumber,
              kind: input.kind,
              reason: input.reason,
              preferredOutcome: input.preferredOutcome,
              productName: unit.productName,
              serial: unit.serial,
              link: `${deps.publicUrl}/dashboard/returns/${filed.id}`,
            }),
          );
          return filed.id;
        });
      } catch (err) {
        await photos.remove(stored);
        throw err;
      }
      void deps.mail.kick();
      return detail(actor.id, id);
    },

    async list(customerId: number, q: CustomerRmasQuery) {
      const total = await requests.countForCustomer(customerId);
      const rows = total
        ? await requests.listForCustomer(customerId, q.limit, (q.page - 1) * q.limit)
        : [];
      return {
        success: true as const,
        rmas: rows.map(toSummary),
        pagination: paginationOf(q.page, q.limit, total),
      };
    },

    /** The customer takes the request back while it is requested or approved (RMA_TRANSITIONS). */
    async withdraw(actor: CustomerActor, id: number): Promise<CustomerRma> {
      await database.transaction(async () => {
        const rma = await steps.lock(id);
        if (!rma || rma.customerId !== actor.id) throw rmaNotFound();
        await takeRmaStep(steps, rma, 'withdrawn', {
          actor: { kind: 'customer', userId: actor.id, userName: actor.name },
          columns: { withdrawnAt: new Date() },
        });
      });
      return detail(actor.id, id);
    },

    /** The return label's PDF, from filing on; not for a rejected or withdrawn request. */
    async label(customerId: number, id: number) {
      const rma = await ownRma(customerId, id);
      if (!LABEL_STATUSES.includes(rma.status as RmaStatus)) {
        throw new DomainError('conflict', RMA_REQUEST_MESSAGES.labelClosed, {
          code: 'RMA_CLOSED',
        });
      }
      return deps.documents.rmaLabel({
        rmaNumber: rma.rmaNumber,
        serial: rma.unitIdentifier,
        productName: rma.productName,
        customerName: rma.customerName,
        orderNumber: rma.orderNumber,
      });
    },

    /** A photo of the customer's own RMA. */
    async customerPhoto(customerId: number, id: number, position: number) {
      const rma = await ownRma(customerId, id);
      return photoFile(rma.id, position);
    },

    /** A photo of any RMA, for staff (the route checks canManageOrders). */
    async staffPhoto(id: number, position: number) {
      const rma = await steps.find(id);
      if (!rma) throw rmaNotFound();
      return photoFile(rma.id, position);
    },
  };
}
