import { authModule } from './auth/index.ts';
import { cartModule } from './cart/index.ts';
import { catalogueModule } from './catalogue/index.ts';
import { checkoutModule } from './checkout/index.ts';
import { contentModule } from './content/index.ts';
import { customersModule } from './customers/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { documentsModule } from './documents/index.ts';
import { installationsModule } from './installations/index.ts';
import { jobsModule } from './jobs/index.ts';
import { leadsModule } from './leads/index.ts';
import { mailModule } from './mail/index.ts';
import type { ServerModule } from './module.ts';
import { ordersModule } from './orders/index.ts';
import { paymentsModule } from './payments/index.ts';
import { plansModule } from './plans/index.ts';
import { quotesModule } from './quotes/index.ts';
import { returnsModule } from './returns/index.ts';
import { subscriptionsModule } from './subscriptions/index.ts';
import { seoModule } from './seo/index.ts';
import { settingsModule } from './settings/index.ts';
import { rateLimitsModule, systemModule } from './system/index.ts';
import { taxModule } from './tax/index.ts';
import { peopleModule, usersModule } from './users/index.ts';
import { scanModule, warehouseModule } from './warehouse/index.ts';

/**
 * The application's modules. A feature is one line here: the loader builds them in the order
 * their needs give (docs/decisions/0065-modules-declare-themselves.md), not the order of this
 * list.
 */
export const MODULES: readonly ServerModule[] = [
  jobsModule,
  rateLimitsModule,
  settingsModule,
  taxModule,
  mailModule,
  usersModule,
  authModule,
  peopleModule,
  catalogueModule,
  cartModule,
  paymentsModule,
  plansModule,
  warehouseModule,
  scanModule,
  ordersModule,
  installationsModule,
  checkoutModule,
  leadsModule,
  quotesModule,
  documentsModule,
  customersModule,
  returnsModule,
  subscriptionsModule,
  dashboardModule,
  contentModule,
  seoModule,
  systemModule,
];
