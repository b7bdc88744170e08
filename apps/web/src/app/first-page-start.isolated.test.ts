import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * What every page runs before its first paint (the entry chunk: the router, the layout, the
 * shared helpers) must not spend its start on work the page may never need. Making an
 * Intl.DateTimeFormat loads locale and time-zone data: 15-35 ms each on this machine's
 * Chromium, four times that on a phone, and the shell made nine at load.
 */
describe('the first page’s start', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the router, the layout and the formatters without making a date format', async () => {
    vi.resetModules();
    // eslint-disable-next-line no-restricted-properties -- counts the constructor, formats nothing
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    });
    const { formatDate } = await import('../lib/format');
    await import('./router');
    await import('./providers');
    await import('@shop/contract/installations');
    expect(made).not.toHaveBeenCalled();

    // Made on first use, once.
    expect(formatDate('2026-03-03T05:30:00.000Z')).toBe('Mar 2, 2026');
    expect(formatDate('2026-03-04T05:30:00.000Z')).toBe('Mar 3, 2026');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
