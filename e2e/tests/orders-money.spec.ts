import {
  createCustomer,
  createOrder,
  expect,
  newCustomer,
  startSignedInAsNewStaff,
  test,
  waitForMail,
} from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

/** A paid order of a new customer, and an admin on the order list searched for it. */
async function openOrder(page: Page, status?: string) {
  const person = newCustomer('money');
  const { id } = await createCustomer(page.request, person);
  const buyer = { id, email: person.email, name: `${person.firstName} ${person.lastName}` };
  const made = await createOrder(page.request, buyer, {
    lines: [{ product: 0, quantity: 2 }],
    ...(status ? { status } : {}),
  });
  await startSignedInAsNewStaff(page, 'admin');
  await page.goto(`/admin/orders?search=${made.orderNumber}`);
  await page.getByRole('button', { name: `View details of order ${made.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${made.orderNumber}` });
  await expect(dialog.getByRole('heading', { name: /Items \(1\)/ })).toBeVisible();
  return { made, dialog, buyer };
}

test(
  'Refunded in the payment menu asks first with the amount; No changes nothing, Yes refunds',
  { tag: '@phone' },
  async ({ page }) => {
    const { made, dialog } = await openOrder(page);
    const amount = `$${(made.totalCents / 100).toFixed(2)}`;
    const menu = dialog.getByLabel('Change payment status');
    const ask = async () => {
      await menu.selectOption('refunded');
      await dialog.getByRole('button', { name: 'Update payment status' }).click();
      return dialog.getByRole('group', { name: new RegExp(`Refund order ${made.orderNumber}`) });
    };

    let question = await ask();
    await expect(question).toContainText(`for ${amount}?`);
    await expect(question).toContainText('returned to stock');
    await question.getByRole('button', { name: 'Do Not Refund' }).click();
    await expect(question).toBeHidden();
    await expect(menu).toHaveValue('paid');
    const unchanged = await page.request.get(`/api/admin/orders/${made.id}`);
    expect((await unchanged.json()).order).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
    });

    question = await ask();
    await question.getByRole('button', { name: `Yes, Refund ${amount}` }).click();
    await expect(dialog.getByText('Payment status updated to Refunded.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reopen as Pending' })).toBeVisible();
    await expect(dialog.getByText(/Payment refunded through the test provider/)).toBeVisible();
    // What went back is on the order, as a return's refund is.
    await expect(dialog.getByText('Refunded amount')).toBeVisible();
    const refunded = await page.request.get(`/api/admin/orders/${made.id}`);
    expect((await refunded.json()).order).toMatchObject({
      status: 'refunded',
      payment_status: 'refunded',
    });
    await page.keyboard.press('Escape');
    await expect(
      page
        .getByRole('row', { name: new RegExp(made.orderNumber) })
        .getByText('Refunded')
        .first(),
    ).toBeVisible();
  },
);

test(
  'after Save tracking, Mark as Shipped shows the saved number and the customer is mailed it once',
  { tag: '@phone' },
  async ({ page }) => {
    const { made, dialog, buyer } = await openOrder(page, 'processing');
    const number = `1Z${Date.now()}`;

    await dialog.getByLabel('Tracking number', { exact: true }).fill(number);
    await dialog
      .getByRole('button', { name: 'Save tracking number and expected delivery' })
      .click();
    await expect(dialog.getByText('Shipping details saved.')).toBeVisible();
    await expect(dialog.getByText(`Tracking number set to ${number}.`)).toBeVisible();

    await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
    const tracking = dialog.getByLabel('Tracking number (optional)');
    await expect(tracking).toHaveValue(number);
    await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(dialog.getByText('Order status updated to Shipped.')).toBeVisible();

    const mail = await waitForMail(buyer.email, `Your order ${made.orderNumber} has shipped`);
    expect(mail.text).toContain(`Tracking number: ${number}`);
  },
);
