// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import * as installations from './installations/endpoints.ts';
import * as quotes from './quotes/endpoints.ts';
import * as returns from './returns/endpoints.ts';
import * as tax from './tax/endpoints.ts';
import * as warehouse from './warehouse/endpoints.ts';

/** Every module's endpoint declarations, by module. */
export const endpointModules = { installations, quotes, returns, tax, warehouse };
