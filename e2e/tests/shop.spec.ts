import type { Page } from '@playwright/test';
import { expect, openNav, submitLogin, test, waitForMail } from '../support/fixtures.ts';

/** Below 992px the filters live behind the Filters button. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filters' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  }
}

const prices = async (page: Page) =>
  (await page.locator('.product-card .fs-5').allInnerTexts()).map((t) =>
    t.startsWith('$') ? Number(t.replace(/[$,]/g, '')) : Number.POSITIVE_INFINITY,
  );

async function addFromDetails(page: Page, options: { packageIndex?: number; more?: number }) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  if (options.packageIndex !== undefined) {
    await dialog.getByRole('radio').nth(options.packageIndex).check();
  }
  for (let i = 0; i < (options.more ?? 0); i++) {
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  }
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test(
  'a guest browses, fills a cart, signs in and pays by card; a declined card makes no order',
  { tag: '@phone' },
  async ({ page, verifiedCustomer: c }) => {
    await test.step('browse: page, category, sort, price, all in the URL', async () => {
      await page.goto('/');
      await openNav(page);
      await page.getByRole('link', { name: 'Products', exact: true }).first().click();
      await expect(page.getByRole('heading', { name: /All Products/ })).toBeVisible();
      await expect(page.locator('.product-card')).toHaveCount(12);

      await page
        .getByRole('navigation', { name: 'Product pages' })
        .getByRole('link', { name: 'Next' })
        .click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await openFilters(page);
      await page.getByRole('button', { name: /IP Cameras/ }).click();
      await expect(page).toHaveURL(/category=\d+/);
      await expect(page).not.toHaveURL(/page=/);
      await expect(page.getByRole('heading', { name: /IP Cameras/ })).toBeVisible();
      // Below 992px the sidebar hides after a pick.
      await expect(page.getByRole('dialog', { name: 'Filters' })).toHaveCount(0);

      await page.getByLabel('Sort by').selectOption('price-low');
      await expect(page).toHaveURL(/sort=price-low/);
      await expect
        .poll(async () => {
          const p = await prices(page);
          return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! <= v);
        })
        .toBe(true);

      await page.reload();
      await expect(page.getByLabel('Sort by')).toHaveValue('price-low');
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=/);
      await page.goForward();
    });

    await test.step('open details, choose a package and add two products', async () => {
      const first = page
        .locator('.product-card')
        .filter({ has: page.locator('.badge', { hasText: 'In Stock' }) })
        .first();
      await first.getByRole('button', { name: /View Details/ }).click();
      await expect(page).toHaveURL(/product=\d+/);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Specifications' })).toBeVisible();
      const drawer = await addFromDetails(page, { packageIndex: 1, more: 1 });
      await expect(drawer.locator('li')).toHaveCount(1);
      await expect(drawer).toContainText('2');
      await expect(page).not.toHaveURL(/product=/);
      await drawer.getByRole('button', { name: 'Close cart' }).click();

      await page
        .locator('.product-card')
        .filter({ has: page.locator('.badge', { hasText: 'In Stock' }) })
        .nth(1)
        .getByRole('button', { name: /View Details/ })
        .click();
      const again = await addFromDetails(page, {});
      await expect(again.locator('li')).toHaveCount(2);
      await expect(page.getByTestId('cart-count')).toHaveText('3');
    });

    await test.step('checkout asks to sign in, and the cart comes along', async () => {
      await page
        .getByRole('dialog', { name: 'Your Cart' })
        .getByRole('link', { name: 'Proceed to Checkout' })
        .click();
      await expect(page).toHaveURL(/\/login$/);
      await submitLogin(page, c.email, c.password);
      await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
      await expect(page.getByText(`Welcome, ${c.firstName}!`)).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('3');
      // The primary address (Las Vegas, NV) is chosen: Nevada's tax, not the 8% default.
      await expect(page.getByRole('radio', { name: /Primary address/ })).toBeChecked();
      await expect(page.getByText(/Sales tax \(8\.24%\)/)).toBeVisible();
    });

    await test.step('a declined card shows "Payment failed" and makes no order', async () => {
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByLabel('Expiry (MM/YY)').fill('12/34');
      await page.getByLabel('Security code (CVC)').fill('123');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page.getByRole('alert')).toHaveText('Payment failed: Your card was declined.');
      const orders = await page.request.get('/api/customer/orders');
      expect((await orders.json()).orders).toEqual([]);
    });

    await test.step('4242 4242 4242 4242 pays; the confirmation shows the order and survives a reload', async () => {
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page).toHaveURL(/\/order-confirmation\/SV-/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
      const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
      await page.reload();
      await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
      await expect(page.getByTestId('cart-count')).toHaveCount(0);

      const mail = await waitForMail(c.email, orderNumber);
      expect(mail.text).toContain('Total paid');
      expect(mail.text).toContain(`/order-confirmation/${orderNumber}`);

      await page.getByRole('link', { name: 'View My Orders' }).click();
      await expect(page.getByRole('cell', { name: orderNumber, exact: true })).toBeVisible();
      await page.getByRole('button', { name: `View Details of ${orderNumber}` }).click();
      await expect(page.getByRole('dialog', { name: `Order ${orderNumber}` })).toBeVisible();
      const invoice = await page.request.get(
        (await page
          .getByRole('dialog')
          .getByRole('link', { name: 'Download Invoice' })
          .getAttribute('href'))!,
      );
      expect(invoice.headers()['content-type']).toBe('application/pdf');
    });
  },
);

test('the empty state offers all products; a product link opens its details', async ({ page }) => {
  await page.goto('/products?max=10&category=6');
  await expect(page.getByText('No products found in this category.')).toBeVisible();
  await page.getByRole('button', { name: 'View All Products' }).click();
  await expect(page.locator('.product-card')).toHaveCount(12);
  await page.goto('/products?product=1');
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible();
});
