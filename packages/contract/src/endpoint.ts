import type { z } from 'zod';
import type { Permission, Role } from './permissions.ts';

/**
 * Who may call an endpoint. The server turns it into the route's guard (ADR 0061); the
 * OpenAPI document states it.
 * - `visitor`: anyone, signed in or not.
 * - `signedIn`: any signed-in account, reading what is its own.
 * - `account`: a signed-in account changing what is its own; read-only roles are refused.
 * - `{ role }`: one of these roles.
 * - `{ permission }`: staff holding this permission (admins hold every one).
 */
export type Access =
  | 'visitor'
  | 'signedIn'
  | 'account'
  | { readonly role: readonly Role[] }
  | { readonly permission: Permission };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a successful call answers: a JSON body checked by its schema, nothing (204), or a
 * file (a PDF, a CSV, an image) of the given type.
 */
export type EndpointReply = z.ZodType | { readonly file: string } | null;

export type EndpointDeclaration = {
  readonly method: HttpMethod;
  /** Under /api, in Fastify's form: `/orders/:id`. */
  readonly path: string;
  readonly access: Access;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** More for the document where one line cannot say it (a multipart form's fields). */
  readonly description?: string;
  /** The OpenAPI group; the module's name unless given. */
  readonly tags?: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /**
   * A JSON body's schema, 'multipart' for a form with files, or 'raw' for bytes whose
   * signature covers them exactly (a webhook); the handler reads the last two itself.
   */
  readonly body?: z.ZodType | 'multipart' | 'raw';
  /** 200 unless given: 201 for a creation, 204 with `reply: null`. */
  readonly status?: 200 | 201 | 202 | 204;
  readonly reply: EndpointReply;
  /** The error statuses the call can answer, for the document; 400 and 500 always can. */
  readonly errors?: readonly (
    400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503
  )[];
};

/**
 * Declares one endpoint: the one place its method, path, access and schemas are written.
 * The server serves it (`serve` in apps/server/src/plugins/endpoints.ts), the OpenAPI document
 * is built from it, and the web calls it through `call` with types taken from it.
 */
export function defineEndpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

type Infer<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type InferInput<S> = S extends z.ZodType ? z.input<S> : never;

/** What the server's handler receives, parsed. */
export type EndpointParams<E extends EndpointDeclaration> = Infer<E['params'], unknown>;
export type EndpointQuery<E extends EndpointDeclaration> = Infer<E['query'], unknown>;
export type EndpointBody<E extends EndpointDeclaration> = E['body'] extends 'multipart' | 'raw'
  ? unknown
  : Infer<E['body'], unknown>;

/** What a successful call answers, as the web reads it. */
export type EndpointReplyBody<E extends EndpointDeclaration> = E['reply'] extends z.ZodType
  ? z.output<E['reply']>
  : E['reply'] extends { file: string }
    ? Blob
    : undefined;

/** What the web sends: each part only when the endpoint declares it. */
export type EndpointRequest<E extends EndpointDeclaration> = ([E['params']] extends [z.ZodType]
  ? { params: InferInput<E['params']> }
  : { params?: never }) &
  ([E['query']] extends [z.ZodType]
    ? object extends InferInput<E['query']>
      ? { query?: InferInput<E['query']> }
      : { query: InferInput<E['query']> }
    : { query?: never }) &
  (E['body'] extends 'multipart'
    ? { body: FormData }
    : [E['body']] extends [z.ZodType]
      ? { body: InferInput<E['body']> }
      : { body?: never });
