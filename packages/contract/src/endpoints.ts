// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import * as cart from './cart/endpoints.ts';
import * as catalogue from './catalogue/endpoints.ts';
import * as checkout from './checkout/endpoints.ts';
import * as orders from './orders/endpoints.ts';
import * as tax from './tax/endpoints.ts';

/** Every module's endpoint declarations, by module. */
export const endpointModules = { cart, catalogue, checkout, orders, tax };
