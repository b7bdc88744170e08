import { defineModule, route } from '../module.ts';
import {
  createInstallationOutlook,
  type InstallationOutlookReader,
} from './installation-outlook.ts';
import {
  installationAdminRoutes,
  installationCustomerRoutes,
  installationSettingsRoutes,
} from './installations.routes.ts';
import { createInstallationsService, type InstallationsService } from './installations.service.ts';
import { labourPriceRoutes } from './labour-prices.routes.ts';
import { createLabourPricesService, type LabourPricesService } from './labour-prices.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    installations: InstallationsService;
    labourPrices: LabourPricesService;
    installationOutlook: InstallationOutlookReader;
  }
}

/**
 * Installation: the labour price list, technicians, and each installed order's job. It follows
 * the orders (a cancelled order cancels its job) and prices the catalogue's installation
 * option, registering on both when it is built, so neither needs it.
 */
export const installationsModule = defineModule({
  name: 'installations',
  needs: ['database', 'mail', 'units', 'orders', 'catalogue'],
  provides: ['installations', 'labourPrices', 'installationOutlook'],
  create: ({ database, mail, units, orders, catalogue }, { config, clock }) => {
    const installations = createInstallationsService({
      database,
      mail,
      units,
      orders,
      publicUrl: config.publicUrl,
      now: clock,
    });
    orders.followOrders(installations);
    catalogue.offerInstallationFrom(installations.labourPrices);
    return {
      installations,
      labourPrices: createLabourPricesService({ database, catalogue }),
      installationOutlook: createInstallationOutlook({ database, installations }),
    };
  },
  routes: ({ installations, labourPrices }) => [
    route(installationCustomerRoutes, { installations }),
    route(installationAdminRoutes, { installations }),
    route(installationSettingsRoutes, { installations }),
    route(labourPriceRoutes, { labourPrices }),
  ],
});
