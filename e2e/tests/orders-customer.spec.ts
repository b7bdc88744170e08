import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import {
  createCustomer,
  createOrder,
  expect,
  newCustomer,
  startSignedIn,
  submitLogin,
  test,
} from '../support/fixtures.ts';

test('a customer edits the profile, filters orders, downloads an invoice and rates a delivered product', async ({
  page,
}) => {
  const person = newCustomer('dash');
  const { id } = await createCustomer(page.request, person);
  const buyer = { id, email: person.email, name: `${person.firstName} ${person.lastName}` };
  const delivered = await createOrder(page.request, buyer, {
    status: 'delivered',
    lines: [{ product: 3, quantity: 1 }],
  });
  const processing = await createOrder(page.request, buyer, { status: 'processing' });

  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Overview cards come from the server.
  await expect(page.getByText('Total Orders').locator('..')).toContainText('2');

  // Profile: read-only until Edit Profile; the server's check shows on the field.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/tab=profile/);
  const phone = page.getByLabel('Phone');
  await expect(phone).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const address = page.getByRole('region', { name: 'Address', exact: true });
  await address.getByLabel(/ZIP code/).fill('1234');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Invalid ZIP code format')).toBeVisible();
  await address.getByLabel(/ZIP code/).fill('89109');
  await phone.fill('(702) 555-0177');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('(702) 555-0177');

  // Orders: filtered by the server, the invoice is a real PDF.
  await page.getByRole('tab', { name: /Orders/ }).click();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Status').selectOption('delivered');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(delivered.orderNumber);
  await expect(page.getByText(processing.orderNumber)).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Invoice of ${delivered.orderNumber}` }).click();
  const pdf = readFileSync((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Rate the delivered product: once, and the shop shows the new review count.
  await page.getByRole('button', { name: `Rate order ${delivered.orderNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('label', { hasText: '4 stars' }).click();
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByRole('button', { name: /Submit/ }).click();
  await expect(dialog.getByText(/Thank you: you rated/)).toBeVisible();
  await expect(dialog.getByText('Your rating:')).toBeVisible();
  const order = await (await page.request.get(`/api/customer/orders/${delivered.id}`)).json();
  expect(order.order.items[0].rating).toBe(4);
  const again = await page.request.post(`/api/customer/orders/${delivered.id}/ratings`, {
    data: { itemId: order.order.items[0].id, rating: 5 },
  });
  expect(again.status()).toBe(409);
});

test('dark mode at phone width: chosen on the dashboard, remembered on every page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'light' });
  const person = { ...newCustomer('dark'), lastName: `Night${randomBytes(2).toString('hex')}` };
  await createCustomer(page.request, person);
  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await page.getByRole('switch', { name: 'Dark mode' }).check();
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  await page.goto('/products');
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  // Nothing is wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  const overflowDashboard = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflowDashboard).toBeLessThanOrEqual(0);
});

test(
  "the customer's orders are a table at desktop width and cards on a phone",
  { tag: '@phone' },
  async ({ page }) => {
    const person = newCustomer('cards');
    const { id } = await createCustomer(page.request, person);
    const buyer = { id, email: person.email, name: `${person.firstName} ${person.lastName}` };
    const orders = [
      await createOrder(page.request, buyer, {
        status: 'delivered',
        lines: [{ product: 3, quantity: 2 }],
      }),
      await createOrder(page.request, buyer, { status: 'processing' }),
    ];
    await startSignedIn(page, person.email);
    await page.goto('/dashboard?tab=orders');
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    const phone = page.viewportSize()!.width < 576;
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/customer-orders-${page.viewportSize()!.width}.png`,
        fullPage: true,
      });
    }

    // Nothing scrolls sideways: at 375 px each order is a card of labelled lines.
    const box = page.locator('main .table-responsive').first();
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    for (const order of orders) {
      const view = page.getByRole('button', { name: `View Details of ${order.orderNumber}` });
      await view.scrollIntoViewIfNeeded();
      await expect(view).toBeInViewport({ ratio: 1 });
      await expect(
        page.getByRole('link', { name: `Invoice of ${order.orderNumber}` }),
      ).toBeInViewport({ ratio: 1 });
    }
    const labels = await table
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((cells) =>
        cells.map((cell) => getComputedStyle(cell, '::before').content.replace(/"/g, '')),
      );
    if (phone) {
      expect(labels).toEqual(['none', 'Date', 'Status', 'Payment', 'Items', 'Total', 'none']);
      // The column headers stay for screen readers only.
      expect(
        await table.locator('thead').evaluate((el) => el.getBoundingClientRect().height),
      ).toBeLessThanOrEqual(1);
    } else {
      await expect(table.getByRole('columnheader', { name: 'Total' })).toBeVisible();
    }
    // The details open from the card as from the row.
    await page.getByRole('button', { name: `View Details of ${orders[0]!.orderNumber}` }).click();
    await expect(
      page.getByRole('dialog', { name: `Order ${orders[0]!.orderNumber}` }),
    ).toBeVisible();
  },
);
