import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, EVERY_PERMISSION, type TestApp } from './helpers.ts';

/** Nothing internal may reach a client: no stack frames, no SQL, no file paths. */
function expectCleanErrorBody(response: LightMyRequestResponse) {
  const body = response.json() as Record<string, unknown>;
  expect(typeof body.error).toBe('string');
  expect(Object.keys(body).every((k) => ['error', 'errors', 'code'].includes(k))).toBe(true);
  const text = response.body;
  expect(text).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
  expect(text).not.toMatch(/\.ts:\d+|node_modules|\/work\//);
  expect(text).not.toMatch(/\b(select|insert into|update \w+ set|delete from)\b/i);
  expect(text).not.toMatch(/stack/i);
}

describe('system', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/config tells the browser whether it is a demo, never a password', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(body.demo).toBe(true);
    expect(typeof body.demoAdminEmail).toBe('string');
    // The demo takes test payments: every page says so.
    expect(body.testPayments).toBe(true);
    expect(res.body).not.toMatch(/password/i);
    // The shop's details and social links are its settings (GET /api/settings).
    expect(Object.keys(body).sort()).toEqual(['demo', 'demoAdminEmail', 'testPayments']);
  });

  it('an unknown /api path answers a JSON 404 with an error', async () => {
    for (const [method, url] of [
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/does-not-exist'],
      ['GET', '/api'],
      ['DELETE', '/api/register'],
    ] as const) {
      const res = await t.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: expect.any(String) });
      expectCleanErrorBody(res);
    }
  });

  it('invalid JSON answers 400 with a clean message', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' });
    expectCleanErrorBody(res);
  });

  it('a JSON body with a __proto__ key is refused, not merged', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"adminOnly":false}}',
    });
    expect(res.statusCode).toBe(400);
    expectCleanErrorBody(res);
  });

  it('an unsupported content type and an oversized body are refused cleanly', async () => {
    const wrongType = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expectCleanErrorBody(wrongType);

    const huge = await t.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'a@b.co', padding: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expectCleanErrorBody(huge);
  });

  it('validation errors list fields, and carry no internals', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Valid email is required; Password is required',
      errors: { email: 'Valid email is required', password: 'Password is required' },
      code: 'VALIDATION_FAILED',
    });
    expectCleanErrorBody(res);
  });

  it('a server fault answers a generic 500 without stack or SQL', async () => {
    const users = t.app.services.users;
    const original = users.findByEmail;
    users.findByEmail = async () => {
      const err = new Error(
        'relation "users" does not exist: select "id", "password_hash" from "users" where "email" = $1',
      );
      throw err;
    };
    try {
      const res = await t.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'someone@example.com', password: 'whatever-123' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'Something went wrong on our side. Please try again in a moment.',
      });
      expectCleanErrorBody(res);
      expect(res.body).not.toContain('password_hash');
    } finally {
      users.findByEmail = original;
    }
  });

  it('sends security headers on API answers, errors included', async () => {
    for (const url of ['/api/health', '/api/does-not-exist']) {
      const res = await t.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBeDefined();
      // Plain-HTTP test setup: no HSTS (it would pin a local shop to HTTPS).
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      // The scan boxes read QR codes through the camera: the shop's own pages may ask for
      // it, no other origin's frame may. No page uses the microphone or location.
      const permissions = String(res.headers['permissions-policy']);
      expect(permissions).toContain('camera=(self)');
      for (const feature of ['microphone=()', 'geolocation=()', 'usb=()']) {
        expect(permissions).toContain(feature);
      }
      expect(permissions).toContain('payment=()');
    }
  });

  it('gives every answer its own X-Request-Id', async () => {
    const a = await t.inject({ method: 'GET', url: '/api/health' });
    const b = await t.inject({ method: 'GET', url: '/api/nope' });
    const c = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    const ids = [a, b, c].map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/register', '/api/login', '/api/health']),
    );
    // The quote and installation calls: staff quotes, the labour list, the customer's link, the
    // balance, and the installations (staff, technicians, customer).
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/quotes',
        '/api/admin/quotes/{id}',
        '/api/admin/quotes/{id}/send',
        '/api/admin/quotes/{id}/pdf',
        '/api/admin/labour-prices',
        '/api/quotes/{token}',
        '/api/quotes/{token}/decline',
        '/api/quotes/{token}/payment-intent',
        '/api/quotes/{token}/order',
        '/api/customer/orders/{id}/balance-intent',
        '/api/customer/orders/{id}/balance',
        '/api/admin/installations',
        '/api/admin/installations/{id}/complete',
        '/api/admin/technicians',
        '/api/customer/installations',
        '/api/customer/installations/{id}/book',
      ]),
    );
  });
});

describe('the API docs outside demo mode', () => {
  it('are for admins only: 401 signed out, 403 for a customer or manager, 200 for an admin', async () => {
    const t = await createTestApp({ env: { DEMO: 'false' } });
    try {
      const customer = await t.signUp();
      const manager = await t.createStaff('manager', EVERY_PERMISSION);
      const admin = await t.createStaff('admin');
      for (const url of ['/api/docs', '/api/docs/json']) {
        const anonymous = await t.call('GET', url);
        expect(anonymous.statusCode, url).toBe(401);
        expect(anonymous.json()).toEqual({
          error: 'Please sign in to continue.',
          code: 'SIGN_IN_REQUIRED',
        });
        expect((await t.call('GET', url, customer.cookie)).statusCode, url).toBe(403);
        expect((await t.call('GET', url, manager)).statusCode, url).toBe(403);
        expect((await t.call('GET', url, admin)).statusCode, url).toBe(200);
      }
      const doc = (await t.call('GET', '/api/docs/json', admin)).json() as { openapi: string };
      expect(doc.openapi).toMatch(/^3\./);
    } finally {
      await t.close();
    }
  });
});

describe('secure cookies and HSTS behind HTTPS', () => {
  it('a shop served over https sets HSTS and Secure session cookies', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.com' } });
    try {
      const res = await t.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const { email, password } = await t.register();
      await t.verify(email);
      const login = await t.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: 'https://shop.example.com' },
        payload: { email, password },
      });
      expect(login.statusCode).toBe(200);
      const sid = login.cookies.find((c) => c.name === 'sid');
      expect(sid?.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});
