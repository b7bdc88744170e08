import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the build\u2019s precompressed files to browsers that take them, cached for a year', async () => {
    const br = await t.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers deep links with the app, a missing asset with 404, an unknown API path with JSON 404', async () => {
    const deep = await t.inject({ method: 'GET', url: '/products?category=2' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.body).toContain('<div id="root">');
    expect((await t.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const api = await t.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not found' });
  });
});
