import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIPTION_MESSAGES } from '@shop/contract';
import { dashboardApi } from '../../../test/fixtures/account';
import { card, invoice, subscription, testPayments } from '../../../test/fixtures/subscriptions';
import { mockApi, renderRoute } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const plans = (list: ReturnType<typeof subscription>[]) => ({
  'GET /api/customer/subscriptions': { body: { success: true, subscriptions: list } },
});
const cards = (list: ReturnType<typeof card>[]) => ({
  'GET /api/customer/payment-methods': { body: { success: true, cards: list } },
});

describe('the dashboard\u2019s Plans tab', () => {
  it('lists the plans with their state, next bill or end, and a call to pay an open invoice', async () => {
    mockApi({
      ...dashboardApi(),
      ...cards([card()]),
      ...plans([
        subscription(),
        subscription({
          id: 6,
          number: 'SUB-000006',
          siteName: '',
          cancelAt: '2027-01-15T17:00:00.000Z',
          nextBill: null,
        }),
        subscription({
          id: 7,
          number: 'SUB-000007',
          status: 'past_due',
          openInvoice: invoice({ id: 40, status: 'open', paidAt: null }),
        }),
      ]),
    });
    renderRoute('/dashboard?tab=plans');
    expect(await screen.findByRole('tab', { name: 'Plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await screen.findByRole('list', { name: 'Your plans' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Alarm Monitoring' })).toHaveAttribute(
      'href',
      '/dashboard/plans/5',
    );
    expect(within(first!).getByText('Home: 12 Main St, Las Vegas, NV 89101')).toBeInTheDocument();
    expect(within(first!).getByText('Next bill Apr 15, 2026: $43.34')).toBeInTheDocument();
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(within(second!).getByText('Ends on Jan 15, 2027')).toBeInTheDocument();
    expect(within(third!).getByText('Past due')).toBeInTheDocument();
    expect(within(third!).getByText(/Payment failed/)).toBeInTheDocument();
    expect(
      within(third!).getByRole('link', { name: 'pay now $43.34 for Alarm Monitoring' }),
    ).toHaveAttribute('href', '/dashboard/plans/7');
  });

  it('offers the plans on sale when there is none yet', async () => {
    mockApi({ ...dashboardApi(), ...plans([]), ...cards([]) });
    renderRoute('/dashboard?tab=plans');
    expect(
      await screen.findByText(/You have no monitoring or maintenance plan yet/),
    ).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /See our plans/ });
    expect(links.every((link) => link.getAttribute('href') === '/services#plans')).toBe(true);
    expect(screen.getByText(/No card is saved/)).toBeInTheDocument();
  });

  it('adds a card with the test provider\u2019s form: a refusal is told, a saved card listed', async () => {
    let saved = false;
    let tries = 0;
    const calls = mockApi({
      ...dashboardApi(),
      ...testPayments,
      ...plans([]),
      'GET /api/customer/payment-methods': () => ({
        body: { success: true, cards: saved ? [card({ id: 9, last4: '0341' })] : [] },
      }),
      'POST /api/customer/payment-methods/test-card': () => {
        tries += 1;
        if (tries === 1) {
          return {
            status: 201,
            body: { success: true, card: null, error: 'Your card was declined.' },
          };
        }
        saved = true;
        return {
          status: 201,
          body: { success: true, card: card({ id: 9, last4: '0341' }), error: null },
        };
      },
    });
    renderRoute('/dashboard?tab=plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const form = await screen.findByRole('form', { name: 'Add a card' });
    await userEvent.type(within(form).getByLabelText(/Card number/), '4000000000000002');
    await userEvent.type(within(form).getByLabelText(/Expir/), '1234');
    await userEvent.type(within(form).getByLabelText(/CVC/), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await within(form).findByText('Your card was declined.')).toBeInTheDocument();
    expect(calls.find((c) => c.key.endsWith('/test-card'))!.body).toEqual({
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/34',
      cvc: '123',
    });

    await userEvent.clear(within(form).getByLabelText(/Card number/));
    await userEvent.type(within(form).getByLabelText(/Card number/), '4000000000000341');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Visa ending in 0341 is saved.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your saved cards' });
    expect(within(list).getByText('Visa ending in 0341, expires 12/30')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a card' })).toBeNull();
  });

  it('asks before removing a card, and tells why a card paying for a plan stays', async () => {
    const calls = mockApi({
      ...dashboardApi(),
      ...plans([subscription()]),
      ...cards([card()]),
      'DELETE /api/customer/payment-methods/3': {
        status: 409,
        body: { error: SUBSCRIPTION_MESSAGES.cardInUse },
      },
    });
    renderRoute('/dashboard?tab=plans');
    const list = await screen.findByRole('list', { name: 'Your saved cards' });
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.cardInUse)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(list).getByText('Visa ending in 4242, expires 12/30')).toBeInTheDocument();
  });
});
