import { randomBytes } from 'node:crypto';
import {
  ADMIN_MENU,
  createCustomer,
  createProduct,
  expect,
  newCustomer,
  openNav,
  signInAsNewStaff,
  test,
} from '../support/fixtures.ts';

/**
 * Issue 8's journey, across the three warehouse screens, the product list, the shop and the
 * orders back office: a zone is laid out, stock received into a bin, a customer buys one, the
 * order takes a unit off the shelf, and shipping the order ships the unit to the dock zone the
 * shipped status is mapped to.
 */
test('an admin lays out a zone, receives 5 units, sets the default bin; a customer buys one; shipping the order ships its unit to the mapped dock', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const zoneCode = `W${tag}`;
  const dockCode = `D${tag}`;
  const product = await createProduct(page.request, {
    name: `E2E Journey Monitor ${tag}`,
    stock: 0,
  });
  await signInAsNewStaff(page.request, 'admin');

  await test.step('the zone with a 2 x 3 x 4 grid, from the Locations screen', async () => {
    await page.goto('/');
    await openNav(page);
    await page.getByRole('button', { name: ADMIN_MENU }).click();
    await page.getByLabel('Admin').getByRole('link', { name: 'Locations' }).click();
    await page.getByRole('button', { name: 'Create Zone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Zone with Predefined Locations' });
    await dialog.getByLabel('Zone code *').fill(zoneCode);
    await dialog.getByLabel('Zone name *').fill(`Journey ${tag}`);
    await dialog.getByLabel('Aisles').fill('2');
    await dialog.getByLabel('Racks per aisle').fill('3');
    await dialog.getByLabel('Shelves per rack').fill('4');
    await dialog.getByLabel('Capacity per location').fill('10');
    await expect(dialog.getByText(/This creates 24 locations/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Zone' }).click();
    await expect(page.getByText(`Zone ${zoneCode} created with 24 locations`)).toBeVisible();

    // The dock, and shipped orders mapped to it.
    await page.getByRole('button', { name: 'Create Zone' }).click();
    await dialog.getByLabel('Zone code *').fill(dockCode);
    await dialog.getByLabel('Zone name *').fill(`Dock ${tag}`);
    for (const label of ['Aisles', 'Racks per aisle', 'Shelves per rack']) {
      await dialog.getByLabel(label).fill('1');
    }
    await dialog.getByRole('button', { name: 'Create Zone' }).click();
    await expect(page.getByText(`Zone ${dockCode} created with 1 locations`)).toBeVisible();
    await page.getByRole('button', { name: 'Zone Mappings' }).click();
    const mappings = page.getByRole('dialog', { name: 'Zone Status Mappings' });
    await mappings.getByLabel('Order status').selectOption({ label: 'Shipped' });
    await mappings
      .getByLabel('Zone', { exact: true })
      .selectOption({ label: `${dockCode} - Dock ${tag}` });
    await mappings.getByRole('button', { name: 'Add Mapping' }).click();
    await expect(mappings.getByRole('row', { name: /Shipped/ })).toContainText(dockCode);
    await mappings.getByRole('button', { name: 'Close' }).last().click();
  });

  const units: string[] = [];
  await test.step('5 units received into bin 1-2-3 of the zone', async () => {
    await page.goto('/admin/productunits');
    await page.getByRole('button', { name: 'Receive Units' }).first().click();
    const receive = page.getByRole('dialog', { name: 'Receive Units' });
    await receive.getByLabel('Search').fill(product.sku);
    await expect(
      receive.getByLabel('Product *').locator(`option[value="${product.id}"]`),
    ).toHaveCount(1);
    await receive.getByLabel('Product *').selectOption(String(product.id));
    await receive.getByLabel('Quantity *').fill('5');
    await receive.getByLabel('Zone *').selectOption({ label: `${zoneCode} - Journey ${tag}` });
    await receive.getByLabel('Aisle').selectOption('1');
    await receive.getByLabel('Rack').selectOption('2');
    await receive.getByLabel('Shelf').selectOption('3');
    await receive.getByRole('button', { name: 'Receive Units' }).click();
    await expect(receive.getByText('Received 5 units.')).toBeVisible();
    units.push(
      ...(await receive
        .getByRole('list', { name: 'Created unit IDs' })
        .locator('li')
        .allTextContents()),
    );
    expect(units).toHaveLength(5);
    await receive.getByRole('button', { name: 'Close' }).last().click();
  });

  await test.step("the product's default bin, from the product list", async () => {
    await page.goto(`/admin/products?search=${encodeURIComponent(product.sku)}`);
    const row = page.getByRole('row', { name: new RegExp(product.sku) });
    // Five available units: the stock the product list shows is theirs (price, then stock).
    await expect(row).toContainText(/\$349\.99\s*5\s*Low Stock/);
    await row
      .getByRole('button', { name: `Set default location of E2E Journey Monitor ${tag}` })
      .click();
    const dialog = page.getByRole('dialog', { name: /Set Default Location/ });
    await dialog.getByLabel('Zone *').selectOption({ label: `${zoneCode} - Journey ${tag}` });
    await dialog.getByLabel('Aisle').selectOption('1');
    await dialog.getByLabel('Rack').selectOption('2');
    await dialog.getByLabel('Shelf').selectOption('3');
    await dialog.getByRole('button', { name: /Save/ }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(`Z: ${zoneCode}A: 1R: 2S: 3`);
  });

  let orderNumber = '';
  let shippedUnit = '';
  await test.step('a customer buys one in the shop', async () => {
    const person = newCustomer('warehouse');
    await createCustomer(page.request, person);
    const context = await browser.newContext();
    const shop = await context.newPage();
    const login = await shop.request.post('/api/login', {
      data: { email: person.email, password: person.password },
    });
    expect(login.status()).toBe(200);
    await shop.goto(`/products?product=${product.id}`);
    const details = shop.getByRole('dialog');
    await expect(details.getByRole('heading', { level: 2 })).toContainText(
      `Journey Monitor ${tag}`,
    );
    await details.getByRole('button', { name: 'Add to Cart' }).click();
    await shop
      .getByRole('dialog', { name: 'Your Cart' })
      .getByRole('link', { name: 'Proceed to Checkout' })
      .click();
    await expect(shop).toHaveURL(/\/checkout$/);
    await shop.getByRole('button', { name: 'Continue to Payment' }).click();
    await shop.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shop.getByLabel('Expiry (MM/YY)').fill('12/34');
    await shop.getByLabel('Security code (CVC)').fill('123');
    await shop.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(shop).toHaveURL(/\/order-confirmation\/SV-/, { timeout: 20_000 });
    orderNumber = (await shop.getByTestId('order-number').innerText()).trim();
    await context.close();
  });

  await test.step('the order took one unit off the shelf: assigned to it', async () => {
    await page.goto(`/admin/productunits?search=${encodeURIComponent(product.sku)}`);
    await expect(page.getByText('Showing 1 to 5 of 5')).toBeVisible();
    const assigned = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(assigned).toHaveCount(1);
    await expect(assigned).toContainText('Assigned');
    await expect(page.getByRole('row').filter({ hasText: 'No order' })).toHaveCount(4);
  });

  await test.step('the order is shipped in the orders back office', async () => {
    await page.goto(`/admin/orders?search=${orderNumber}`);
    await page.getByLabel(`Select order ${orderNumber}`).check();
    await page
      .getByLabel('Bulk Actions', { exact: true })
      .selectOption({ label: 'Mark as Shipped' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Shipped');
  });

  await test.step('its unit is shipped and moved to the dock, with the movements', async () => {
    await page.goto(`/admin/productunits?search=${encodeURIComponent(product.sku)}`);
    const shipped = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(shipped).toContainText('Shipped');
    await expect(shipped).toContainText(dockCode);
    for (const unit of units) {
      if (await shipped.getByText(unit, { exact: true }).count()) shippedUnit = unit;
    }
    const id = shippedUnit;
    expect(id).not.toBe('');
    await page.getByRole('button', { name: `View details of ${id}`, exact: true }).click();
    const details = page.getByRole('dialog', { name: `Unit Details: ${id}` });
    await expect(details.getByText(/assigned → shipped/)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).last().click();
  });

  await test.step('the map shows the rack holding the four units left; its shelf opens in Locations', async () => {
    await page.goto('/admin/warehouse-map');
    await page.getByLabel('Zone').selectOption(zoneCode);
    const plan = page.getByRole('group', { name: 'Warehouse floor plan' });
    // 2 aisles x 3 racks and the staging bin; rack 1-2 has four shelves of 10 and the four
    // units still on it.
    await expect(plan.getByRole('button')).toHaveCount(6 + 1);
    await plan
      .getByRole('button', { name: `Rack ${zoneCode}-01-02: 4 of 40 units (10%), partly full` })
      .click();
    const rack = page.getByRole('region', { name: `Rack ${zoneCode}-01-02` });
    await rack.getByRole('link', { name: `${zoneCode}-01-02-03` }).click();
    await expect(page).toHaveURL(/\/admin\/locations\?location=\d+$/);
    const details = page.getByRole('dialog', { name: /Location Details/ });
    await expect(details).toContainText(`${zoneCode}-01-02-03`);
    for (const unit of units.filter((u) => u !== shippedUnit)) {
      await expect(details.getByText(unit, { exact: true })).toBeVisible();
    }
    await details.getByRole('button', { name: 'Close' }).last().click();
  });

  await test.step('the label sheet of the zone is a PDF', async () => {
    await page.goto(`/admin/locations?q=${zoneCode}`);
    const zone = page.getByRole('region', { name: `Zone ${zoneCode}` });
    const labels = zone.getByRole('link', { name: new RegExp(`Print labels of zone ${zoneCode}`) });
    const response = await page.request.get((await labels.getAttribute('href'))!);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  // The mapping is the shop's only one for shipped: leave none behind for other journeys.
  expect((await page.request.delete('/api/status-mapping/shipped')).status()).toBe(200);
});
