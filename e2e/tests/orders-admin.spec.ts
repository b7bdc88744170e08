import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import {
  ADMIN_MENU,
  createCustomer,
  createOrder,
  expect,
  newCustomer,
  openNav,
  signInAsNewStaff,
  test,
} from '../support/fixtures.ts';

test('an admin filters orders by date and status, bulk-ships, works one order with its QR codes, prints the bill of lading and exports CSV', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  const person = { ...newCustomer('orders'), lastName: `Buyer${tag}` };
  const { id } = await createCustomer(page.request, person);
  const buyer = { id, email: person.email, name: `${person.firstName} ${person.lastName}` };
  const march10 = await createOrder(page.request, buyer, {
    createdAt: '2026-03-10T18:00:00Z',
    lines: [
      { product: 0, quantity: 2 },
      { product: 1, quantity: 1 },
    ],
  });
  const march12 = await createOrder(page.request, buyer, {
    createdAt: '2026-03-12T18:00:00Z',
    status: 'processing',
  });
  const april = await createOrder(page.request, buyer, { createdAt: '2026-04-02T18:00:00Z' });
  await signInAsNewStaff(page.request, 'admin');

  await page.goto('/');
  await openNav(page);
  await page.getByRole('button', { name: ADMIN_MENU }).click();
  await page.getByRole('link', { name: /^Orders/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Order Management/ })).toBeVisible();

  // Filters go to the server and into the URL.
  await page.getByRole('searchbox').fill(person.lastName);
  await expect(page).toHaveURL(new RegExp(`search=${person.lastName}`));
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await page.getByLabel('From', { exact: true }).fill('2026-03-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-31');
  await expect(page).toHaveURL(/date_to=2026-03-31/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(april.orderNumber)).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('processing');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(march12.orderNumber);
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(/Showing 1 to 2 of 2 orders/)).toBeVisible();

  // Bulk: both March orders shipped in one go.
  await page.getByLabel(`Select order ${march10.orderNumber}`).check();
  await page.getByLabel(`Select order ${march12.orderNumber}`).check();
  await page.getByLabel('Bulk Actions', { exact: true }).selectOption({ label: 'Mark as Shipped' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rows.filter({ hasText: 'Shipped' })).toHaveCount(2);

  // One order's dialog: QR codes that load, a quick status change, the timeline.
  await page.getByRole('button', { name: `View details of order ${march10.orderNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Items \(2\)/ })).toBeVisible();
  const qrs = dialog.locator('img[src*="/api/qr/image"]');
  await expect(qrs).toHaveCount(2);
  await expect
    .poll(() => qrs.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(
    dialog.getByText(/Shipped\s*→\s*Delivered|shipped.*delivered/i).first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The bill of lading: printable, full screen.
  await page.evaluate(() => {
    (window as { printed?: number }).printed = 0;
    window.print = () => {
      (window as { printed?: number }).printed! += 1;
    };
  });
  await page
    .getByRole('button', { name: `Bill of lading for order ${march10.orderNumber}` })
    .click();
  const bol = page.getByRole('dialog');
  await expect(bol.getByText(`BOL-${march10.orderNumber}`).first()).toBeVisible();
  await expect(bol.getByText(buyer.name).first()).toBeVisible();
  await expect(bol.getByText('Standard Ground').first()).toBeVisible();
  await bol.getByRole('button', { name: /Full screen/ }).click();
  await expect(page.locator('.modal-fullscreen')).toBeVisible();
  await bol.getByRole('button', { name: /Print/ }).click();
  expect(await page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
  await page.keyboard.press('Escape');

  // Export: the CSV of the current filter.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export Orders/ }).click();
  const file = await (await download).path();
  const csv = readFileSync(file!, 'utf8');
  expect(csv).toContain('Order Number,Date,Customer Name');
  expect(csv).toContain(march10.orderNumber);
  expect(csv).toContain(march12.orderNumber);
  expect(csv).not.toContain(april.orderNumber);
});

test('a manager without canManageOrders sees no Orders link and is refused the screen', async ({
  page,
}) => {
  await signInAsNewStaff(page.request, 'manager', { canViewReports: true });
  await page.goto('/');
  await openNav(page);
  await page.getByRole('button', { name: ADMIN_MENU }).click();
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Orders/ })).toHaveCount(0);
  await page.goto('/admin/orders');
  await expect(page.getByRole('alert')).toContainText('Access denied');
  const api = await page.request.get('/api/admin/orders');
  expect(api.status()).toBe(403);
});
