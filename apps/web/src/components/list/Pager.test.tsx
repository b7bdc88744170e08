import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pager } from './Pager';

function renderPager(props: { current: number; total: number; maxPages?: number }) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <Pager {...props} hrefFor={(page) => `/list?page=${page}`} label="Unit pages" />,
      },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  const nav = screen.getByRole('navigation', { name: 'Unit pages' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('Pager', () => {
  it('shows first, last and the current page with its neighbours by default', () => {
    expect(renderPager({ current: 6, total: 12 })).toEqual([
      'Previous',
      '1',
      '5',
      '6',
      '7',
      '12',
      'Next',
    ]);
  });

  it('shows at most five page numbers with maxPages, the current one among them', () => {
    expect(renderPager({ current: 6, total: 12, maxPages: 5 })).toEqual([
      'Previous',
      '4',
      '5',
      '6',
      '7',
      '8',
      'Next',
    ]);
  });

  it('has no Previous link on the first page and no Next link on the last', () => {
    expect(renderPager({ current: 1, total: 12, maxPages: 5 })).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      'Next',
    ]);
    expect(screen.getByText('Previous').tagName).toBe('SPAN');
  });
});
