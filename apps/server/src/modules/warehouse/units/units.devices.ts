import type { DatabaseHandle } from '@shop/db';
import { createDevicesRepository, type DeviceUnitRow } from './devices.repository.ts';

export type { DeviceUnitRow } from './devices.repository.ts';
export { DEVICE_UNIT_STATUSES } from './devices.repository.ts';

/**
 * The units a customer has (ADR 0047) as the returns module reads them: My devices
 * and the unit an RMA request names. Each read is scoped to the customer in its SQL, so a unit
 * of someone else is never read, and one that does not exist looks the same.
 */
export function createUnitDevices({ database }: { database: DatabaseHandle }) {
  const repository = createDevicesRepository(database);
  return {
    /**
     * A page of the customer's devices, newest delivery first; `alsoUnitIds` are the units of
     * the customer's open RMAs, listed even when they are back with the shop.
     */
    customerDevices(
      customerId: number,
      page: { limit: number; offset: number; alsoUnitIds: readonly number[] },
    ): Promise<{ total: number; rows: DeviceUnitRow[] }> {
      return repository.page(customerId, page.alsoUnitIds, page.limit, page.offset);
    },

    /** The customer's devices at a site: units of their orders sent to its street and ZIP. */
    siteDevices(customerId: number, site: { street: string; zip: string }) {
      return repository.atSite(customerId, site);
    },

    /** One of the customer's devices by unit id or serial, or undefined (whatever the reason). */
    customerDevice(
      customerId: number,
      ref: { unitId: number } | { serial: string },
      alsoUnitIds: readonly number[] = [],
    ): Promise<DeviceUnitRow | undefined> {
      return repository.one(customerId, ref, alsoUnitIds);
    },
  };
}
