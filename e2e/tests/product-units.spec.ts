import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  BASE_URL,
  createProduct,
  createUnitOrder,
  expect,
  openReceiveUnits,
  signInAsNewStaff,
  test,
} from '../support/fixtures.ts';

const SHOTS = process.env.UNITS_SHOTS;

/** A zone of one aisle and one rack made through the admin API; answers its id. */
async function createZone(
  request: APIRequestContext,
  zone: { zone_code: string; zone_name: string; shelves: number; capacity?: number },
): Promise<number> {
  const made = await request.post('/api/warehouse-zones', {
    data: { warehouse_id: 1, aisles: 1, racks: 1, ...zone },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { zone: { id: number } }).zone.id;
}

test('an admin receives 3 units into a bin, finds them, marks one damaged and moves another', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const zoneCode = `U${tag}`;
  await signInAsNewStaff(page.request, 'admin');
  // The warehouse layout comes from the admin API: one aisle, one rack, two shelves of 5.
  const zoneId = await createZone(page.request, {
    zone_code: zoneCode,
    zone_name: `E2E Units ${tag}`,
    shelves: 2,
    capacity: 5,
  });
  // A product of its own: receiving units sets its stock, which no other journey may see.
  const product = await createProduct(page.request, { name: `E2E Monitor ${tag}` });

  await page.goto('/admin/productunits');
  await expect(
    page.getByRole('heading', { level: 1, name: /Product Units Management/ }),
  ).toBeVisible();

  // Receive Stock.
  const receive = await openReceiveUnits(page, product);
  await receive.getByLabel('Quantity *').fill('3');
  await receive.getByLabel('Zone *').selectOption(String(zoneId));
  await receive.getByLabel('Aisle').selectOption('1');
  await receive.getByLabel('Rack').selectOption('1');
  await receive.getByLabel('Shelf').selectOption('1');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/units-receive.png` });
  await receive.getByRole('button', { name: 'Receive Units' }).click();
  await expect(receive.getByText('Received 3 units.')).toBeVisible();
  const ids = await receive
    .getByRole('list', { name: 'Created unit IDs' })
    .locator('li')
    .allTextContents();
  expect(ids).toHaveLength(3);
  await receive.getByRole('button', { name: 'Close' }).last().click();

  // Found by the product's SKU in their zone; the filters live in the URL.
  await page.getByLabel('Zone').selectOption(String(zoneId));
  await page.getByRole('searchbox').fill(product.sku);
  await expect(page).toHaveURL(new RegExp(`zone_id=${zoneId}.*search=`));
  await expect(page.getByText('Showing 1 to 3 of 3')).toBeVisible();
  for (const id of ids) await expect(page.getByText(id, { exact: true })).toBeVisible();
  // Export Units downloads the CSV of the current filters.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Units' }).click();
  expect((await download).suggestedFilename()).toMatch(/^product-units-export.*\.csv$/);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/units-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('checkbox', { name: 'Select all units on this page' }).check();
    await page.screenshot({ path: `${SHOTS}/units-375.png`, fullPage: true });
    await page.getByRole('checkbox', { name: 'Select all units on this page' }).uncheck();
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // A unit's details: mark it damaged; the movement shows.
  const [first, second] = ids as [string, string];
  await page.getByRole('button', { name: `View details of ${first}`, exact: true }).click();
  const details = page.getByRole('dialog', { name: `Unit Details: ${first}` });
  await expect(details.getByRole('button', { name: 'Assign to Order' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Mark as Damaged' }).click();
  // Confirmed with its reason: the unit belongs to no order.
  await expect(details.getByText('The unit belongs to no order.', { exact: false })).toBeVisible();
  await details.getByLabel('Reason').fill('Box crushed');
  await details.getByRole('button', { name: 'Confirm: Mark as Damaged' }).click();
  await expect(details.getByText('Damaged', { exact: true })).toBeVisible();
  await expect(details.getByText('Status: available → damaged')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Make Available' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/units-details.png` });
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();

  // Another unit goes to the next shelf.
  await page.getByRole('button', { name: `Manage location of ${second}`, exact: true }).click();
  const place = page.getByRole('dialog', { name: `Location Management: ${second}` });
  await expect(place.getByText(`${zoneCode}-01-01-01`, { exact: true })).toBeVisible();
  await place.getByRole('button', { name: 'Update Location' }).click();
  await expect(place.getByText('Zone is required')).toBeVisible();
  await place.getByLabel('Zone *').selectOption(String(zoneId));
  await place.getByLabel('Aisle').selectOption('1');
  await place.getByLabel('Rack').selectOption('1');
  await place.getByLabel('Shelf').selectOption('2');
  await place.getByLabel('Movement reason').fill('Rebalanced');
  await place.getByRole('button', { name: 'Update Location' }).click();
  await expect(place.getByText('Location updated.')).toBeVisible();
  await expect(place.getByText(`${zoneCode}-01-01-02`, { exact: true })).toBeVisible();
  await expect(place.getByText('Shelf move')).toBeVisible();
  if (SHOTS) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/units-location-375.png` });
  }
});

test('a manager and a customer are sent away from /admin/productunits', async ({
  page,
  browser,
  verifiedCustomer,
}) => {
  await signInAsNewStaff(page.request, 'manager', { canManageProducts: true });
  await page.goto('/admin/productunits');
  await expect(page).toHaveURL(`${BASE_URL}/`);

  const context = await browser.newContext();
  const customer = await context.newPage();
  const login = await customer.request.post('/api/login', {
    data: { email: verifiedCustomer.email, password: verifiedCustomer.password },
  });
  expect(login.status()).toBe(200);
  await customer.goto('/admin/productunits');
  await expect(customer).toHaveURL(`${BASE_URL}/`);
  // The server refuses the units to both on its own.
  expect((await page.request.get('/api/product-units')).status()).toBe(403);
  expect((await customer.request.get('/api/product-units')).status()).toBe(403);
  await context.close();
});

/**
 * A product without a default location (the spec's 404) reads as none
 * without a console error; units received into a zone named alone go to its staging bin,
 * and their place reads "{zone} staging".
 */
test('units received into a zone named alone go to its staging bin, read "{zone} staging" @phone', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const zoneCode = `G${tag}`;
  await signInAsNewStaff(page.request, 'admin');
  const zoneId = await createZone(page.request, {
    zone_code: zoneCode,
    zone_name: `E2E Goods in ${tag}`,
    shelves: 1,
  });
  const product = await createProduct(page.request, { name: `E2E Goods In ${tag}` });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto('/admin/productunits');
  const receive = await openReceiveUnits(page, product);
  await expect(
    receive.getByText('This product has no default location: choose where the units go.'),
  ).toBeVisible();
  await receive.getByLabel('Quantity *').fill('2');
  await receive.getByLabel('Zone *').selectOption(String(zoneId));
  await expect(
    receive.getByText(`the units go to the zone\u2019s staging bin, ${zoneCode} staging.`, {
      exact: false,
    }),
  ).toBeVisible();
  await receive.getByRole('button', { name: 'Receive Units' }).click();
  await expect(receive.getByText('Received 2 units.')).toBeVisible();
  await receive.getByRole('button', { name: 'Close' }).last().click();

  await page.getByRole('searchbox').fill(product.sku);
  await expect(page.getByText('Showing 1 to 2 of 2')).toBeVisible();
  await expect(page.getByText(`${zoneCode} staging`, { exact: true })).toHaveCount(2);
  expect(consoleErrors).toEqual([]);
});

/**
 * After "2 of 2 picked" the scan screen offers what comes next: packed,
 * the bill of lading, shipped. The units wait in their zone's staging bin ("{zone} staging").
 */
test('after "2 of 2 picked" the scan screen offers packed, the bill of lading and shipped @phone', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const zoneCode = `N${tag}`;
  await signInAsNewStaff(page.request, 'admin');
  const zoneId = await createZone(page.request, {
    zone_code: zoneCode,
    zone_name: `E2E Next ${tag}`,
    shelves: 1,
  });
  const product = await createProduct(page.request, { name: `E2E Next Step ${tag}` });
  const received = await page.request.post('/api/product-units', {
    data: { product_id: product.id, quantity: 2, location: { zone_id: zoneId } },
  });
  expect(received.status(), await received.text()).toBe(201);
  const me = (await (await page.request.get('/api/check-auth')).json()) as {
    user: { id: number; email: string; firstName: string; lastName: string };
  };
  const order = await createUnitOrder(
    page.request,
    { id: me.user.id, email: me.user.email, name: `${me.user.firstName} ${me.user.lastName}` },
    product,
    2,
  );

  await page.goto(`/admin/scan?order=${order.id}`);
  const progress = page.getByTestId('pick-progress');
  await expect(progress).toHaveText('0 of 2 picked');
  await expect(page.getByText(`${zoneCode} staging`, { exact: true })).toHaveCount(2);
  const next = page.getByRole('region', {
    name: `All picked: next steps for order ${order.orderNumber}`,
  });
  await expect(next).toHaveCount(0);
  const box = page.getByRole('textbox', { name: /^Scan/ });
  for (const [i, serial] of order.serials.entries()) {
    await box.pressSequentially(serial);
    await box.press('Enter');
    await expect(progress).toHaveText(`${i + 1} of 2 picked`);
  }
  await expect(next.getByRole('link', { name: /Bill of lading \(PDF\)/ })).toBeVisible();
  await next.getByRole('button', { name: 'Mark as Processing' }).click();
  await expect(next.getByText('Done.')).toBeVisible();
  await next.getByLabel('Tracking number (optional)').fill(`1Z-${tag}`);
  await next.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(next.getByText('The order is Shipped.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Last scans' })).toContainText(
    `Order ${order.orderNumber} is now Shipped.`,
  );
});
