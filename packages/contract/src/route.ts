import type { EndpointDeclaration, HttpMethod } from './endpoint.ts';

declare const declared: unique symbol;

/**
 * An endpoint as the web calls it: its method and path, and its declaration's types. Written
 * for each module into `<module>/routes.ts` from its `endpoints.ts` (`npm run generate:routes`),
 * so a screen's bundle carries these few strings and not the module's zod schemas (ADR 0061).
 */
export type Route<E extends EndpointDeclaration = EndpointDeclaration> = {
  readonly method: HttpMethod;
  readonly path: string;
  /** The reply is a file (a PDF, a CSV), read as a Blob. */
  readonly file?: boolean;
  /** Where the query, body and reply hold money (dollars on the wire, cents inside). */
  readonly money?: MoneyPaths;
  readonly [declared]?: E;
};

export type MoneyPaths = {
  readonly query?: readonly string[];
  readonly body?: readonly string[];
  readonly reply?: readonly string[];
};

export function route<E extends EndpointDeclaration>(
  method: E['method'],
  path: E['path'],
  options: { file?: boolean; money?: MoneyPaths } = {},
): Route<E> {
  return { method, path, ...options };
}
