import type { z } from 'zod';
import type { EndpointDeclaration } from './endpoint.ts';
import { moneyPaths } from './money-schema.ts';

/**
 * Writes the files `npm run generate:routes` keeps (ADR 0061): each module's `routes.ts`, the
 * web's zod-free view of its `endpoints.ts`, and `endpoints.ts` at the root, which lists every
 * module's declarations for the server and the tests. A unit test fails when one is stale.
 */
const HEADER =
  '// Written by `npm run generate:routes` from the endpoint declarations; do not edit.\n';

export function isEndpoint(value: unknown): value is EndpointDeclaration {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'access' in value &&
    'reply' in value
  );
}

export function routesFile(declarations: Record<string, unknown>): string {
  const lines = Object.entries(declarations)
    .filter((entry): entry is [string, EndpointDeclaration] => isEndpoint(entry[1]))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, e]) => {
      const options = routeOptions(e);
      const args = [`'${e.method}'`, `'${e.path}'`, ...(options ? [options] : [])];
      return `export const ${name} = route<typeof endpoints.${name}>(${args.join(', ')});`;
    });
  return (
    HEADER +
    "import { route } from '../route.ts';\n" +
    "import type * as endpoints from './endpoints.ts';\n\n" +
    lines.join('\n') +
    '\n'
  );
}

export function endpointIndexFile(modules: string[]): string {
  const sorted = [...modules].sort();
  return (
    HEADER +
    sorted.map((m) => `import * as ${camel(m)} from './${m}/endpoints.ts';`).join('\n') +
    "\n\n/** Every module's endpoint declarations, by module. */\n" +
    `export const endpointModules = { ${sorted.map((m) => (camel(m) === m ? m : `'${m}': ${camel(m)}`)).join(', ')} };\n`
  );
}

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** What the web's client must know beyond method and path: a file reply, money to convert. */
function routeOptions(e: EndpointDeclaration): string | null {
  const parts: string[] = [];
  if (e.reply !== null && !isSchema(e.reply)) parts.push('file: true');
  const money = (['query', 'body', 'reply'] as const)
    .map((part) => {
      const schema = e[part];
      const paths = isSchema(schema) ? moneyPaths(schema) : [];
      return paths.length ? `${part}: [${paths.map((p) => `'${p}'`).join(', ')}]` : null;
    })
    .filter((text): text is string => text !== null);
  if (money.length) parts.push(`money: { ${money.join(', ')} }`);
  return parts.length ? `{ ${parts.join(', ')} }` : null;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
