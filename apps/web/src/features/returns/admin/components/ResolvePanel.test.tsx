import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RmaRefundPreview, RmaResolveResponse } from '@shop/contract';
import { mockApi } from '../../../../test/render';
import { ResolvePanel, type ResolvableRma } from './ResolvePanel';
import type { Wire } from '../../../../test/wire';

const rma: ResolvableRma = {
  id: 7,
  rmaNumber: 'RMA-2026-000007',
  status: 'inspected',
  preferredOutcome: 'refund',
  refundStartedAt: null,
  refundInterrupted: false,
};

const preview: Wire<RmaRefundPreview> = {
  rmaId: 7,
  orderNumber: 'SV-261126-ABCDEF',
  unitPrice: 199.99,
  amount: 216.74,
  tax: 16.75,
  refundable: 443.48,
  refusal: null,
};

const resolved = (over: Partial<Wire<RmaResolveResponse>['resolution']>, message: string) => ({
  body: {
    success: true,
    message,
    resolution: {
      id: 7,
      rmaNumber: 'RMA-2026-000007',
      status: 'resolved',
      resolution: 'refund',
      resolutionNote: null,
      resolvedAt: '2026-11-26T10:00:00.000Z',
      refund: null,
      refundTax: null,
      resolutionOrderId: null,
      resolutionOrderNumber: null,
      ...over,
    },
  },
});

function renderPanel(props: ResolvableRma = rma) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ResolvePanel rma={props} />
    </QueryClientProvider>,
  );
}

describe('the RMA resolve panel', () => {
  it('previews the refund, asks to confirm it, then shows what went back', async () => {
    const calls = mockApi({
      'GET /api/admin/rmas/7/refund-preview': { body: { success: true, preview } },
      'POST /api/admin/rmas/7/resolve': resolved(
        { resolution: 'refund', refund: 216.74, refundTax: 16.75 },
        'Refunded $216.74 for RMA-2026-000007.',
      ),
    });
    const user = userEvent.setup();
    renderPanel();
    // The customer's preferred outcome is chosen first.
    expect(screen.getByRole('radio', { name: /Refund the unit's line/ })).toBeChecked();
    const list = await screen.findByLabelText('Refund preview');
    expect(within(list).getByText('$216.74')).toBeInTheDocument();
    expect(within(list).getByText('$16.75')).toBeInTheDocument();
    expect(within(list).getByText('Left to refund on SV-261126-ABCDEF')).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Note to the customer (optional)'),
      'Thanks for your patience',
    );
    await user.click(screen.getByRole('button', { name: 'Refund...' }));
    // Nothing is sent before the confirmation.
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/\$216\.74 \(including \$16\.75 of tax\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded $216.74 for RMA-2026-000007.')).toBeInTheDocument();
    expect(screen.getByText('Refunded $216.74, including $16.75 of tax.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/rmas/7/resolve')?.body).toEqual({
      resolution: 'refund',
      note: 'Thanks for your patience',
    });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('sends a replacement without a refund preview or a confirmation, and names its order', async () => {
    const calls = mockApi({
      'POST /api/admin/rmas/7/resolve': resolved(
        { resolution: 'replace', resolutionOrderId: 90, resolutionOrderNumber: 'SV-1-REPL' },
        'Replacement order SV-1-REPL made: it ships like any order.',
      ),
    });
    const user = userEvent.setup();
    renderPanel({ ...rma, preferredOutcome: 'replace' });
    expect(screen.getByRole('radio', { name: /Send a replacement/ })).toBeChecked();
    expect(screen.getByText('Replace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a replacement' }));
    expect(
      await screen.findByText('Replacement order SV-1-REPL made: it ships like any order.'),
    ).toBeInTheDocument();
    expect(screen.getByText('SV-1-REPL')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).not.toContain('GET /api/admin/rmas/7/refund-preview');
    expect(calls.find((c) => c.key === 'POST /api/admin/rmas/7/resolve')?.body).toEqual({
      resolution: 'replace',
      note: null,
    });
  });

  it('says why a refund cannot be made and keeps its button off; another choice still works', async () => {
    mockApi({
      'GET /api/admin/rmas/7/refund-preview': {
        body: {
          success: true,
          preview: { ...preview, amount: 0, tax: 0, refusal: 'Nothing is left.' },
        },
      },
    });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('Nothing is left.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund...' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Repair and send back/ }));
    expect(screen.getByRole('button', { name: 'Repair and send back' })).toBeEnabled();
  });

  it('shows a refused resolution and a failed preview with a way to try again', async () => {
    let previewFails = true;
    mockApi({
      'GET /api/admin/rmas/7/refund-preview': () =>
        previewFails
          ? { status: 500, body: { error: 'Server down' } }
          : { body: { success: true, preview } },
      'POST /api/admin/rmas/7/resolve': {
        status: 409,
        body: { error: 'This RMA is resolved: it cannot be resolved. It is closed.' },
      },
    });
    const user = userEvent.setup();
    renderPanel();
    expect(
      await screen.findByText('Could not work out the refund: Server down'),
    ).toBeInTheDocument();
    previewFails = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Refund preview')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Repair and send back/ }));
    await user.click(screen.getByRole('button', { name: 'Repair and send back' }));
    expect(
      await screen.findByText('This RMA is resolved: it cannot be resolved. It is closed.'),
    ).toBeInTheDocument();
    // The form stays, to try again or choose otherwise.
    expect(screen.getByRole('radio', { name: /Repair and send back/ })).toBeChecked();
  });

  it('an interrupted refund is offered only to be finished, and says the money may be back', async () => {
    mockApi({ 'GET /api/admin/rmas/7/refund-preview': { body: { success: true, preview } } });
    renderPanel({
      ...rma,
      preferredOutcome: 'replace',
      refundStartedAt: '2026-11-26T09:00:00.000Z',
      refundInterrupted: true,
    });
    expect(
      screen.getByText(/did not finish: the payment provider may have given/),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Refund the unit's line/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Send a replacement/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Repair and send back/ })).toBeDisabled();
    expect(await screen.findByLabelText('Refund preview')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund...' })).toBeEnabled();
  });

  it('waits for the inspection before offering a resolution', () => {
    mockApi({});
    renderPanel({ ...rma, status: 'received' });
    expect(
      screen.getByText('An RMA is resolved once its unit is received and inspected.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
