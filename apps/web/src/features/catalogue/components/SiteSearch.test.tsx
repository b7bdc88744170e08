import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteSearch } from './SiteSearch';

/** The timers still pending once the search box has gone (the query cache keeps its own). */
function timersLeftAfterUnmount(blurFirst: boolean): number {
  vi.clearAllTimers();
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SiteSearch />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox');
  act(() => {
    box.focus();
  });
  if (blurFirst) fireEvent.blur(box);
  view.unmount();
  return vi.getTimerCount();
}

describe('SiteSearch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves no timer of its own behind when it goes away right after losing focus', () => {
    // A close still pending after the page had gone once set state in a torn-down window (CI:
    // "window is not defined" from ProductsPage.test.tsx, after its tests had passed).
    vi.useFakeTimers();
    expect(timersLeftAfterUnmount(true)).toBe(timersLeftAfterUnmount(false));
  });
});
