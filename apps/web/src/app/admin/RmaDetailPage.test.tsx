import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRmaDetail } from '@shop/contract';
import { mockApi, renderRoute } from '../../test/render';
import { signedInAdmin, XSS } from '../../test/fixtures/common';
import { rmaDetail } from '../../test/fixtures/rmas';
import type { Wire } from '../../test/wire';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());
const setup = () => userEvent.setup({ delay: null });

const answer = (rma: Wire<AdminRmaDetail>, message = 'Done') => ({
  body: { success: true, rma, message },
});

describe('/admin/rmas/:id', () => {
  it("shows the request with the customer's text as text, photos as images, the unit's history, and approves with a note", async () => {
    const requested = rmaDetail({
      description: `Stopped ${XSS} recording`,
      customerName: `Rita ${XSS}`,
      photos: [{ position: 1, width: 800, height: 600, url: '/api/admin/rmas/42/photos/1' }],
    });
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/rmas/42': { body: { success: true, rma: requested } },
      'POST /api/admin/rmas/42/approve': answer(
        rmaDetail({ status: 'approved', decisionNote: 'Keep the box' }),
        'RMA-2026-000042 approved: the customer was e-mailed',
      ),
    });
    renderRoute('/admin/rmas/42');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'RMA-2026-000042' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Stopped ${XSS} recording`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Photo 1 of RMA-2026-000042' })).toHaveAttribute(
      'src',
      '/api/admin/rmas/42/photos/1',
    );
    expect(screen.getByText('Defective or stopped working')).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('link', { name: 'Rita Vance' })).toHaveAttribute(
      'href',
      '/admin/customers/7',
    );
    const history = within(screen.getByRole('region', { name: 'Unit history' })).getAllByRole(
      'row',
    );
    expect(history).toHaveLength(3);
    expect(within(history[2]!).getByText('Assigned → Shipped')).toBeInTheDocument();
    expect(within(history[2]!).getByText('Order SV-261101-ABC123 shipped')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Steps' })).getByText(/by the customer/),
    ).toBeInTheDocument();

    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve RMA-2026-000042' });
    await user.type(within(dialog).getByLabelText(/Note to the customer/), 'Keep the box');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and e-mail' }));
    expect(
      await screen.findByText('RMA-2026-000042 approved: the customer was e-mailed'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/rmas/42/approve')?.body).toEqual({
      note: 'Keep the box',
    });
    // The answer is the RMA now: approved, waiting for the unit.
    expect(await screen.findByLabelText('Receive by scanning')).toBeInTheDocument();
    expect(screen.getByText('Keep the box')).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/rmas/42': { body: { success: true, rma: rmaDetail() } },
      'POST /api/admin/rmas/42/reject': answer(
        rmaDetail({ status: 'rejected', decisionNote: 'Water damage' }),
        'RMA-2026-000042 rejected: the customer was e-mailed',
      ),
    });
    renderRoute('/admin/rmas/42');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject RMA-2026-000042' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject and e-mail' }));
    expect(
      await within(dialog).findByText(
        'Give the reason for rejecting (it is e-mailed to the customer)',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/admin/rmas/42/reject')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Water damage');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and e-mail' }));
    expect(
      await screen.findByText('RMA-2026-000042 rejected: the customer was e-mailed'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/rmas/42/reject')?.body).toEqual({
      reason: 'Water damage',
    });
    expect(screen.getByText('Reason for rejecting')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('closes an approved RMA whose unit never came back: Reject with a reason, beside the scan box', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/rmas/42': { body: { success: true, rma: rmaDetail({ status: 'approved' }) } },
      'POST /api/admin/rmas/42/reject': answer(
        rmaDetail({ status: 'rejected', decisionNote: 'Nothing arrived in 60 days' }),
        'RMA-2026-000042 rejected: the customer was e-mailed',
      ),
    });
    renderRoute('/admin/rmas/42');
    const user = setup();
    expect(await screen.findByLabelText('Receive by scanning')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject RMA-2026-000042' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Nothing arrived in 60 days');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and e-mail' }));
    expect(
      await screen.findByText('RMA-2026-000042 rejected: the customer was e-mailed'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/rmas/42/reject')?.body).toEqual({
      reason: 'Nothing arrived in 60 days',
    });
    await waitFor(() => expect(screen.queryByLabelText('Receive by scanning')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('receives by a scanned code, and shows the refusal of a code that is not this RMA or its unit', async () => {
    const codes: string[] = [];
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/rmas/42': { body: { success: true, rma: rmaDetail({ status: 'approved' }) } },
      'POST /api/admin/rmas/42/receive': (body) => {
        const { code } = body as { code: string };
        codes.push(code);
        return code === 'RMA-2026-000042'
          ? answer(
              rmaDetail({
                status: 'received',
                unit: { ...rmaDetail().unit, status: 'returned', location: 'RET' },
              }),
              'RMA-2026-000042 received into RET',
            )
          : {
              status: 409,
              body: {
                error: 'This code is not RMA-2026-000042 or its unit DOME4-260101-1',
              },
            };
      },
    });
    renderRoute('/admin/rmas/42');
    const user = setup();
    const box = await screen.findByLabelText('Receive by scanning');
    await user.type(box, 'OTHER-1{Enter}');
    expect(
      await screen.findByText('This code is not RMA-2026-000042 or its unit DOME4-260101-1'),
    ).toBeInTheDocument();
    await user.type(box, 'RMA-2026-000042{Enter}');
    expect(await screen.findByText('RMA-2026-000042 received into RET')).toBeInTheDocument();
    expect(codes).toEqual(['OTHER-1', 'RMA-2026-000042']);
    expect(screen.getByText('Returned in RET')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Inspection' })).toBeInTheDocument();
  });

  it('inspects with a result and notes; no result, no call', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/rmas/42': { body: { success: true, rma: rmaDetail({ status: 'received' }) } },
      'POST /api/admin/rmas/42/inspect': answer(
        rmaDetail({ status: 'inspected', inspectionResult: 'damaged', inspectionNotes: 'Cracked' }),
        'RMA-2026-000042 inspected',
      ),
    });
    renderRoute('/admin/rmas/42');
    const user = setup();
    const form = await screen.findByRole('form', { name: 'Inspection' });
    await user.click(within(form).getByRole('button', { name: 'Save inspection' }));
    expect(
      await within(form).findByText('Choose whether the unit works or is damaged'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Damaged' }));
    // Staff's own: the customer never sees these notes.
    await user.type(within(form).getByLabelText('Inspection notes (staff only)'), 'Cracked');
    await user.click(within(form).getByRole('button', { name: 'Save inspection' }));
    expect(await screen.findByText('RMA-2026-000042 inspected')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/rmas/42/inspect')?.body).toEqual({
      result: 'damaged',
      notes: 'Cracked',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Inspection' })).toBeNull());
    expect(screen.getByText('Cracked')).toBeInTheDocument();
  });

  it('keeps what the resolution did on screen once the RMA reloads as resolved', async () => {
    const inspected = { status: 'inspected' as const, inspectionResult: 'damaged' as const };
    let resolved = false;
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/rmas/42': () => ({
        body: {
          success: true,
          rma: rmaDetail(
            resolved
              ? {
                  ...inspected,
                  status: 'resolved',
                  resolution: 'replace',
                  resolutionOrderId: 90,
                  resolutionOrderNumber: 'SV-261126-REPL01',
                }
              : { ...inspected, preferredOutcome: 'replace' },
          ),
        },
      }),
      'POST /api/admin/rmas/42/resolve': () => {
        resolved = true;
        return {
          body: {
            success: true,
            message: 'Replacement order SV-261126-REPL01 made: it ships like any order.',
            resolution: {
              id: 42,
              rmaNumber: 'RMA-2026-000042',
              status: 'resolved',
              resolution: 'replace',
              resolutionNote: null,
              resolvedAt: '2026-11-26T10:00:00.000Z',
              refund: null,
              refundTax: null,
              resolutionOrderId: 90,
              resolutionOrderNumber: 'SV-261126-REPL01',
            },
          },
        };
      },
    });
    renderRoute('/admin/rmas/42');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Send a replacement' }));
    expect(
      await screen.findByText('Replacement order SV-261126-REPL01 made: it ships like any order.'),
    ).toBeInTheDocument();
    // The answer reloads the RMA, resolved now: the panel stays with the order to ship.
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'GET /api/admin/rmas/42')).toHaveLength(2),
    );
    expect(await screen.findByText('Replaced · order SV-261126-REPL01')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Resolve RMA-2026-000042' });
    expect(
      within(panel).getByText(/waits in the orders to be picked and shipped/),
    ).toHaveTextContent('Order SV-261126-REPL01 waits in the orders to be picked and shipped.');
  });

  it('offers a retry when the RMA fails to load', async () => {
    let fail = true;
    mockApi({
      ...signedInAdmin,
      'GET /api/admin/rmas/42': () =>
        fail
          ? { status: 503, body: { error: 'Database busy' } }
          : { body: { success: true, rma: rmaDetail() } },
    });
    renderRoute('/admin/rmas/42');
    expect(await screen.findByText('Database busy')).toBeInTheDocument();
    fail = false;
    await setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RMA-2026-000042' }),
    ).toBeInTheDocument();
  });
});
