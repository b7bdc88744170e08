import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CustomerInstallation } from '@shop/contract';
import { mockApi } from '../../../test/render';
import { CustomerInstallations } from './CustomerInstallations';

const waiting: CustomerInstallation = {
  id: 5,
  orderId: 50,
  orderNumber: 'ORD-50',
  status: 'to_book',
  day: null,
  slot: null,
  startTime: null,
  startsAt: null,
  technicianFirstName: null,
  siteAddress: '1 Main Street, Las Vegas, NV 89109',
  canMoveUntil: null,
  canMove: false,
  canBook: true,
};
const booked: CustomerInstallation = {
  ...waiting,
  status: 'booked',
  day: '2026-12-02',
  slot: 2,
  startTime: '13:00',
  startsAt: '2026-12-02T21:00:00.000Z',
  technicianFirstName: 'Ana',
  canMoveUntil: '2026-11-30T21:00:00.000Z',
  canMove: true,
  canBook: false,
};

const morning = {
  day: '2026-12-02',
  slot: 1,
  startTime: '08:00',
  startsAt: '2026-12-02T16:00:00.000Z',
};
const afternoon = { ...morning, slot: 2, startTime: '13:00', startsAt: '2026-12-02T21:00:00.000Z' };

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CustomerInstallations />
    </QueryClientProvider>,
  );
}

describe('the Installations tab', () => {
  it('picks a free slot and books it; the job then shows its day and Move', async () => {
    let current = waiting;
    const calls = mockApi({
      'GET /api/customer/installations': () => ({
        body: { success: true, installations: [current] },
      }),
      'GET /api/customer/installations/5/slots': {
        body: {
          success: true,
          slots: [morning, afternoon],
        },
      },
      'POST /api/customer/installations/5/book': () => {
        current = booked;
        return { body: { success: true, installation: booked } };
      },
    });
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText('Order ORD-50')).toBeInTheDocument();
    expect(screen.getByText('To book')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pick a slot' }));
    await user.click(await screen.findByRole('radio', { name: /Dec 2, 2026 at 1:00 PM/ }));
    await user.click(screen.getByRole('button', { name: 'Book this slot' }));
    expect(
      await screen.findByText(/Your installation is booked: Dec 2, 2026 at 1:00 PM/),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/customer/installations/5/book')?.body).toEqual({
      day: '2026-12-02',
      slot: 2,
    });
    expect(await screen.findByRole('button', { name: 'Move' })).toBeInTheDocument();
    expect(screen.getByText(/with Ana/)).toBeInTheDocument();
  });

  it('shows the server’s word when the slot was just taken, and the empty and failed states', async () => {
    mockApi({
      'GET /api/customer/installations': { body: { success: true, installations: [waiting] } },
      'GET /api/customer/installations/5/slots': {
        body: {
          success: true,
          slots: [morning],
        },
      },
      'POST /api/customer/installations/5/book': {
        status: 409,
        body: { error: 'That slot was just taken. Pick another one.', code: 'SLOT_TAKEN' },
      },
    });
    const user = userEvent.setup();
    const { unmount } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Pick a slot' }));
    await user.click(await screen.findByRole('radio', { name: /8:00 AM/ }));
    await user.click(screen.getByRole('button', { name: 'Book this slot' }));
    expect(
      await screen.findByText('That slot was just taken. Pick another one.'),
    ).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/customer/installations': { body: { success: true, installations: [] } } });
    const empty = renderTab();
    expect(await screen.findByText(/No installations yet/)).toBeInTheDocument();
    empty.unmount();

    mockApi({ 'GET /api/customer/installations': { status: 500, body: { error: 'x' } } });
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
