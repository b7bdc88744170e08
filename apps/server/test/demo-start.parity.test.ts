import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, isDemoSerialTracked } from '../src/demo/catalogue.ts';
import { DEMO_PLANS } from '../src/demo/plans.ts';
import { TEST_ENGINE, registration } from './helpers.ts';
import { adminStatement } from './postgres-admin.ts';
import { startServerProcess, waitForHealth, type ServerProcess } from './server-process.ts';

/**
 * A new owner's first `npm start` (the built server, plain node) from nothing: an empty
 * DATA_DIR on PGlite, an empty database on PostgreSQL, in demo mode. Each promise the README
 * makes about the demo is checked on the running shop: the catalogue, the warehouse's zones
 * and bins, units of every product tracked by serial (and none of the others), the demo admin
 * printed once, e-mail links printed. A second start keeps it all and prints no admin.
 */
const started: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(() => {
  for (const server of started.splice(0))
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Where the demo keeps its data on this engine: a new DATA_DIR, or a new empty database. */
async function emptyStore(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-demo-start-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (TEST_ENGINE === 'pglite') return { DATA_DIR: dataDir };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_demo_start_${randomBytes(4).toString('hex')}`;
  await adminStatement(adminUrl, `create database "${name}"`);
  cleanups.push(() => adminStatement(adminUrl, `drop database if exists "${name}" with (force)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // With DATABASE_URL a shop is not a demo unless it says so (README, settings).
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString(), DEMO: 'true' };
}

async function start(store: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ LOG_LEVEL: 'info', ...store });
  started.push(server);
  // A first demo start draws 59 pictures and shelves 2,800 units: up to a minute on two busy cores.
  await waitForHealth(server, 150_000);
  return server;
}

async function getJson<T>(server: ServerProcess, url: string, cookie = ''): Promise<T> {
  const res = await fetch(`${server.url}${url}`, { headers: cookie ? { cookie } : {} });
  expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

const post = (server: ServerProcess, url: string, body: unknown) =>
  fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });

describe(`a fresh demo start (${TEST_ENGINE})`, () => {
  // Two starts, the first drawing the pictures and shelving the stock.
  it(
    'serves the demo the README promises: catalogue, warehouse, units, the admin once, mail links',
    { timeout: 300_000 },
    async () => {
      const store = await emptyStore();
      const began = Date.now();
      const first = await start(store);
      const firstStartMs = Date.now() - began;

      // The demo admin, printed once with a generated password that signs in.
      const printed = first.output();
      expect(printed.match(/Demo admin account created/g)).toHaveLength(1);
      const email = /e-mail:\s+(\S+)/.exec(printed)?.[1];
      const password = /password:\s+(\S+)/.exec(printed)?.[1];
      expect(email && password, printed).toBeTruthy();
      const login = await post(first, '/api/login', { email, password });
      expect(login.status, await login.clone().text()).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

      // The catalogue: 59 products in 7 categories, each with its picture.
      const { categories } = await getJson<{ categories: unknown[] }>(first, '/api/categories');
      expect(categories).toHaveLength(DEMO_CATEGORIES.length);
      const listed = await getJson<{
        products: { id: number; sku: string; image: unknown }[];
        pagination: { totalItems: number };
      }>(first, '/api/products?limit=100');
      expect(listed.pagination.totalItems).toBe(DEMO_PRODUCTS.length);
      expect(listed.products.every((p) => p.image !== null)).toBe(true);

      // The plans on sale: alarm monitoring, video monitoring and maintenance.
      const { plans } = await getJson<{ plans: { name: string }[] }>(first, '/api/plans');
      expect(plans.map((p) => p.name)).toEqual(DEMO_PLANS.map((p) => p.name));

      // The warehouse: zones A, B, C, the dock and the returns zone, 216 bins and each zone's
      // staging bin; the returns zone the migrations made is the demo's, not a second one.
      const zones = await getJson<{ zones: { zone_code: string; is_returns: boolean }[] }>(
        first,
        '/api/warehouse-zones?warehouse_id=1',
        cookie,
      );
      expect(zones.zones.map((z) => z.zone_code).sort()).toEqual(['A', 'B', 'C', 'RET', 'SHIP']);
      expect(zones.zones.find((z) => z.zone_code === 'RET')!.is_returns).toBe(true);
      const bins = await getJson<{ locations: { is_staging: boolean }[] }>(
        first,
        '/api/warehouse-locations?warehouse_id=1&limit=5000',
        cookie,
      );
      expect(bins.locations.filter((l) => !l.is_staging)).toHaveLength(216);
      expect(bins.locations.filter((l) => l.is_staging)).toHaveLength(5);

      // Units of every product tracked by serial, on the shelf as many as the shop says are in
      // stock; none of a product sold by count (cables, mounts).
      const idOf = new Map(listed.products.map((p) => [p.sku, p.id]));
      for (const demo of DEMO_PRODUCTS) {
        const units = await getJson<{ pagination: { total: number } }>(
          first,
          `/api/product-units?product_id=${idOf.get(demo.sku)}&status=available&limit=1`,
          cookie,
        );
        expect(units.pagination.total, demo.sku).toBe(isDemoSerialTracked(demo) ? demo.stock : 0);
      }

      // Without SMTP_URL, mail stays in the outbox and its links are printed, on PUBLIC_URL.
      const registered = await post(first, '/api/register', registration());
      expect(registered.status, await registered.clone().text()).toBe(201);
      await expect
        .poll(first.output, { timeout: 30_000 })
        .toMatch(new RegExp(`\\[demo outbox\\]\\s+${first.url.replace(/[.:/]/g, '\\$&')}/\\S+`));

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      // A second start: nothing made again, nothing printed again.
      const again = Date.now();
      const second = await start(store);
      const secondStartMs = Date.now() - again;
      expect(second.output()).not.toMatch(/Demo admin account created/);
      const zonesAgain = await getJson<{ zones: unknown[] }>(
        second,
        '/api/warehouse-zones?warehouse_id=1',
        cookie,
      );
      expect(zonesAgain.zones).toHaveLength(5);
      console.info(
        `demo start (${TEST_ENGINE}): first start to healthy ${firstStartMs} ms, second ${secondStartMs} ms`,
      );
    },
  );
});
