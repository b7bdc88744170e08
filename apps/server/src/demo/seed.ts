import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueService } from '../modules/catalogue/catalogue.service.ts';
import { DEMO_ADMIN_EMAIL, type UsersService } from '../modules/users/users.service.ts';
import type { Services } from '../services.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from './catalogue.ts';
import { DEMO_COMPANY, DEMO_TECHNICIANS } from './company.ts';
import { drawProductSvg, renderProductWebp } from './product-art.ts';
import { DEMO_PLANS } from './plans.ts';
import { DEMO_STOREFRONT_BLOCKS } from './storefront.ts';
import { seedDemoWarehouse } from './warehouse.ts';

export { seedDemoWarehouse };

/**
 * The demo shop (ADR 0064): its data lives in this folder, and it is written only through the
 * modules' services, each of which keeps a shop's own data: nothing here is written over what
 * an owner saved or over a catalogue or warehouse in use. No module imports this folder.
 */
export type DemoShopServices = Pick<
  Services,
  | 'settings'
  | 'content'
  | 'catalogue'
  | 'installations'
  | 'warehouse'
  | 'units'
  | 'defaultLocations'
  | 'statusMappings'
  | 'plans'
>;

/** The demo admin with a generated password, printed once by the start that creates it. */
export const ensureDemoAdmin = (users: Pick<UsersService, 'createAdminWithGeneratedPassword'>) =>
  users.createAdminWithGeneratedPassword({
    email: DEMO_ADMIN_EMAIL,
    firstName: 'Demo',
    lastName: 'Admin',
  });

/**
 * The demo catalogue with the pictures drawn from each product's `art`, into an empty
 * catalogue only. Drawing costs seconds, so tests that need no pictures say `images: false`;
 * tests that need a few products name them.
 */
export function seedDemoCatalogue(
  catalogue: Pick<CatalogueService, 'seedEmpty'>,
  options: { images?: boolean; products?: readonly DemoProduct[] } = {},
) {
  return catalogue.seedEmpty({
    categories: DEMO_CATEGORIES,
    products: options.products ?? DEMO_PRODUCTS,
    ...(options.images === false
      ? {}
      : {
          pictures: {
            draw: drawProductSvg,
            render: (svg, width) => renderProductWebp(String(svg), width),
          },
        }),
  });
}

/**
 * A demo start: the demo company, the storefront blocks, the catalogue with its pictures, two
 * technicians, the plans and the warehouse holding the catalogue's stock, so the shop is alive at once.
 */
export async function seedDemoShop(services: DemoShopServices, log: FastifyBaseLogger) {
  const { settings, content, catalogue, installations } = services;
  if (await settings.seed(DEMO_COMPANY)) log.info('demo company details created');
  await content.seedStorefrontBlocks(DEMO_STOREFRONT_BLOCKS);
  const result = await seedDemoCatalogue(catalogue);
  if (result.seeded) log.info({ products: result.products }, 'demo catalogue created');
  if (await installations.seedTechnicians(DEMO_TECHNICIANS)) log.info('demo technicians created');
  if (await services.plans.seedEmpty(DEMO_PLANS)) log.info('demo plans created');
  const warehouse = await seedDemoWarehouse(services);
  if (warehouse.seeded) {
    log.info({ locations: warehouse.locations, units: warehouse.units }, 'demo warehouse created');
  }
}
