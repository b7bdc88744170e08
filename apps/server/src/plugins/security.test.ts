import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.ts';

// What every answer carried when helmet's policy was built per request: the headers must not
// change with the way they are made.
const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';frame-src 'none';frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'";
const PLAIN_HTTP = {
  'Content-Security-Policy': CSP,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
  'Permissions-Policy':
    'accelerometer=(), camera=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

describe('securityHeaders', () => {
  it('are the shop policy on plain HTTP, without HSTS', () => {
    expect(securityHeaders({ secure: false })).toEqual(PLAIN_HTTP);
  });

  it('pin HTTPS and upgrade requests where the shop is served over HTTPS', () => {
    const headers = securityHeaders({ secure: true });
    expect(headers['Strict-Transport-Security']).toBe('max-age=15552000; includeSubDomains');
    expect(headers['Content-Security-Policy']).toBe(`${CSP};upgrade-insecure-requests`);
  });

  it("let only Stripe's own script, frames and API in, and only when Stripe is on", () => {
    const headers = securityHeaders({ secure: true, stripe: true });
    const csp = headers['Content-Security-Policy']!;
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
    expect(headers['Permissions-Policy']).toContain('payment=(self "https://js.stripe.com")');
  });
});
