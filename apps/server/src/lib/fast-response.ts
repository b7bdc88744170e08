import type { FastifySerializerCompiler } from 'fastify';

/**
 * For the storefront's hottest reads: the answer is built by a typed service, so it is sent
 * with JSON.stringify instead of being checked against its zod schema again on every request
 * (that check cost more than the queries, measured with npm run bench). The schema stays on
 * the route for validation of the request and for the OpenAPI document.
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
