import {
  DEVICE_MESSAGES,
  deviceWarrantyState,
  paginationOf,
  returnWindowEndDay,
  shopDay,
  warrantyEndDay,
  type CustomerDevice,
  type CustomerDevicesQuery,
  type RmaStatus,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { UnitsService } from '../warehouse/units/units.service.ts';
import { DEVICE_UNIT_STATUSES, type DeviceUnitRow } from '../warehouse/units/units.devices.ts';
import { createRmaRequestsRepository, type OpenRma } from './rma-requests.repository.ts';
import { createRmaSettingsRepository } from './rma-settings.repository.ts';

export type DevicesService = ReturnType<typeof createDevicesService>;

/** A device's dates and what may be filed for it today, from the unit and the settings. */
export type DeviceTerms = {
  /** The day it reached the customer: delivered (or installed), else shipped. */
  startDay: string | null;
  warrantyEndsOn: string | null;
  returnWindowEndsOn: string | null;
  withCustomer: boolean;
  /** Sent at no charge (a replacement or repair order): nothing to refund, so no return. */
  sentFree: boolean;
  canReturn: boolean;
  canClaim: boolean;
  /** A running plan with extended warranty covers it at its site: claims stay open. */
  coveredBy: WarrantyCover | null;
};

/** A plan with extended warranty running at a site (the subscriptions module says which). */
export type WarrantyCover = {
  street: string;
  zip: string;
  planName: string;
  subscriptionNumber: string;
};

/** The customer's covers, from the module that runs plans (none until it registers). */
export type WarrantyCoverReader = (customerId: number) => Promise<WarrantyCover[]>;

const sameStreet = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** The cover of the site a unit was sent to, if one of the customer's plans covers it. */
export function coverOf(
  unit: { shipStreet?: string | null; shipZip?: string | null },
  covers: readonly WarrantyCover[],
): WarrantyCover | null {
  if (!unit.shipStreet || !unit.shipZip) return null;
  return (
    covers.find((c) => c.zip === unit.shipZip && sameStreet(c.street, unit.shipStreet!)) ?? null
  );
}

/**
 * The terms of a unit on `today`: the rules of returns-rules.ts on the unit's own columns; a
 * plan with extended warranty at its site keeps its warranty claims open while it runs.
 */
export function deviceTerms(
  unit: Pick<
    DeviceUnitRow,
    'status' | 'deliveredOn' | 'shippedOn' | 'warrantyMonths' | 'orderType'
  >,
  openRma: boolean,
  returnWindowDays: number,
  today: string,
  coveredBy: WarrantyCover | null = null,
): DeviceTerms {
  const startDay = unit.deliveredOn ?? unit.shippedOn;
  const warrantyEndsOn =
    startDay && unit.warrantyMonths ? warrantyEndDay(startDay, unit.warrantyMonths) : null;
  const returnWindowEndsOn = startDay ? returnWindowEndDay(startDay, returnWindowDays) : null;
  const withCustomer = DEVICE_UNIT_STATUSES.includes(unit.status);
  const free = withCustomer && !openRma;
  const sentFree = unit.orderType === 'replacement' || unit.orderType === 'repair';
  return {
    startDay,
    warrantyEndsOn,
    returnWindowEndsOn,
    withCustomer,
    sentFree,
    canReturn: free && !sentFree && returnWindowEndsOn !== null && today <= returnWindowEndsOn,
    canClaim: free && ((warrantyEndsOn !== null && today <= warrantyEndsOn) || coveredBy !== null),
    coveredBy: withCustomer ? coveredBy : null,
  };
}

export const deviceNotFound = () =>
  new DomainError('not_found', DEVICE_MESSAGES.notFound, { code: 'DEVICE_NOT_FOUND' });

/**
 * My devices (ADR 0047): the units the customer has, each with its warranty
 * and what may be filed for it. Two indexed reads per page: the customer's open RMAs (few),
 * then the units of their orders through the warehouse's service.
 */
export function createDevicesService(deps: {
  database: DatabaseHandle;
  units: Pick<UnitsService, 'customerDevices' | 'customerDevice'>;
  catalogue: Pick<CatalogueService, 'imageUrl'>;
  /** Today's shop day; tests move it. */
  today?: () => string;
}) {
  const requests = createRmaRequestsRepository(deps.database);
  const settings = createRmaSettingsRepository(deps.database);
  const today = deps.today ?? (() => shopDay(new Date()));
  let readCovers: WarrantyCoverReader = async () => [];
  const covers: WarrantyCoverReader = (customerId) => readCovers(customerId);

  function toDevice(
    unit: DeviceUnitRow,
    open: OpenRma | undefined,
    windowDays: number,
    day: string,
    covers: readonly WarrantyCover[],
  ): CustomerDevice {
    const terms = deviceTerms(unit, open !== undefined, windowDays, day, coverOf(unit, covers));
    const smallest = unit.mainImage ? Math.min(...unit.mainImage.widths) : null;
    return {
      unitId: unit.id,
      serial: unit.serial,
      product: {
        id: unit.productId,
        name: unit.productName,
        imageUrl:
          unit.mainImage && smallest !== null
            ? deps.catalogue.imageUrl(unit.mainImage.storageKey, smallest)
            : null,
      },
      // A unit received back may have left its order: the RMA kept which one it was.
      orderId: unit.orderId ?? open?.orderId ?? 0,
      orderNumber: unit.orderNumber ?? open?.orderNumber ?? '',
      unitStatus: unit.status,
      shippedOn: unit.shippedOn,
      deliveredOn: unit.deliveredOn,
      installed: unit.status === 'installed',
      warrantyMonths: unit.warrantyMonths ?? 0,
      warrantyEndsOn: terms.warrantyEndsOn,
      state: deviceWarrantyState({
        today: day,
        warrantyEndDay: terms.warrantyEndsOn,
        openRma: open !== undefined,
        covered: terms.coveredBy !== null,
      }),
      coveredBy: terms.coveredBy
        ? {
            planName: terms.coveredBy.planName,
            subscriptionNumber: terms.coveredBy.subscriptionNumber,
          }
        : null,
      returnWindowEndsOn: terms.returnWindowEndsOn,
      canReturn: terms.canReturn,
      canClaim: terms.canClaim,
      openRma: open
        ? { id: open.id, rmaNumber: open.rmaNumber, status: open.status as RmaStatus }
        : null,
    };
  }

  /** The customer's open RMAs by unit. */
  async function openByUnit(customerId: number) {
    const open = await requests.openOfCustomer(customerId);
    return new Map(open.map((r) => [r.unitId, r]));
  }

  return {
    today,

    /** The customer's plan covers (the RMA request checks its unit with them too). */
    covers,

    /**
     * The plans' module registers the reader of a customer's extended-warranty covers
     * (ADR 0065's hook: a lower module offers, a higher one registers).
     */
    coverWarrantyWith(reader: WarrantyCoverReader) {
      readCovers = reader;
    },

    async list(customerId: number, q: CustomerDevicesQuery) {
      const [open, { returnWindowDays }, customerCovers] = await Promise.all([
        openByUnit(customerId),
        settings.read(),
        covers(customerId),
      ]);
      const { total, rows } = await deps.units.customerDevices(customerId, {
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
        alsoUnitIds: [...open.keys()],
      });
      const day = today();
      return {
        success: true as const,
        devices: rows.map((u) =>
          toDevice(u, open.get(u.id), returnWindowDays, day, customerCovers),
        ),
        pagination: paginationOf(q.page, q.limit, total),
      };
    },

    async one(customerId: number, unitId: number): Promise<CustomerDevice> {
      const [open, { returnWindowDays }, customerCovers] = await Promise.all([
        openByUnit(customerId),
        settings.read(),
        covers(customerId),
      ]);
      const unit = await deps.units.customerDevice(customerId, { unitId }, [...open.keys()]);
      if (!unit) throw deviceNotFound();
      return toDevice(unit, open.get(unit.id), returnWindowDays, today(), customerCovers);
    },
  };
}
