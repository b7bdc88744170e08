import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointIndexFile, isEndpoint, routesFile } from '../packages/contract/src/route-table.ts';
import type { EndpointDeclaration } from '../packages/contract/src/endpoint.ts';

const SRC = path.resolve(import.meta.dirname, '../packages/contract/src');
const modules = readdirSync(SRC, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(SRC, d.name, 'endpoints.ts')))
  .map((d) => d.name);

async function declarations(module: string): Promise<Record<string, unknown>> {
  return (await import(path.join(SRC, module, 'endpoints.ts'))) as Record<string, unknown>;
}

describe('the endpoint declarations (ADR 0061)', () => {
  it('have their generated routes and index up to date (npm run generate:routes)', async () => {
    for (const module of modules) {
      const written = readFileSync(path.join(SRC, module, 'routes.ts'), 'utf8');
      expect(written, `${module}/routes.ts`).toBe(routesFile(await declarations(module)));
    }
    expect(readFileSync(path.join(SRC, 'endpoints.ts'), 'utf8')).toBe(endpointIndexFile(modules));
  });

  it('declare each method and path once, under /api, in a module of its own name', async () => {
    const seen = new Map<string, string>();
    for (const module of modules) {
      for (const [name, value] of Object.entries(await declarations(module))) {
        if (!isEndpoint(value)) continue;
        const e: EndpointDeclaration = value;
        const key = `${e.method} ${e.path.replace(/:[A-Za-z0-9_]+/g, ':')}`;
        expect(seen.get(key), `${module}.${name} repeats ${key}`).toBeUndefined();
        seen.set(key, `${module}.${name}`);
        expect(e.path).toMatch(/^\/[a-z0-9\-/:A-Z_.]*(\/\*)?$/);
        expect(e.path.startsWith('/api/'), `${module}.${name}: paths are under /api already`).toBe(
          false,
        );
        if (e.reply === null) expect(e.status, `${module}.${name}`).toBe(204);
      }
    }
  });
});
