import { defineModule, route } from '../module.ts';
import { createDevicesService, type DevicesService } from './devices.service.ts';
import { flaggedProductRoutes, rmaNumbersRoutes, rmaSettingsRoutes } from './rma-numbers.routes.ts';
import { createRmaNumbersService, type RmaNumbersService } from './rma-numbers.service.ts';
import { adminRmaQueueRoutes } from './rma-queue.routes.ts';
import { createRmaQueueService, type RmaQueueService } from './rma-queue.service.ts';
import { adminRmaPhotoRoutes, customerRmaRoutes } from './rma-requests.routes.ts';
import { createRmaRequestsService, type RmaRequestsService } from './rma-requests.service.ts';
import { rmaResolutionRoutes } from './rma-resolution.routes.ts';
import { createRmaResolutionService, type RmaResolutionService } from './rma-resolution.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    devices: DevicesService;
    rmaRequests: RmaRequestsService;
    rmaQueue: RmaQueueService;
    rmaResolution: RmaResolutionService;
    rmaNumbers: RmaNumbersService;
  }
}

/**
 * Returns: the customer's devices and RMA requests, the staff's queue up to inspection, the
 * resolution (refund, replacement, repair) and the return figures. A unit in an open RMA
 * changes status only through the RMA: this module hands its open RMAs to the units.
 */
export const returnsModule = defineModule({
  name: 'returns',
  needs: [
    'database',
    'storage',
    'units',
    'users',
    'mail',
    'documents',
    'catalogue',
    'orders',
    'payments',
  ],
  provides: ['devices', 'rmaRequests', 'rmaQueue', 'rmaResolution', 'rmaNumbers'],
  create: (
    { database, storage, units, users, mail, documents, catalogue, orders, payments },
    { config },
  ) => {
    const publicUrl = config.publicUrl;
    const devices = createDevicesService({ database, units, catalogue });
    const rmaQueue = createRmaQueueService({ database, units, mail, publicUrl });
    units.holdUnitsInOpenRmas(rmaQueue.openRmasOfUnits);
    return {
      devices,
      rmaRequests: createRmaRequestsService({
        database,
        storage,
        units,
        users,
        mail,
        documents,
        publicUrl,
        today: devices.today,
        covers: devices.covers,
      }),
      rmaQueue,
      rmaResolution: createRmaResolutionService({
        database,
        orders,
        payments,
        units,
        mail,
        publicUrl,
      }),
      rmaNumbers: createRmaNumbersService({ database, units, catalogue }),
    };
  },
  routes: (services, { rmaFilingRateLimit }) => [
    route(rmaSettingsRoutes, { rmaNumbers: services.rmaNumbers }),
    route(rmaNumbersRoutes, { rmaNumbers: services.rmaNumbers }),
    route(flaggedProductRoutes, { rmaNumbers: services.rmaNumbers }),
    route(rmaResolutionRoutes, { resolution: services.rmaResolution }),
    route(adminRmaQueueRoutes, { rmaQueue: services.rmaQueue }),
    route(customerRmaRoutes, {
      ...(rmaFilingRateLimit ? { filingRateLimit: rmaFilingRateLimit } : {}),
      devices: services.devices,
      requests: services.rmaRequests,
    }),
    route(adminRmaPhotoRoutes, { requests: services.rmaRequests }),
  ],
});
