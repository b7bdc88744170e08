import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute } from '../../test/render';
import { signedInAdmin, XSS } from '../../test/fixtures/common';
import { rmaDetail, rmaRow, rmasPage, rmaStats } from '../../test/fixtures/rmas';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());
const setup = () => userEvent.setup({ delay: null });

describe('/admin/rmas', () => {
  it('opens on the open RMAs with counts per status, and filters, searches, sorts and pages through the server', async () => {
    const asked: URLSearchParams[] = [];
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/rmas/stats': { body: rmaStats({ requested: 1, approved: 1, resolved: 4 }) },
      'GET /api/admin/rmas': (_body, url) => {
        asked.push(url.searchParams);
        const rows = [
          rmaRow({ customerName: `Rita ${XSS}` }),
          rmaRow({
            id: 43,
            rmaNumber: 'RMA-2026-000043',
            status: 'approved',
            kind: 'return',
            preferredOutcome: 'refund',
            daysOpen: 1,
          }),
        ].filter((r) => {
          const s = url.searchParams.get('status');
          return !s || s === 'open' || r.status === s;
        });
        return { body: rmasPage(rows, 1, 41) };
      },
    });
    renderRoute('/admin/rmas');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(asked[0]!.get('status')).toBe('open');
    expect(asked[0]!.get('limit')).toBe('20');
    expect(asked[0]!.get('sort')).toBe('newest');
    expect(within(rows[1]!).getByRole('link', { name: 'RMA-2026-000042' })).toHaveAttribute(
      'href',
      '/admin/rmas/42',
    );
    // Customer text is text.
    expect(within(rows[1]!).getByText(`Rita ${XSS}`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(within(rows[1]!).getByText('DOME4-260101-1')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('6 days')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Return for refund')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Refund')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('1 day')).toBeInTheDocument();
    // The one status badge, in the colours the customer sees too (components/rma).
    expect(within(rows[1]!).getByText('Requested')).toHaveClass('badge', 'bg-warning', 'text-dark');
    expect(within(rows[2]!).getByText('Approved: send it back')).toHaveClass('badge', 'bg-primary');
    expect(await screen.findByRole('button', { name: 'Open (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All (6)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      expect.stringContaining('page=2'),
    );

    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Approved: send it back (1)' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('approved'));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    await user.click(screen.getByRole('button', { name: 'All (6)' }));
    await waitFor(() => expect(asked.at(-1)?.has('status')).toBe(false));

    await user.type(screen.getByLabelText('Search returns'), 'DOME4');
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('DOME4'));
    await user.selectOptions(screen.getByLabelText('Kind'), 'return');
    await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('return'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'status');
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('status'));
    await user.type(screen.getByLabelText('Created from'), '2026-11-01');
    await waitFor(() => expect(asked.at(-1)?.get('createdFrom')).toBe('2026-11-01'));
  });

  it('opens the RMA a scanned label belongs to, and says when no open RMA matches', async () => {
    const looked: string[] = [];
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/rmas/stats': { body: rmaStats() },
      'GET /api/admin/rmas': { body: rmasPage() },
      'GET /api/admin/rmas/lookup': (_body, url) => {
        const code = url.searchParams.get('code')!;
        looked.push(code);
        return code === 'DOME4-260101-1'
          ? {
              body: {
                success: true,
                rma: { id: 42, rmaNumber: 'RMA-2026-000042', status: 'approved' },
              },
            }
          : { status: 404, body: { error: 'No open RMA matches this code' } };
      },
      'GET /api/admin/rmas/42': { body: { success: true, rma: rmaDetail({ status: 'approved' }) } },
    });
    renderRoute('/admin/rmas');
    expect(await screen.findByText('No open returns: nothing to work.')).toBeInTheDocument();

    const user = setup();
    const box = screen.getByLabelText('Scan a return');
    await user.type(box, 'RMA-2026-999999{Enter}');
    expect(await screen.findByText('No open RMA matches this code')).toBeInTheDocument();
    // A keyboard-wedge scanner types the unit's label and Enter.
    await user.type(box, ' DOME4-260101-1 {Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RMA-2026-000042' }),
    ).toBeInTheDocument();
    expect(looked).toEqual(['RMA-2026-999999', 'DOME4-260101-1']);
  });

  it('offers a retry when the queue fails to load', async () => {
    let fail = true;
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/rmas/stats': { body: rmaStats() },
      'GET /api/admin/rmas': () =>
        fail ? { status: 503, body: { error: 'Database busy' } } : { body: rmasPage() },
    });
    renderRoute('/admin/rmas?status=rejected');
    expect(await screen.findByText('Database busy')).toBeInTheDocument();
    fail = false;
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No returns match these filters.')).toBeInTheDocument();
    // Clear Filters goes back to the open RMAs.
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('No open returns: nothing to work.')).toBeInTheDocument();
  });
});
