import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_MESSAGES, RMA_REQUEST_MESSAGES } from '@shop/contract';
import { mockApi, renderRoute } from '../../../test/render';
import { dashboardApi } from '../../../test/fixtures/account';
import { device, lateDevice, pageOf, rma } from '../../../test/fixtures/returns';

afterEach(() => vi.unstubAllGlobals());

const expired = {
  ...lateDevice,
  unitId: 7,
  serial: 'OLD-000001',
  state: 'expired' as const,
  warrantyEndsOn: '2025-01-01',
  canClaim: false,
};
/** Past its own warranty, kept by a plan with extended warranty at its site. */
const covered = {
  ...lateDevice,
  unitId: 10,
  serial: 'COVERED-0010',
  state: 'in_warranty' as const,
  warrantyEndsOn: '2025-01-01',
  canReturn: false,
  canClaim: true,
  coveredBy: { planName: 'Maintenance & Support', subscriptionNumber: 'SUB-000004' },
};
const claimed = {
  ...device,
  unitId: 8,
  serial: 'CLAIMED-0008',
  state: 'under_claim' as const,
  canReturn: false,
  canClaim: false,
  openRma: { id: 9, rmaNumber: 'RMA-2026-000009', status: 'approved' as const },
};

describe('My devices and Returns tabs', () => {
  it('lists each device with its terms, a state badge and what can be done with it', async () => {
    mockApi({
      ...dashboardApi(),
      'GET /api/customer/devices': {
        body: {
          success: true,
          devices: [device, lateDevice, expired, claimed, covered],
          pagination: pageOf([1, 2, 3, 4, 5], 45),
        },
      },
    });
    renderRoute('/dashboard?tab=devices');
    expect(await screen.findByRole('tab', { name: 'My devices' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const bySerial = (serial: string) =>
      screen.getAllByRole('article').find((a) => within(a).queryByText(serial))!;
    const fresh = (await screen.findAllByRole('article', { name: '4K Dome Camera' }))[0]!;
    expect(within(fresh).getByText('CAM-4K-000123')).toBeInTheDocument();
    expect(within(fresh).getByText('In warranty')).toBeInTheDocument();
    expect(within(fresh).getByText('SV-2025-0041')).toBeInTheDocument();
    expect(within(fresh).getByText('Nov 12, 2026')).toBeInTheDocument();
    expect(within(fresh).getByText('1 year, until Nov 11, 2027')).toBeInTheDocument();
    expect(
      within(fresh).getByRole('link', {
        name: 'Return or claim: 4K Dome Camera, serial CAM-4K-000123',
      }),
    ).toHaveAttribute('href', '/dashboard/returns/new?unit=5');

    const late = bySerial('NVR-8CH-000777');
    expect(within(late).getByText('Closed on Feb 4, 2026')).toBeInTheDocument();
    // The product's picture, decorative beside its name.
    expect(late.querySelector('img')).toHaveAttribute('src', '/api/images/products/abc-160.webp');
    expect(within(late).getByRole('link', { name: /Return or claim/ })).toBeInTheDocument();

    const old = bySerial('OLD-000001');
    expect(within(old).getByText('Warranty expired')).toBeInTheDocument();
    expect(within(old).queryByRole('link', { name: /Return or claim/ })).toBeNull();

    const open = bySerial('CLAIMED-0008');
    expect(within(open).getByText('Under claim')).toBeInTheDocument();
    expect(within(open).getByText('Approved: send it back')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'View RMA-2026-000009' })).toHaveAttribute(
      'href',
      '/dashboard/returns/9',
    );
    expect(within(open).queryByRole('link', { name: /Return or claim/ })).toBeNull();

    const kept = bySerial('COVERED-0010');
    expect(within(kept).getByText('In warranty')).toBeInTheDocument();
    expect(
      within(kept).getByText(
        'Extended by your Maintenance & Support plan (SUB-000004) while it runs',
      ),
    ).toBeInTheDocument();
    expect(within(kept).getByRole('link', { name: /Return or claim/ })).toBeInTheDocument();
  });

  it('pages in the URL, says when there is nothing yet, and retries a failed load', async () => {
    let fail = true;
    mockApi({
      ...dashboardApi(),
      'GET /api/customer/devices': (_body, url) =>
        fail
          ? { status: 500, body: { error: 'Server error' } }
          : {
              body: {
                success: true,
                devices: url.searchParams.get('page') === '2' ? [lateDevice] : [],
                pagination: pageOf([], url.searchParams.get('page') === '2' ? 21 : 0, 2),
              },
            },
    });
    const user = userEvent.setup();
    renderRoute('/dashboard?tab=devices&devicesPage=2');
    expect(await screen.findByText(DEVICE_MESSAGES.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: '8-Channel NVR' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Device pages' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(await screen.findByText(DEVICE_MESSAGES.empty)).toBeInTheDocument();
  });

  it('the Returns tab lists the customer\u2019s RMAs with their status, or says there are none', async () => {
    let rmas = [
      rma,
      { ...rma, id: 10, rmaNumber: 'RMA-2026-000010', status: 'withdrawn' as const },
    ];
    mockApi({
      ...dashboardApi(),
      'GET /api/customer/rmas': () => ({
        body: { success: true, rmas, pagination: pageOf(rmas) },
      }),
    });
    const first = renderRoute('/dashboard?tab=returns');
    const list = await screen.findByRole('region', { name: 'Your returns and warranty claims' });
    expect(within(list).getByRole('link', { name: 'RMA-2026-000009' })).toHaveAttribute(
      'href',
      '/dashboard/returns/9',
    );
    expect(within(list).getByText('Requested')).toBeInTheDocument();
    expect(within(list).getByText('Withdrawn')).toBeInTheDocument();
    first.unmount();
    rmas = [];
    renderRoute('/dashboard?tab=returns');
    expect(await screen.findByText(RMA_REQUEST_MESSAGES.empty)).toBeInTheDocument();
  });
});
