import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { pdfText } from '../../apps/server/test/pdf-text.ts';
import {
  BASE_URL,
  createCustomer,
  createOrder,
  expect,
  newCustomer,
  signInAsNewStaff,
  startSignedIn,
  test,
} from '../support/fixtures.ts';

test('a customer who renames after ordering still downloads the invoice made out to the old name', async ({
  page,
}) => {
  const person = { ...newCustomer('papers'), firstName: 'Olive', lastName: 'Original' };
  const { id } = await createCustomer(page.request, person);
  const order = await createOrder(page.request, {
    id,
    email: person.email,
    name: `${person.firstName} ${person.lastName}`,
  });
  await startSignedIn(page, person.email);

  await page.goto('/dashboard?tab=profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('Renata');
  await page.getByLabel('Last name').fill('Renamed');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.getByRole('tab', { name: /Orders/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Invoice of ${order.orderNumber}` }).click();
  const text = await pdfText(readFileSync((await (await download).path())!));
  expect(text).toContain('Olive Original');
  expect(text).not.toContain('Renata');
});

test('the bill of lading’s tracking link opens, signed out, a page with the status and tracking number only @phone', async ({
  page,
  browser,
}) => {
  const tag = randomBytes(3).toString('hex');
  const person = { ...newCustomer('track'), lastName: `Tracked${tag}` };
  const { id } = await createCustomer(page.request, person);
  const name = `${person.firstName} ${person.lastName}`;
  const order = await createOrder(page.request, { id, email: person.email, name });
  await signInAsNewStaff(page.request, 'admin');
  const saved = await page.request.put(`/api/admin/orders/${order.id}/status`, {
    data: { status: 'shipped', tracking_number: `1Z${tag.toUpperCase()}0001` },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`/admin/orders?search=${person.lastName}`);
  await page.getByRole('button', { name: `Bill of lading for order ${order.orderNumber}` }).click();
  const bol = page.getByRole('dialog');
  const link = bol.getByRole('link', { name: /\/track\// });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`/track/${order.orderNumber}\\?key=`));
  // The QR code encodes the very same link.
  const qr = bol.getByRole('img', { name: `QR code for bill of lading BOL-${order.orderNumber}` });
  expect(new URL((await qr.getAttribute('src'))!, BASE_URL).searchParams.get('value')).toBe(href);

  // Whoever scans it: a browser that never signed in.
  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const scan = await visitor.newPage();
  await scan.goto(new URL(href).pathname + new URL(href).search);
  await expect(scan.getByRole('heading', { name: 'Shipment tracking' })).toBeVisible();
  await expect(scan.getByTestId('tracking-number')).toHaveText(`1Z${tag.toUpperCase()}0001`);
  await expect(scan.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(scan.getByText(order.orderNumber)).toBeVisible();
  await expect(scan.locator('main')).not.toContainText(person.lastName);

  // A changed key opens nothing.
  await scan.goto(`/track/${order.orderNumber}?key=${'A'.repeat(22)}`);
  await expect(scan.getByText(/This tracking link is not valid/)).toBeVisible();
  await visitor.close();
});
