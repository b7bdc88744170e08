import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute } from '../../test/render';
import { signedInAdmin, XSS } from '../../test/fixtures/common';
import { quoteSummary, quotesPage } from '../../test/fixtures/quotes';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());
const setup = () => userEvent.setup({ delay: null });

describe('/admin/quotes', () => {
  it('lists quotes with their lead, status chips with counts, and filters through the server', async () => {
    const asked: URLSearchParams[] = [];
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/quotes': (_body, url) => {
        asked.push(url.searchParams);
        const status = url.searchParams.get('status');
        const quotes = [
          quoteSummary({ customerName: `Lee ${XSS}` }),
          quoteSummary({
            id: 13,
            quoteNumber: 'QT-2026-000013',
            status: 'sent',
            siteSurveyId: null,
            contactRequestId: 4,
            total: 1000,
          }),
        ].filter((q) => !status || q.status === status);
        return { body: quotesPage(quotes, { draft: 1, sent: 1 }) };
      },
    });
    renderRoute('/admin/quotes');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'QT-2026-000012' })).toHaveAttribute(
      'href',
      '/admin/quotes/12',
    );
    // Customer text is text.
    expect(within(rows[1]!).getByText(`Lee ${XSS}`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(within(rows[1]!).getByRole('link', { name: 'Survey #21' })).toHaveAttribute(
      'href',
      '/admin/site-surveys/21',
    );
    expect(within(rows[2]!).getByRole('link', { name: 'Request #4' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (2)' })).toHaveAttribute('aria-pressed', 'true');

    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Sent (1)' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('sent'));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );

    await user.type(screen.getByLabelText('Search quotes'), 'park');
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('park'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'total');
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('total'));
    expect(asked.at(-1)?.get('limit')).toBe('20');
  });

  it('says when there are none, and offers a retry when the list fails', async () => {
    let fail = true;
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/quotes': () =>
        fail ? { status: 503, body: { error: 'Database busy' } } : { body: quotesPage() },
    });
    renderRoute('/admin/quotes');
    expect(await screen.findByText('Database busy')).toBeInTheDocument();
    fail = false;
    await setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No quotes yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create the first quote' })).toHaveAttribute(
      'href',
      '/admin/quotes/new',
    );
  });
});
