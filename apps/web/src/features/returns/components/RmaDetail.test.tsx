import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerRma } from '@shop/contract';
import { mockApi, renderRoute } from '../../../test/render';
import { signedInCustomer } from '../../../test/fixtures/account';
import { rma } from '../../../test/fixtures/returns';
import type { Wire } from '../../../test/wire';

afterEach(() => vi.unstubAllGlobals());

const approved: Wire<CustomerRma> = {
  ...rma,
  status: 'approved',
  decisionNote: 'Send it in: <script>we</script> will replace it.',
  labelAvailable: true,
  steps: [
    ...rma.steps,
    {
      status: 'approved',
      fromStatus: 'requested',
      at: '2026-11-21T17:30:00.000Z',
      by: 'Alex Admin',
      note: 'Send it in: <script>we</script> will replace it.',
    },
  ],
};

describe('the RMA page', () => {
  it('shows the steps with who and when, texts as text, photos as images, and the label once approved', async () => {
    mockApi({
      ...signedInCustomer,
      'GET /api/customer/rmas/9': { body: { success: true, rma: approved } },
    });
    renderRoute('/dashboard/returns/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RMA-2026-000009' }),
    ).toBeInTheDocument();
    // The badge (the same colours as on the staff queue), and the step in the timeline.
    expect(screen.getAllByText('Approved: send it back')).toHaveLength(2);
    expect(screen.getByText('Approved: send it back', { selector: '.badge' })).toHaveClass(
      'bg-primary',
    );
    // The customer's and staff's words are text, never markup.
    expect(screen.getByText('Night vision <b>stopped</b> working.')).toBeInTheDocument();
    expect(screen.getAllByText('Send it in: <script>we</script> will replace it.')).toHaveLength(2);
    expect(document.querySelector('script')).toBeNull();
    const steps = screen.getByRole('list', { name: 'Steps of the request' });
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Requested');
    expect(items[0]).toHaveTextContent('You');
    expect(items[1]).toHaveTextContent('Alex Admin');
    expect(screen.getByRole('img', { name: 'Photo 1 you sent' })).toHaveAttribute(
      'src',
      '/api/customer/rmas/9/photos/1',
    );
    expect(screen.getByRole('link', { name: /Print return label/ })).toHaveAttribute(
      'href',
      '/api/customer/rmas/9/label',
    );
    expect(screen.getByText(/write RMA-2026-000009 on the box/)).toBeInTheDocument();
  });

  it('shows no receiving or inspection note, only the notes of decisions and the resolution', async () => {
    const resolved: Wire<CustomerRma> = {
      ...approved,
      status: 'resolved',
      inspectionResult: 'damaged',
      resolution: 'replace',
      resolutionNote: 'A new camera is on its way.',
      labelAvailable: false,
      canWithdraw: false,
      steps: [
        ...approved.steps,
        {
          status: 'received',
          fromStatus: 'approved',
          at: '2026-11-24T10:00:00.000Z',
          by: 'Sam Stock',
          note: 'Received into RET',
        },
        {
          status: 'inspected',
          fromStatus: 'received',
          at: '2026-11-24T11:00:00.000Z',
          by: 'Sam Stock',
          note: 'Water inside, bin RET-01',
        },
        {
          status: 'resolved',
          fromStatus: 'inspected',
          at: '2026-11-25T09:00:00.000Z',
          by: 'Alex Admin',
          note: 'A new camera is on its way.',
        },
      ],
    };
    mockApi({
      ...signedInCustomer,
      'GET /api/customer/rmas/9': { body: { success: true, rma: resolved } },
    });
    renderRoute('/dashboard/returns/9');
    const steps = await screen.findByRole('list', { name: 'Steps of the request' });
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[1]).toHaveTextContent('Send it in: <script>we</script> will replace it.');
    expect(items[2]).toHaveTextContent('Received');
    expect(items[3]).toHaveTextContent('Inspected');
    expect(items[4]).toHaveTextContent('A new camera is on its way.');
    expect(screen.queryByText(/Received into RET/)).toBeNull();
    expect(screen.queryByText(/Water inside/)).toBeNull();
  });

  it('names the order a replacement ships on, or the repaired unit is sent back on', async () => {
    const done = (resolution: 'replace' | 'repair'): Wire<CustomerRma> => ({
      ...rma,
      status: 'resolved',
      inspectionResult: 'damaged',
      resolution,
      resolutionOrderNumber: 'SV-261126-RPL001',
      canWithdraw: false,
      labelAvailable: true,
    });
    mockApi({
      ...signedInCustomer,
      'GET /api/customer/rmas/9': { body: { success: true, rma: done('replace') } },
      'GET /api/customer/rmas/10': { body: { success: true, rma: { ...done('repair'), id: 10 } } },
    });
    const first = renderRoute('/dashboard/returns/9');
    const replaced = await screen.findByText('Replacement ships on order');
    expect(replaced.nextElementSibling).toHaveTextContent('SV-261126-RPL001');
    expect(screen.queryByText('Sent back on order')).toBeNull();
    first.unmount();
    renderRoute('/dashboard/returns/10');
    expect(await screen.findByText('Sent back on order')).toBeInTheDocument();
    expect(screen.queryByText('Replacement ships on order')).toBeNull();
  });

  it('withdraws after a confirmation; a refusal is told, and Withdraw is gone once closed', async () => {
    let current: Wire<CustomerRma> = rma;
    let refuse = true;
    mockApi({
      ...signedInCustomer,
      'GET /api/customer/rmas/9': () => ({ body: { success: true, rma: current } }),
      'POST /api/customer/rmas/9/withdraw': () => {
        if (refuse) {
          return { status: 409, body: { error: 'This RMA is received: it cannot be withdrawn.' } };
        }
        current = { ...rma, status: 'withdrawn', canWithdraw: false, labelAvailable: false };
        return { body: { success: true, rma: current } };
      },
      'GET /api/customer/devices': { body: { success: true, devices: [], pagination: {} } },
    });
    const user = userEvent.setup();
    renderRoute('/dashboard/returns/9');
    // Requested: nothing is sent before the approval: no label, no shipping
    // instructions, only what happens next.
    await screen.findByRole('heading', { level: 1, name: 'RMA-2026-000009' });
    expect(screen.queryByRole('link', { name: /Print return label/ })).toBeNull();
    expect(
      screen.getByText(
        'We review your request and e-mail you our decision. Please keep the device until we approve the request: this page then has the return label and how to send it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/send the device|ship|on the box/i)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw RMA-2026-000009?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    expect(
      await screen.findByText('This RMA is received: it cannot be withdrawn.'),
    ).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw request' }),
    );
    expect(await screen.findByText('Request RMA-2026-000009 withdrawn.')).toBeInTheDocument();
    expect(screen.getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Print return label/ })).toBeNull();
  });

  it('the banner after filing lasts while the request is open, and only for that visit', async () => {
    let current: Wire<CustomerRma> = rma;
    mockApi({
      ...signedInCustomer,
      'GET /api/customer/rmas/9': () => ({ body: { success: true, rma: current } }),
    });
    const filed = renderRoute('/dashboard/returns/9', { filed: true });
    const banner = await screen.findByText(
      'Request RMA-2026-000009 sent. We e-mailed you a confirmation and e-mail you again when we have decided.',
    );
    expect(banner).toBeInTheDocument();
    expect(screen.queryByText(/return instructions/)).toBeNull();
    // A reload or a way back to the page does not file it again.
    expect(filed.router.state.location.state).toBeNull();
    filed.unmount();

    // Decided since (rejected here): the banner of the request that ended does not come back.
    current = { ...rma, status: 'rejected', canWithdraw: false, labelAvailable: false };
    renderRoute('/dashboard/returns/9', { filed: true });
    await screen.findByRole('heading', { level: 1, name: 'RMA-2026-000009' });
    expect(screen.queryByText(/Request RMA-2026-000009 sent/)).toBeNull();
  });

  it('another customer\u2019s or a missing RMA is not found', async () => {
    mockApi({
      ...signedInCustomer,
      'GET /api/customer/rmas/12': { status: 404, body: { error: 'Request not found' } },
    });
    renderRoute('/dashboard/returns/12');
    expect(await screen.findByText(/Request not found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your returns' })).toHaveAttribute(
      'href',
      '/dashboard?tab=returns',
    );
  });
});
