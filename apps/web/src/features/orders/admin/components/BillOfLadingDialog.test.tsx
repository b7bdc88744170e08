import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_COMPANY } from '../../../../test/fixtures/settings';
import { mockApi, renderRoute } from '../../../../test/render';
import { signedInAdmin } from '../../../../test/fixtures/common';
import { shopDay } from '../../../../lib/format';
import { fullOrder, listOf, ORDERS, summary } from '../../../../test/fixtures/orders';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setup = () => userEvent.setup({ delay: null });

async function openBillOfLading(order = fullOrder()) {
  mockApi({
    ...signedInAdmin,
    [`GET ${ORDERS}`]: listOf([summary()]),
    [`GET ${ORDERS}/5`]: { body: { success: true, order } },
  });
  const user = setup();
  renderRoute('/admin/orders');
  await user.click(
    await screen.findByRole('button', { name: 'Bill of lading for order ORD-20260302-0005' }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: 'Bill of Lading: ORD-20260302-0005',
  });
  await within(dialog).findByText('BILL OF LADING');
  return { user, dialog };
}

const valueOf = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('bill of lading dialog', () => {
  it('shows shipper, consignee, shipment, instructions, handling and signatures', async () => {
    const { dialog } = await openBillOfLading();

    expect(valueOf(dialog, 'BOL number')).toHaveTextContent('BOL-ORD-20260302-0005');
    expect(valueOf(dialog, 'Order number')).toHaveTextContent('ORD-20260302-0005');
    expect(within(dialog).getByLabelText('Ship date')).toHaveValue(shopDay(new Date()));

    // The shipper is the shop as its settings say.
    const shipper = (await within(dialog).findByText(TEST_COMPANY.legalName)).closest('address')!;
    for (const text of [
      TEST_COMPANY.street,
      TEST_COMPANY.cityLine,
      TEST_COMPANY.phone,
      TEST_COMPANY.email,
    ]) {
      expect(shipper).toHaveTextContent(text);
    }
    const consignee = within(dialog)
      .getByText('Ann Lee', { selector: 'strong' })
      .closest('address')!;
    for (const text of [
      '12 Desert Rd',
      'Henderson, NV 89052',
      '(702) 555-0100',
      'ann@example.com',
    ]) {
      expect(consignee).toHaveTextContent(text);
    }

    const camera = within(dialog).getByText('4K Dome Camera').closest('tr')!;
    expect(camera).toHaveTextContent('CAM-4K-D');
    expect(camera).toHaveTextContent('Pro Kit');
    expect(camera).toHaveTextContent('1.5 lb');
    expect(camera).toHaveTextContent('3 lb');
    const sensor = within(dialog).getByText('Door Sensor').closest('tr')!;
    expect(within(sensor).getByText('Standard')).toBeInTheDocument();
    expect(within(sensor).getAllByText('N/A')).toHaveLength(2);
    expect(
      within(dialog).getByText('Total weight', { selector: 'th[scope="row"]' }).nextElementSibling,
    ).toHaveTextContent('N/A');

    expect(valueOf(dialog, 'Freight')).toHaveTextContent('Prepaid');
    expect(valueOf(dialog, 'Service')).toHaveTextContent('Standard Ground');
    expect(valueOf(dialog, 'Carrier')).toHaveTextContent('TBD');
    expect(valueOf(dialog, 'Tracking number')).toHaveTextContent('Will be provided');

    for (const label of [
      'Fragile',
      'This Side Up',
      'Keep Dry',
      'Do Not Stack',
      'Handle With Care',
    ]) {
      expect(within(dialog).getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    for (const who of ['Shipper', 'Carrier', 'Consignee']) {
      const block = within(dialog).getByRole('heading', {
        name: `${who} signature`,
      }).parentElement!;
      expect(block).toHaveTextContent('Signature');
      expect(block).toHaveTextContent('Printed name');
      expect(block).toHaveTextContent('Date');
    }

    expect(within(dialog).getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/api\/admin\/orders\/5\/bill-of-lading\?ship_date=\d{4}-\d{2}-\d{2}$/,
      ),
    );
  });

  it('its QR code opens the order’s public tracking page, the link the PDF prints too', async () => {
    const { dialog } = await openBillOfLading(
      fullOrder({ tracking_number: '1Z999', total_weight: 12.5 }),
    );
    expect(valueOf(dialog, 'Tracking number')).toHaveTextContent('1Z999');
    const qr = within(dialog).getByRole('img', {
      name: 'QR code for bill of lading BOL-ORD-20260302-0005',
    });
    expect(new URLSearchParams(qr.getAttribute('src')!.split('?')[1]).get('value')).toBe(
      fullOrder().tracking_url,
    );
    expect(within(dialog).getByRole('link', { name: fullOrder().tracking_url })).toHaveAttribute(
      'href',
      fullOrder().tracking_url,
    );
  });

  it('prints the shop’s day of an order placed at 23:30 in Las Vegas, as the PDF does', async () => {
    // 07:30 UTC on March 6 is 23:30 on March 5 in Las Vegas (PST).
    const { dialog } = await openBillOfLading(
      fullOrder({ created_at: '2026-03-06T07:30:00.000Z' }),
    );
    expect(valueOf(dialog, 'Order date')).toHaveTextContent('Mar 5, 2026');
  });

  it('prints the sheet and toggles full screen', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user, dialog } = await openBillOfLading();
    expect(document.body).toHaveClass('bol-printing');

    await user.click(within(dialog).getByRole('button', { name: /Print/ }));
    expect(print).toHaveBeenCalledTimes(1);

    const full = within(dialog).getByRole('button', { name: /Full screen/ });
    expect(full).toHaveAttribute('aria-pressed', 'false');
    await user.click(full);
    expect(full).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('.modal-dialog')).toHaveClass('modal-fullscreen');

    await user.click(within(dialog).getByRole('button', { name: 'Close bill of lading' }));
    await waitFor(() => expect(document.body).not.toHaveClass('bol-printing'));
  });

  it('offers Try Again when the order cannot be loaded', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      [`GET ${ORDERS}`]: listOf([summary()]),
      [`GET ${ORDERS}/5`]: { status: 404, body: { error: 'Order not found' } },
    });
    const user = setup();
    renderRoute('/admin/orders');
    await user.click(
      await screen.findByRole('button', { name: 'Bill of lading for order ORD-20260302-0005' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Order not found')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Print/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls.filter((c) => c.key === `GET ${ORDERS}/5`)).toHaveLength(2));
  });
});
