import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderRoute, signedOut } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

describe('the published block on a public page', () => {
  it('shows the published block of /about below the header, in its contained box', async () => {
    mockApi({
      ...signedOut,
      'GET /api/pages/about': {
        body: {
          slug: 'about',
          path: '/about',
          block: {
            title: 'About Us',
            content: '<h2>Our new office</h2><p>Opens in May.</p>',
            updatedAt: '2026-05-01T09:00:00.000Z',
          },
        },
      },
    });
    renderRoute('/about');
    const block = await screen.findByRole('region', { name: 'About Us' }, { timeout: 5000 });
    expect(block).toHaveClass('page-block');
    expect(block.innerHTML).toBe('<h2>Our new office</h2><p>Opens in May.</p>');
    // Below the page's own heading.
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing when the page is not published', async () => {
    const calls = mockApi(signedOut);
    renderRoute('/services');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/pages/services')).toBe(true));
    expect(document.querySelector('.page-block')).toBeNull();
  });

  it('shows nothing when the call fails: the page is whole without it', async () => {
    mockApi({ ...signedOut, 'GET /api/pages/home': { status: 500, body: { error: 'x' } } });
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('.page-block')).toBeNull();
  });
});
