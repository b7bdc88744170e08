import { afterEach, describe, expect, it, vi } from 'vitest';
import { route, type EndpointDeclaration } from '@shop/contract';
import { call, convertMoney, routePath } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('convertMoney', () => {
  const toCents = (dollars: number) => Math.round(dollars * 100);
  it('converts only the money at the paths, leaving the value it was given as it was', () => {
    const wire = {
      total: 12.5,
      count: 3,
      lines: [{ price: 1.99, qty: 2 }],
      byState: { TX: 0.1 },
      refunded: null,
    };
    const inside = convertMoney(wire, ['total', 'lines.*.price', 'byState.*', 'refunded'], toCents);
    expect(inside).toEqual({
      total: 1250,
      count: 3,
      lines: [{ price: 199, qty: 2 }],
      byState: { TX: 10 },
      refunded: null,
    });
    expect(wire.total).toBe(12.5);
    expect(convertMoney(5, [''], toCents)).toBe(500);
    expect(convertMoney({ a: 1 }, ['missing.deep'], toCents)).toEqual({ a: 1 });
  });
});

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
