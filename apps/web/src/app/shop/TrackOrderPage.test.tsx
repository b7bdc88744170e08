import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderRoute, signedOut } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const TRACK = 'GET /api/track/SV-260305-7K3M9Q';

describe('TrackOrderPage', () => {
  it('shows a signed-out visitor the status and tracking number of the link’s order', async () => {
    const calls = mockApi({
      ...signedOut,
      [TRACK]: {
        body: {
          success: true,
          tracking: {
            order_number: 'SV-260305-7K3M9Q',
            status: 'shipped',
            tracking_number: '1Z999AA10123456784',
          },
        },
      },
    });
    renderRoute('/track/SV-260305-7K3M9Q?key=abcDEF123_-abcDEF123_-');
    expect(await screen.findByTestId('tracking-number')).toHaveTextContent('1Z999AA10123456784');
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('SV-260305-7K3M9Q')).toBeInTheDocument();
    expect(calls.find((c) => c.key === TRACK)).toBeDefined();
  });

  it('says when the order has no tracking number yet', async () => {
    mockApi({
      ...signedOut,
      [TRACK]: {
        body: {
          success: true,
          tracking: { order_number: 'SV-260305-7K3M9Q', status: 'paid', tracking_number: null },
        },
      },
    });
    renderRoute('/track/SV-260305-7K3M9Q?key=k');
    expect(await screen.findByTestId('tracking-number')).toHaveTextContent(
      'Not assigned yet: it appears here once the order ships.',
    );
  });

  it('says plainly that a changed link is not valid, without a retry that cannot help', async () => {
    mockApi({ ...signedOut, [TRACK]: { status: 404, body: { error: 'Order not found' } } });
    renderRoute('/track/SV-260305-7K3M9Q?key=tampered');
    expect(await screen.findByText(/This tracking link is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('offers Try Again when the shop cannot answer', async () => {
    mockApi({ ...signedOut, [TRACK]: { status: 503, body: { error: 'Service unavailable' } } });
    renderRoute('/track/SV-260305-7K3M9Q?key=k');
    expect(
      await screen.findByText('Failed to load the shipment. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
