import type { z } from 'zod';
import { isEndpoint } from '@shop/contract/route-table';
import { endpointModules } from '@shop/contract/endpoints';
import type { EndpointDeclaration } from '@shop/contract';

type Declared = { pattern: RegExp; endpoint: EndpointDeclaration };

const declared: Declared[] = Object.values(endpointModules).flatMap((module) =>
  Object.values(module as Record<string, unknown>)
    .filter(isEndpoint)
    .map((endpoint) => ({
      endpoint,
      pattern: new RegExp(`^/api${endpoint.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`),
    })),
);

/** The declaration serving `METHOD /api/path`; a literal path wins over one with params. */
export function declaredEndpoint(method: string, pathname: string): EndpointDeclaration | null {
  const matches = declared.filter((d) => d.endpoint.method === method && d.pattern.test(pathname));
  matches.sort((a, b) => a.endpoint.path.split(':').length - b.endpoint.path.split(':').length);
  return matches[0]?.endpoint ?? null;
}

/**
 * Why a stub's successful answer could not have come from the server: it does not match the
 * endpoint's declared reply (a field renamed, a type changed). Null when it matches or when
 * the endpoint is not declared yet.
 */
export function stubDrift(
  method: string,
  pathname: string,
  status: number,
  body: unknown,
): string | null {
  const endpoint = declaredEndpoint(method, pathname);
  if (!endpoint || status < 200 || status >= 300) return null;
  if (endpoint.reply === null || !('safeParse' in endpoint.reply)) return null;
  const result = (endpoint.reply as z.ZodType).safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  return `${method} ${pathname} answers what ${endpoint.path} cannot: ${issues.join('; ')}`;
}
