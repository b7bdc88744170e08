import { describe, expect, it } from 'vitest';
import { centsOf, dollarsText, leadHref } from './quote-labels';

describe('quote money fields', () => {
  it('reads dollars as cents, and refuses what is not an amount', () => {
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('$1,200.99')).toBe(120_099);
    expect(centsOf('')).toBeUndefined();
    expect(centsOf('-3')).toBeNull();
    expect(centsOf('1.234')).toBeNull();
    expect(centsOf('abc')).toBeNull();
    expect(dollarsText(1250)).toBe('12.50');
  });

  it('links a lead to its screen', () => {
    expect(leadHref({ kind: 'survey', id: 4 })).toBe('/admin/site-surveys/4');
    expect(leadHref({ kind: 'contact', id: 9 })).toBe('/admin/contact-requests/9');
  });
});
