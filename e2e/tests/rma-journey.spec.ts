import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import {
  ADMIN_MENU,
  createProduct,
  createUnitOrder,
  expect,
  markShipped,
  newCustomerPage,
  openNav,
  pngPhoto,
  signInAsNewStaff,
  test,
  waitForMail,
} from '../support/fixtures.ts';

/**
 * The returns journey, after the sale: a customer who received a camera opens My devices and
 * files a warranty claim with a photo; staff find it in the Returns queue, approve it (the
 * customer can print the return label), receive the unit by scanning its serial, inspect it
 * as damaged and resolve with a replacement; once the replacement order ships, the customer's
 * My devices lists the new serial in warranty and the RMA page says Resolved.
 */
test('a customer claims a delivered camera with a photo; staff approve, scan it in, find it damaged and replace it; the new serial shows under My devices once shipped', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const cameraName = `E2E Claim Camera ${tag}`;
  const description = `Night vision stopped after a week (${tag}): the picture stays black.`;

  // What the journey needs and is not about: the camera with units on a shelf (one to sell,
  // one for the replacement), a customer whose order of one camera was shipped and delivered.
  const camera = await createProduct(page.request, { name: cameraName });
  await signInAsNewStaff(page.request, 'admin');
  const zone = await page.request.post('/api/warehouse-zones', {
    data: {
      zone_code: `R${tag}`,
      zone_name: `Claims ${tag}`,
      aisles: 1,
      racks: 1,
      shelves: 1,
      location_capacity: 10,
    },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  const zoneId = ((await zone.json()) as { zone: { id: number } }).zone.id;
  const bins = await page.request.get(`/api/warehouse-locations?zone_id=${zoneId}&limit=50`);
  const bin = (
    (await bins.json()) as { locations: { id: number; is_staging: boolean }[] }
  ).locations.find((b) => !b.is_staging)!;
  const received = await page.request.post('/api/product-units', {
    data: { product_id: camera.id, quantity: 3, location: { warehouse_location_id: bin.id } },
  });
  expect(received.status(), await received.text()).toBe(201);

  const {
    shop,
    close,
    customer,
    id: customerId,
  } = await newCustomerPage(browser, page.request, 'rma');
  const shopErrors: string[] = [];
  shop.on('pageerror', (error) => shopErrors.push(error.message));
  const order = await createUnitOrder(
    page.request,
    {
      id: customerId,
      email: customer.email,
      name: `${customer.firstName} ${customer.lastName}`,
    },
    camera,
  );
  const [serial] = order.serials;
  expect(serial).toBeTruthy();
  for (const status of ['shipped', 'delivered']) {
    const moved = await page.request.put(`/api/admin/orders/${order.id}/status`, {
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // The test's own output folder: removed with the run's results, whatever the outcome.
  const photo = test.info().outputPath('black-picture.png');
  writeFileSync(photo, pngPhoto(96, 64));

  let rmaNumber = '';
  let rmaUrl = '';
  await test.step('the customer files a warranty claim with a photo from My devices', async () => {
    await shop.goto('/dashboard');
    await shop.getByRole('tab', { name: 'My devices' }).click();
    await expect(shop).toHaveURL(/tab=devices/);
    const device = shop.getByRole('article', { name: cameraName });
    await expect(device).toContainText(serial!);
    await expect(device).toContainText(order.orderNumber);
    await expect(device.getByText('In warranty', { exact: true })).toBeVisible();
    await device.getByRole('link', { name: 'Return or claim' }).click();
    await expect(shop).toHaveURL(/\/dashboard\/returns\/new\?unit=\d+$/);
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Return or warranty claim');

    const form = shop.getByRole('form', { name: 'Return or warranty claim' });
    await form.getByLabel('Warranty claim').check();
    await form.getByLabel('Reason').selectOption({ label: 'Defective or stopped working' });
    await form.getByLabel('What happened?').fill(description);
    await form.getByLabel(/^Photos/).setInputFiles(photo);
    await expect(
      form.getByRole('list', { name: 'Photos to send' }).getByRole('img', {
        name: 'Photo 1: black-picture.png',
      }),
    ).toBeVisible();
    await form.getByLabel('Replace').check();
    await form.getByRole('button', { name: 'Send request' }).click();

    await expect(shop).toHaveURL(/\/dashboard\/returns\/\d+$/);
    rmaUrl = new URL(shop.url()).pathname;
    const heading = shop.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^RMA-/);
    rmaNumber = (await heading.innerText()).trim();
    await expect(shop.getByText(`Request ${rmaNumber} sent.`)).toBeVisible();
    // The status badge beside the number.
    const rma = shop.getByRole('article', { name: rmaNumber });
    await expect(rma.locator('.badge').first()).toHaveText('Requested');
    // Nothing is sent before the approval: no label yet, the device stays.
    await expect(
      rma.getByText(/Please keep the device until we approve the request/),
    ).toBeVisible();
    await expect(rma.getByRole('link', { name: /Print return label/ })).toHaveCount(0);
    const mail = await waitForMail(customer.email, rmaNumber);
    expect(mail.subject).toContain('warranty claim');
    expect(mail.text).toContain(rmaNumber);
    expect(mail.text).not.toMatch(/\/api\/customer\/rmas\/\d+\/label/);
  });

  await test.step('staff open it from the Returns queue by typing its number; approve it', async () => {
    await page.goto('/');
    await openNav(page);
    await page.getByRole('button', { name: ADMIN_MENU }).click();
    await page.getByLabel('Admin').getByRole('link', { name: 'Returns' }).click();
    await expect(page).toHaveURL(/\/admin\/rmas$/);
    await expect(page.getByRole('row').filter({ hasText: rmaNumber })).toBeVisible();
    const scan = page.getByRole('textbox', { name: 'Scan a return' });
    await scan.pressSequentially(rmaNumber);
    await scan.press('Enter');
    await expect(page).toHaveURL(/\/admin\/rmas\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: rmaNumber })).toBeVisible();

    const request = page.getByRole('region', { name: 'Request' });
    await expect(request.getByText(description)).toBeVisible();
    const image = request.getByRole('img', { name: `Photo 1 of ${rmaNumber}` });
    await expect(image).toBeVisible();
    // The photo is the customer's, re-encoded by the shop: it loads, as an image (lazily, so
    // wait for it).
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(96);
    await expect(page.getByRole('region', { name: 'Unit and order' })).toContainText(serial!);

    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${rmaNumber}` });
    await dialog.getByLabel(/Note to the customer/).fill('Please pack it in its box.');
    await dialog.getByRole('button', { name: 'Approve and e-mail' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Receive by scanning' })).toBeVisible();
  });

  await test.step('the customer can print the return label: a PDF', async () => {
    await waitForMail(customer.email, `Your return ${rmaNumber} is approved`);
    await shop.goto(rmaUrl);
    const label = shop.getByRole('link', { name: /Print return label/ });
    await expect(label).toBeVisible();
    const pdf = await shop.request.get((await label.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  let replacementOrder = '';
  await test.step("staff scan the unit's serial in, inspect it as damaged, send a replacement", async () => {
    const box = page.getByRole('textbox', { name: 'Receive by scanning' });
    await box.pressSequentially(serial!);
    await box.press('Enter');
    const inspection = page.getByRole('form', { name: 'Inspection' });
    await expect(inspection).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unit and order' })).toContainText(
      'Returned in RET',
    );

    await inspection.getByLabel('Damaged').check();
    await inspection.getByLabel('Inspection notes').fill('The IR board is burnt.');
    await inspection.getByRole('button', { name: 'Save inspection' }).click();

    const resolve = page.getByRole('region', { name: `Resolve ${rmaNumber}` });
    await resolve.getByRole('radio', { name: /^Send a replacement/ }).check();
    await resolve.getByRole('button', { name: 'Send a replacement' }).click();
    const done = resolve.getByText(/waits in the orders to be picked and shipped/);
    await expect(done).toBeVisible();
    replacementOrder = (await done.locator('.font-monospace').innerText()).trim();
    expect(replacementOrder).toMatch(/^SV-/);
    expect(replacementOrder).not.toBe(order.orderNumber);
    // The RMA reloads as resolved; what was done stays on screen.
    const request = page.getByRole('region', { name: 'Request' });
    await expect(request).toContainText(/Replaced by .+ · order /);
    await expect(request).toContainText(`order ${replacementOrder}`);
    await expect(done).toBeVisible();
  });

  await test.step('the replacement order ships', async () => {
    await markShipped(page, replacementOrder);
  });

  await test.step('My devices lists the new serial in warranty; the RMA says Resolved', async () => {
    await shop.goto('/dashboard?tab=devices');
    const replacement = shop
      .getByRole('article', { name: cameraName })
      .filter({ hasText: replacementOrder });
    await expect(replacement).toHaveCount(1);
    await expect(replacement.getByText('In warranty', { exact: true })).toBeVisible();
    const newSerial = (await replacement.locator('.font-monospace').first().innerText()).trim();
    expect(newSerial).toMatch(/\S/);
    expect(newSerial).not.toBe(serial);

    await shop.goto(rmaUrl);
    const rma = shop.getByRole('article', { name: rmaNumber });
    await expect(rma.locator('.badge').first()).toHaveText('Resolved');
    await expect(rma.getByRole('list', { name: 'Steps of the request' })).toContainText('Resolved');
    await expect(rma.getByText(replacementOrder)).toBeVisible();
  });

  expect(shopErrors, 'uncaught errors on the customer page').toEqual([]);
  await close();
});
