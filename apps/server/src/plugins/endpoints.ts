import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import {
  errorResponses,
  type Access,
  type EndpointBody,
  type EndpointDeclaration,
  type EndpointParams,
  type EndpointQuery,
} from '@shop/contract';
import type { z } from 'zod';
import { requirePermission, requireRole, requireUser, requireWriteAccess } from './auth-guards.ts';

/** What a handler may answer: the reply's parsed form (the serializer writes the wire form). */
type HandlerResult<E extends EndpointDeclaration> = E['reply'] extends z.ZodType
  ? z.output<E['reply']>
  : unknown;

export type EndpointRequest<E extends EndpointDeclaration> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

export type EndpointHandler<E extends EndpointDeclaration> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerResult<E> | FastifyReply> | HandlerResult<E> | FastifyReply;

/**
 * What only the server knows about a route: its rate limit, a larger body, extra hooks, and
 * for the answers of thousands of rows the plain serializer and gzip (lib/fast-response.ts).
 */
export type ServeOptions = Pick<
  RouteOptions,
  'bodyLimit' | 'preHandler' | 'preValidation' | 'serializerCompiler' | 'onSend'
> & {
  config?: Record<string, unknown>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route serves; a route under /api without one is refused at start. */
    endpoint?: EndpointDeclaration;
  }
}

const noStore: onRequestHookHandler = async (_request, reply) => {
  reply.header('Cache-Control', 'no-store');
};

/**
 * The guards of an access level, run on request before a body is read: a refused caller
 * never uploads or parses anything. Every answer that is not for visitors is one person's
 * data or staff data, which no browser or proxy may keep (`no-store`).
 */
export function accessGuards(access: Access): onRequestHookHandler[] {
  if (access === 'visitor') return [];
  const guard =
    access === 'signedIn'
      ? [requireUser]
      : access === 'account'
        ? [requireUser, requireWriteAccess]
        : 'role' in access
          ? [requireRole(...access.role)]
          : [requirePermission(access.permission)];
  return [noStore, ...(guard as onRequestHookHandler[])];
}

/** Who may call, in the words of the OpenAPI document. */
export function describeAccess(access: Access): string {
  if (access === 'visitor') return 'Anyone.';
  if (access === 'signedIn') return 'A signed-in account.';
  if (access === 'account') return 'A signed-in account that may make changes.';
  if ('role' in access) return `Signed-in ${access.role.join(' or ')}.`;
  return `Staff with the ${access.permission} permission.`;
}

/**
 * Serves a declared endpoint (ADR 0061): its method, path, schemas and guard come from the
 * declaration in packages/contract, so the handler is the only thing a route file writes.
 */
export function serve<E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const { reply, status = 200 } = endpoint;
  const json = reply !== null && !('file' in reply);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      description: [describeAccess(endpoint.access), endpoint.description]
        .filter(Boolean)
        .join(' '),
      ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(typeof endpoint.body === 'object' ? { body: endpoint.body } : {}),
      ...(json
        ? {
            response: {
              [status]: reply,
              ...errorResponses(
                400,
                ...(endpoint.access === 'visitor' ? [] : [401, 403]),
                ...(endpoint.errors ?? []),
              ),
            },
          }
        : {}),
    },
    onRequest: accessGuards(endpoint.access),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.serializerCompiler ? { serializerCompiler: options.serializerCompiler } : {}),
    ...(options.onSend ? { onSend: options.onSend } : {}),
    config: { ...options.config, endpoint },
    handler: async (request, fastifyReply) => {
      if (status !== 200) fastifyReply.code(status);
      return handler(request as EndpointRequest<E>, fastifyReply);
    },
  });
}

/**
 * Routes under /api that are not the shop's endpoints: the OpenAPI document and its viewer
 * (built from the declarations) and the metrics a monitoring server reads with its token.
 */
const UNDECLARED_API_ROUTES = [/^\/api\/docs(\/|$)/, /^\/api\/metrics$/];

/**
 * Refuses, at start, any route under /api that does not serve a declaration (ADR 0061): an
 * endpoint the contract does not describe cannot be served.
 */
export function refuseUndeclaredRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.url !== '/api') return;
    if (route.config?.endpoint || UNDECLARED_API_ROUTES.some((r) => r.test(route.url))) return;
    const methods = [route.method].flat().join(',');
    throw new Error(
      `${methods} ${route.url} is not declared: declare it in packages/contract and serve it with serve()`,
    );
  });
}
