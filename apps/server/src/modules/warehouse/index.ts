import { defineModule, route } from '../module.ts';
import { defaultLocationRoutes } from './default-locations.routes.ts';
import {
  createDefaultLocationsService,
  type DefaultLocationsService,
} from './default-locations.service.ts';
import { scanRoutes } from './scan.routes.ts';
import { createScanService, type ScanService } from './scan.service.ts';
import { unitRoutes } from './units.routes.ts';
import { createUnitsService, type UnitsService } from './units.service.ts';
import { warehouseRoutes } from './warehouse.routes.ts';
import { createWarehouseService, type WarehouseService } from './warehouse.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    warehouse: WarehouseService;
    units: UnitsService;
    defaultLocations: DefaultLocationsService;
    scan: ScanService;
  }
}

/** The warehouse's layout, its serial-numbered units and the default locations. */
export const warehouseModule = defineModule({
  name: 'warehouse',
  needs: ['database'],
  provides: ['warehouse', 'units', 'defaultLocations'],
  uses: ['documents'],
  create: ({ database }) => ({
    warehouse: createWarehouseService({ database }),
    units: createUnitsService({ database }),
    defaultLocations: createDefaultLocationsService({ database }),
  }),
  routes: ({ warehouse, units, defaultLocations, documents }) => [
    route(warehouseRoutes, { warehouse, documents }),
    route(unitRoutes, { units }),
    route(defaultLocationRoutes, { defaults: defaultLocations }),
  ],
});

/**
 * Scanning: a scanned code answered as a unit, a bin or an order. A module of its own because
 * it needs the orders, which need the units.
 */
export const scanModule = defineModule({
  name: 'scan',
  needs: ['units', 'warehouse', 'orders'],
  provides: ['scan'],
  create: ({ units, warehouse, orders }) => ({
    scan: createScanService({ units, warehouse, orders }),
  }),
  routes: ({ scan }) => [route(scanRoutes, { scan })],
});
