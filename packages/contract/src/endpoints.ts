// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import * as tax from './tax/endpoints.ts';
import * as warehouse from './warehouse/endpoints.ts';

/** Every module's endpoint declarations, by module. */
export const endpointModules = { tax, warehouse };
