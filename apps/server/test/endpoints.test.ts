import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointModules } from '@shop/contract/endpoints';
import { isEndpoint } from '@shop/contract/route-table';
import type { EndpointDeclaration } from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';

/** Every declared endpoint, named `module.name` (ADR 0061). */
const declared: [string, EndpointDeclaration][] = Object.entries(endpointModules).flatMap(
  ([module, declarations]) =>
    Object.entries(declarations as Record<string, unknown>)
      .filter((entry): entry is [string, EndpointDeclaration] => isEndpoint(entry[1]))
      .map(([name, endpoint]) => [`${module}.${name}`, endpoint] as [string, EndpointDeclaration]),
);
const url = (e: EndpointDeclaration) => `/api${e.path.replace(/:[A-Za-z0-9_]+/g, '1')}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('declared endpoints', () => {
  it('are each served, with their summary and who may call them in the OpenAPI document', async () => {
    expect(declared.length).toBeGreaterThan(0);
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; description?: string }>>;
    };
    for (const [name, e] of declared) {
      expect(t.app.hasRoute({ method: e.method, url: `/api${e.path}` }), name).toBe(true);
      // A wildcard's rest of the path is the document's `{*}`.
      const openApiPath = `/api${e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}')}`;
      const operation = doc.paths[openApiPath]?.[e.method.toLowerCase()];
      expect(operation?.summary, name).toBe(e.summary);
      expect(operation?.description, name).toMatch(/^(Anyone|A signed-in|Signed-in|Staff)/);
    }
  });

  it('refuse a visitor, before reading anything sent, wherever they need an account', async () => {
    for (const [name, e] of declared.filter(([, e]) => e.access !== 'visitor')) {
      const response = await t.inject({ method: e.method, url: url(e), payload: 'not json' });
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toMatchObject({ code: 'SIGN_IN_REQUIRED' });
      expect(response.headers['cache-control'], name).toBe('no-store');
    }
  });

  it("refuse a customer wherever staff's role or permission is needed", async () => {
    const customer = await t.signUp();
    const staffOnly = declared.filter(
      ([, e]) => typeof e.access === 'object' && ('role' in e.access || 'permission' in e.access),
    );
    for (const [name, e] of staffOnly) {
      const response = await t.call(e.method, url(e), customer.cookie);
      expect(response.statusCode, name).toBe(403);
    }
  });
});
