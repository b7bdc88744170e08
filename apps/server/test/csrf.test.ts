import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

const EVIL = 'https://evil.example';
const CROSS_SITE = { error: 'Cross-site request refused.', code: 'CROSS_SITE' };

describe('CSRF: state-changing calls from another site are refused', () => {
  let t: TestApp;
  let user: { email: string; password: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('POST /api/login with a foreign Origin is 403 CROSS_SITE and sets no cookie', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: EVIL },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CROSS_SITE);
    expect(res.cookies).toEqual([]);
  });

  it('POST /api/logout with a foreign Origin is 403 and the session survives', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: EVIL, cookie: user.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CROSS_SITE);
    expect(res.cookies).toEqual([]);
    expect((await t.checkAuth(user.cookie)).isAuthenticated).toBe(true);
  });

  it('other state-changing calls are guarded the same way', async () => {
    for (const url of [
      '/api/register',
      '/api/forgot-password',
      '/api/reset-password',
      '/api/resend-verification',
    ]) {
      const res = await t.inject({ method: 'POST', url, headers: { origin: EVIL }, payload: {} });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(CROSS_SITE);
    }
  });

  it('Origin "null" (sandboxed frame, data: URL) is refused', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'null' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CROSS_SITE);
  });

  it('an origin that only resembles the shop is refused', async () => {
    for (const origin of [
      'http://localhost:3000.evil.example',
      'http://evil.example#localhost:3000',
      'http://localhost:30000',
    ]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin, host: 'localhost:3000' },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode, origin).toBe(403);
    }
  });

  it('Sec-Fetch-Site: cross-site without Origin is refused', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'sec-fetch-site': site },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode, site).toBe(403);
      expect(res.json()).toEqual(CROSS_SITE);
    }
  });

  it('a same-origin Origin matching Host passes', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://shop.internal:8080', host: 'shop.internal:8080' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = t.cookieHeader(res);
    const out = await t.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://shop.internal:8080', host: 'shop.internal:8080', cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await t.checkAuth(cookie)).isAuthenticated).toBe(false);
  });

  it('the PUBLIC_URL origin passes, and so do Sec-Fetch-Site same-origin and none', async () => {
    const viaPublicUrl = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost:3000', host: '10.0.0.5:3000' },
      payload: { email: user.email, password: user.password },
    });
    expect(viaPublicUrl.statusCode).toBe(200);
    for (const site of ['same-origin', 'none']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'sec-fetch-site': site },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode, site).toBe(200);
    }
  });

  it('no Origin and a foreign Referer is refused; a Referer of the shop passes', async () => {
    for (const referer of [`${EVIL}/page`, 'https://localhost:3000/checkout', 'not a url']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/login',
        headers: { referer, host: 'localhost:3000' },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode, referer).toBe(403);
      expect(res.json()).toEqual(CROSS_SITE);
      expect(res.cookies, referer).toEqual([]);
    }
    for (const referer of ['http://localhost:3000/checkout', 'http://shop.internal:8080/login']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/login',
        headers: { referer, host: 'shop.internal:8080' },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode, referer).toBe(200);
    }
  });

  it('an https:// Origin is refused when PUBLIC_URL and the request are http://', async () => {
    for (const host of ['localhost:3000', 'shop.internal:8080']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: `https://${host}`, host },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode, host).toBe(403);
      expect(res.json()).toEqual(CROSS_SITE);
    }
  });

  it('a client that is not a browser (no Origin, no Sec-Fetch-Site) passes', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('safe methods are not blocked by a foreign Origin', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/check-auth',
      headers: { origin: EVIL, cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a percent-encoded path to the same route is guarded too', async () => {
    for (const url of ['/%61pi/login', '/api/%6cogin', '/%61%70%69/login']) {
      const res = await t.inject({
        method: 'POST',
        url,
        headers: { origin: EVIL },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.cookies, url).toEqual([]);
    }
  });

  it('the session is read on a percent-encoded path as well', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/%61pi/check-auth',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isAuthenticated: true });
  });
});

describe('CSRF: the scheme of an allowed origin', () => {
  it('behind a TLS proxy the https:// origins pass: PUBLIC_URL\u2019s, and the Host the proxy says came over https', async () => {
    const t = await createTestApp({
      env: { PUBLIC_URL: 'https://shop.example', TRUST_PROXY: '1' },
    });
    try {
      const user = await t.signUp();
      const login = (headers: Record<string, string>) =>
        t.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': '198.51.100.7', ...headers },
          payload: { email: user.email, password: user.password },
        });
      const viaPublicUrl = await login({ origin: 'https://shop.example', host: 'shop.example' });
      expect(viaPublicUrl.statusCode).toBe(200);
      const viaHost = await login({
        origin: 'https://www.shop.example',
        host: 'www.shop.example',
        'x-forwarded-proto': 'https',
      });
      expect(viaHost.statusCode).toBe(200);
      // The same Host said to have come over plain http is another origin.
      const plain = await login({
        origin: 'https://www.shop.example',
        host: 'www.shop.example',
        'x-forwarded-proto': 'http',
      });
      expect(plain.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
