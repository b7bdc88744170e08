// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import * as auth from './auth/endpoints.ts';
import * as cart from './cart/endpoints.ts';
import * as catalogue from './catalogue/endpoints.ts';
import * as checkout from './checkout/endpoints.ts';
import * as content from './content/endpoints.ts';
import * as customers from './customers/endpoints.ts';
import * as dashboard from './dashboard/endpoints.ts';
import * as documents from './documents/endpoints.ts';
import * as installations from './installations/endpoints.ts';
import * as jobs from './jobs/endpoints.ts';
import * as leads from './leads/endpoints.ts';
import * as orders from './orders/endpoints.ts';
import * as plans from './plans/endpoints.ts';
import * as quotes from './quotes/endpoints.ts';
import * as returns from './returns/endpoints.ts';
import * as settings from './settings/endpoints.ts';
import * as subscriptions from './subscriptions/endpoints.ts';
import * as system from './system/endpoints.ts';
import * as tax from './tax/endpoints.ts';
import * as users from './users/endpoints.ts';
import * as warehouse from './warehouse/endpoints.ts';

/** Every module's endpoint declarations, by module. */
export const endpointModules = { auth, cart, catalogue, checkout, content, customers, dashboard, documents, installations, jobs, leads, orders, plans, quotes, returns, settings, subscriptions, system, tax, users, warehouse };
