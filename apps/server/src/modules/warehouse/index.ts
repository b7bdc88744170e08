import { defineModule, route } from '../module.ts';
import { defaultLocationRoutes } from './defaults/default-locations.routes.ts';
import {
  createDefaultLocationsService,
  type DefaultLocationsService,
} from './defaults/default-locations.service.ts';
import { statusMappingRoutes } from './defaults/status-mappings.routes.ts';
import {
  createStatusMappingsService,
  type StatusMappingsService,
} from './defaults/status-mappings.service.ts';
import { warehouseRoutes } from './locations/warehouse.routes.ts';
import { createWarehouseService, type WarehouseService } from './locations/warehouse.service.ts';
import { scanRoutes } from './scanning/scan.routes.ts';
import { createScanService, type ScanService } from './scanning/scan.service.ts';
import { unitRoutes } from './units/units.routes.ts';
import { createUnitsService, type UnitsService } from './units/units.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    warehouse: WarehouseService;
    units: UnitsService;
    defaultLocations: DefaultLocationsService;
    statusMappings: StatusMappingsService;
    scan: ScanService;
  }
}

/**
 * The warehouse's layout, its serial-numbered units, the default locations and the status
 * mappings: one module in area folders (locations, units, defaults, scanning), each area a
 * service of its own; the units and the defaults reach zones and bins through the locations'
 * `bins` (docs/decisions/0067-warehouse-areas.md).
 */
export const warehouseModule = defineModule({
  name: 'warehouse',
  needs: ['database'],
  provides: ['warehouse', 'units', 'defaultLocations', 'statusMappings'],
  uses: ['documents'],
  create: ({ database }) => {
    const warehouse = createWarehouseService({ database });
    const { bins } = warehouse;
    return {
      warehouse,
      units: createUnitsService({ database, bins }),
      defaultLocations: createDefaultLocationsService({ database, bins }),
      statusMappings: createStatusMappingsService({ database, bins }),
    };
  },
  routes: ({ warehouse, units, defaultLocations, statusMappings, documents }) => [
    route(warehouseRoutes, { warehouse, documents }),
    route(statusMappingRoutes, { statusMappings }),
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
