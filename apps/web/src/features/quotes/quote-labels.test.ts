import { describe, expect, it } from 'vitest';
import { leadHref } from './quote-labels';

describe('quote labels', () => {
  it('links a lead to its screen', () => {
    expect(leadHref({ kind: 'survey', id: 4 })).toBe('/admin/site-surveys/4');
    expect(leadHref({ kind: 'contact', id: 9 })).toBe('/admin/contact-requests/9');
  });
});
