import { afterEach, describe, expect, it, vi } from 'vitest';
import { route, type EndpointDeclaration } from '@shop/contract';
import { call, routePath } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  type Priced = EndpointDeclaration & { method: 'PUT'; path: '/things/:id' };
  const putThing = route<Priced>('PUT', '/things/:id', {
    money: { query: ['max'], body: ['price'], reply: ['thing.price'] },
  });

  it('fills the path, sends dollars and reads the answer in cents', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ thing: { id: 'a b', price: 19.99 } }, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const answer = await call(putThing, {
      params: { id: 'a b' },
      query: { max: 2500 },
      body: { price: 1999, name: 'Dome' },
    } as never);
    expect(fetch).toHaveBeenCalledWith(
      '/api/things/a%20b?max=25',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ price: 19.99, name: 'Dome' }),
      }),
    );
    expect(answer).toEqual({ thing: { id: 'a b', price: 1999 } });
  });

  it('refuses to call a path whose params are missing', () => {
    expect(() => routePath(putThing, {})).toThrow('/things/:id needs id');
  });
});
