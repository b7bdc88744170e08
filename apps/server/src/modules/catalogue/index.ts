import { defineModule, route } from '../module.ts';
import { adminProductRoutes } from './admin-products.routes.ts';
import { createProductsService, type ProductsService } from './catalogue-admin.service.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService, type CatalogueService } from './catalogue.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    catalogue: CatalogueService;
    products: ProductsService;
  }
}

/** The products: the shop's lists and pages, stock and holds, and the admin's editor. */
export const catalogueModule = defineModule({
  name: 'catalogue',
  needs: ['database', 'storage'],
  provides: ['catalogue', 'products'],
  create: ({ database, storage }) => {
    const catalogue = createCatalogueService({ database, storage });
    return { catalogue, products: createProductsService({ database, storage, catalogue }) };
  },
  routes: ({ catalogue, products }) => [
    route(catalogueRoutes, { catalogue }),
    route(adminProductRoutes, { products }),
  ],
  housekeeping: ({ catalogue }) => catalogue.deleteExpiredHolds(),
});
