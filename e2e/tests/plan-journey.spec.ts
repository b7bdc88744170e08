import { randomBytes } from 'node:crypto';
import {
  expect,
  newCustomerPage,
  signInAsNewStaff,
  startSignedInAsNewStaff,
  test,
} from '../support/fixtures.ts';

/**
 * The plan journey (ADR 0075): on a phone, a customer subscribes to video monitoring from
 * /services with the test card 4242 4242 4242 4242, sees the next bill on the plan's page and
 * cancels (held to the 12-month term); an admin moves the subscription's test clock a month
 * on and finds the renewal invoice, paid.
 */
test('a customer subscribes to video monitoring on a phone, sees the next bill and cancels; the admin advances the test clock to the renewal', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const planName = `E2E Video Watch ${tag}`;
  // What the journey needs and is not about: the plan on sale.
  await signInAsNewStaff(page.request, 'admin');
  const made = await page.request.post('/api/admin/plans', {
    data: {
      name: planName,
      description: 'Operators watch your cameras after hours.',
      monitoring: 'video',
      maintenanceVisitsPerYear: 1,
      responseHours: 8,
      extendedWarranty: true,
      monthlyPrice: 39.99,
      yearlyPrice: 399.9,
      setupFee: 99,
      minTermMonths: 12,
      taxable: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  const { shop, close } = await newCustomerPage(browser, page.request, 'plan-journey');
  try {
    await shop.setViewportSize({ width: 375, height: 812 });
    await shop.goto('/services');
    const card = shop.getByRole('article', { name: planName });
    await expect(card).toContainText('$39.99');
    await card.getByRole('link', { name: `Subscribe to ${planName}` }).click();
    await expect(shop).toHaveURL(/\/subscribe\/\d+\?interval=month/);

    const form = shop.getByRole('form', { name: 'Subscribe' });
    await form.getByLabel('Street address').fill('200 Fremont Street');
    await form.getByLabel('City').fill('Las Vegas');
    await form.getByLabel('State').fill('NV');
    await form.getByLabel('ZIP code').fill('89101');
    // The server's preview: today's charge, then the monthly price with its tax.
    await expect(shop.getByText(/then \$4\d\.\d\d\/month/i).first()).toBeVisible({
      timeout: 15_000,
    });
    await form.getByRole('button', { name: 'Subscribe and pay' }).click();
    await shop.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shop.getByLabel('Expiry (MM/YY)').fill('12/34');
    await shop.getByLabel('Security code (CVC)').fill('123');
    await shop.getByRole('button', { name: /^Pay \$/ }).click();

    await expect(shop).toHaveURL(/\/dashboard\/plans\/\d+/, { timeout: 20_000 });
    await expect(shop.getByText(/Your plan has started/)).toBeVisible();
    const nextBill = shop.getByText('Next bill', { exact: true }).locator('..');
    await expect(nextBill).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}: \$4\d\.\d\d/);
    const planUrl = new URL(shop.url());
    const subscriptionId = Number(planUrl.pathname.split('/').pop());
    expect(
      await shop.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // Cancel: the end date (the minimum term's) is shown before it is confirmed.
    await shop.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = shop.getByRole('dialog');
    await expect(dialog).toContainText('Your plan ends on');
    await dialog.getByRole('button', { name: 'Cancel my plan' }).click();
    await expect(shop.getByRole('button', { name: 'Keep my plan' }).first()).toBeVisible();
    await expect(shop.getByText(/ends on/).first()).toBeVisible();

    // The admin moves the subscription's test clock a month on: the renewal is invoiced and paid.
    await startSignedInAsNewStaff(page, 'manager', { canManageOrders: true });
    await page.goto(`/admin/subscriptions/${subscriptionId}`);
    await expect(page.getByText('Test clock')).toBeVisible();
    await page
      .getByRole('group', { name: 'Move the clock by' })
      .getByRole('button', { name: '+1 month' })
      .click();
    const renewal = page.getByRole('row').filter({ hasText: 'Renewal' });
    await expect(renewal.first()).toBeVisible({ timeout: 20_000 });
    await expect(renewal.first()).toContainText('Paid');
  } finally {
    await close();
  }
});
