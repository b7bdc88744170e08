import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_MESSAGES, RMA_REQUEST_MESSAGES } from '@shop/contract';
import { mockApi, renderRoute } from '../../../test/render';
import { signedInCustomer } from '../../../test/fixtures/account';
import { device, lateDevice, rma } from '../../../test/fixtures/returns';

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview') }));
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const picture = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('the return or warranty claim form', () => {
  it('files a return with photos and lands on the new RMA\u2019s page', async () => {
    const calls = mockApi({
      ...signedInCustomer,
      'GET /api/customer/devices/5': { body: { success: true, device } },
      'POST /api/customer/rmas': { status: 201, body: { success: true, rma } },
      'GET /api/customer/rmas/9': { body: { success: true, rma } },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard/returns/new?unit=5');
    expect(
      await screen.findByRole('heading', { name: 'Return or warranty claim' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/CAM-4K-000123/)).toBeInTheDocument();
    // In the window: a return is the default, a refund may be asked for.
    expect(screen.getByRole('radio', { name: 'Return for refund' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Refund' })).toBeChecked();
    // A return is the refund: repair and replace belong to a warranty claim.
    expect(screen.getByRole('radio', { name: 'Repair' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Replace' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Warranty claim' }));
    await user.click(screen.getByRole('radio', { name: 'Replace' }));
    expect(screen.getByRole('radio', { name: 'Replace' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Return for refund' }));
    expect(screen.getByRole('radio', { name: 'Refund' })).toBeChecked();

    // The contract's rules before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(RMA_REQUEST_MESSAGES.reason)).toBeInTheDocument();
    expect(await screen.findByText(RMA_REQUEST_MESSAGES.descriptionShort)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/customer/rmas')).toBe(false);

    await user.selectOptions(screen.getByLabelText(/Reason/), 'no_longer_needed');
    await user.type(screen.getByLabelText(/What happened/), 'Bought two by mistake.');
    const input = screen.getByLabelText(/Photos/);
    await user.upload(input, [picture('front.jpg'), picture('label.jpg')]);
    const list = screen.getByRole('list', { name: 'Photos to send' });
    expect(within(list).getAllByRole('img')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1 (front.jpg)' }));
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    // More than four: the rest are left out, and the form says so.
    await user.upload(
      input,
      ['a', 'b', 'c', 'd'].map((n) => picture(`${n}.jpg`)),
    );
    expect(within(list).getAllByRole('img')).toHaveLength(4);
    expect(screen.getByText(RMA_REQUEST_MESSAGES.tooManyPhotos)).toBeInTheDocument();
    expect(input).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/returns/9'));
    const sent = calls.find((c) => c.key === 'POST /api/customer/rmas')!.body;
    expect(sent).toEqual({
      unitId: '5',
      kind: 'return',
      reason: 'no_longer_needed',
      description: 'Bought two by mistake.',
      preferredOutcome: 'refund',
      photos: 'c.jpg',
    });
    // Every photo kept goes, as files under "photos".
    const post = (fetch as unknown as Mock).mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
    )!;
    const form = (post[1] as RequestInit).body as FormData;
    expect(form.getAll('photos').map((f) => (f as File).name)).toEqual([
      'label.jpg',
      'a.jpg',
      'b.jpg',
      'c.jpg',
    ]);
    expect(await screen.findByText(/Request RMA-2026-000009 sent/)).toBeInTheDocument();
    // The return label waits for the approval.
    expect(screen.queryByRole('link', { name: /Print return label/ })).toBeNull();
  });

  it('past the window: a return and a refund are disabled with the reason; the server\u2019s verdict goes on its field', async () => {
    mockApi({
      ...signedInCustomer,
      'GET /api/customer/devices/6': { body: { success: true, device: lateDevice } },
      'POST /api/customer/rmas': {
        status: 409,
        body: {
          error: 'This device already has an open request',
          errors: { unitId: RMA_REQUEST_MESSAGES.openRequest },
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/dashboard/returns/new?unit=6');
    const ret = await screen.findByRole('radio', { name: 'Return for refund' });
    expect(ret).toBeDisabled();
    expect(ret).toHaveAccessibleDescription('The return window closed on Feb 4, 2026.');
    expect(screen.getByRole('radio', { name: 'Warranty claim' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Refund' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Replace' })).toBeChecked();

    await user.selectOptions(screen.getByLabelText(/Reason/), 'defective');
    await user.type(screen.getByLabelText(/What happened/), 'It reboots every few minutes.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(RMA_REQUEST_MESSAGES.openRequest)).toBeInTheDocument();
  });

  it('a device not found, and one already under a request, are said, not offered a form', async () => {
    mockApi({
      ...signedInCustomer,
      'GET /api/customer/devices/77': { status: 404, body: { error: DEVICE_MESSAGES.notFound } },
      'GET /api/customer/devices/8': {
        body: {
          success: true,
          device: {
            ...device,
            unitId: 8,
            openRma: { id: 9, rmaNumber: 'RMA-2026-000009', status: 'requested' },
          },
        },
      },
    });
    const first = renderRoute('/dashboard/returns/new?unit=77');
    expect(await screen.findByText(/Device not found/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    first.unmount();
    renderRoute('/dashboard/returns/new?unit=8');
    expect(await screen.findByRole('link', { name: 'RMA-2026-000009' })).toHaveAttribute(
      'href',
      '/dashboard/returns/9',
    );
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
  });
});
