import { describe, expect, it } from 'vitest';
import { homeForRole, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('accepts a path on this site', () => {
    expect(safeRedirectPath('/checkout')).toBe('/checkout');
    expect(safeRedirectPath('/dashboard?tab=orders')).toBe('/dashboard?tab=orders');
  });
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    // A dot segment that the URL parser resolves into a path beginning "//" (another host to
    // a browser navigating to it).
    '/..//evil.example',
    '/./\\evil.example',
    'javascript:alert(1)',
    '',
    null,
    42,
    '/login',
    '/register',
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe('homeForRole', () => {
  it('sends admins to the admin dashboard and everyone else to theirs', () => {
    expect(homeForRole('admin')).toBe('/admin/dashboard');
    expect(homeForRole('customer')).toBe('/dashboard');
    expect(homeForRole('manager')).toBe('/dashboard');
  });
});
