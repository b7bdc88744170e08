import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { defineEndpoint } from '@shop/contract';
import { refuseUndeclaredRoutes, serve } from './endpoints.ts';

const listThings = defineEndpoint({
  method: 'GET',
  path: '/things',
  access: 'visitor',
  summary: 'Things',
  reply: z.object({ things: z.array(z.string()) }),
});

function shop() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  refuseUndeclaredRoutes(app);
  return app;
}

describe('refuseUndeclaredRoutes', () => {
  it('serves a declared endpoint under /api, and the document and metrics beside them', async () => {
    const app = shop();
    await app.register(async (api) => serve(api, listThings, () => ({ things: ['a'] })), {
      prefix: '/api',
    });
    app.get('/api/metrics', async () => 'ok');
    app.get('/api/docs/json', async () => ({}));
    app.get('/sitemap.xml', async () => '');
    await app.ready();
    expect((await app.inject({ url: '/api/things' })).json()).toEqual({ things: ['a'] });
    await app.close();
  });

  it('refuses to start with a route under /api that no declaration describes', async () => {
    const app = shop();
    await expect(
      app.register(
        async (api) => {
          api.get('/secret-export', async () => ({ rows: [] }));
        },
        { prefix: '/api' },
      ),
    ).rejects.toThrow('GET /api/secret-export is not declared');
    await app.close().catch(() => {});
  });
});
