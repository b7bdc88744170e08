import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, test } from '../support/fixtures.ts';

/** Presses Tab until the element matching `selector` has the focus (or fails after 40). */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('a customer signs in with the keyboard alone, starting from the skip link', async ({
  page,
  verifiedCustomer: c,
}) => {
  await page.goto('/login');
  // A keyboard user starts once the page is there (it loads on demand).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');

  await tabTo(page, '#login-email');
  await page.keyboard.type(c.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(c.password);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: `Welcome, ${c.firstName}!` })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an admin opens the Admin Login modal and signs in with the keyboard', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, 'button:has-text("Admin Login")');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await expect(dialog).toBeVisible();

  await tabTo(page, '#admin-login-email');
  await page.keyboard.type(ADMIN_EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Admin Mode Active')).toBeVisible();

  // Below 1400px a signed-in visitor's menu is behind the menu button: Enter opens
  // it. The Admin menu opens and is walked with the arrow keys.
  await tabTo(page, 'button[aria-controls="main-nav"]');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-nav')).toHaveClass(/(^|\s)show(\s|$)/);
  await tabTo(page, '#admin-menu');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByLabel('Admin').getByRole('link', { name: 'Dashboard', exact: true }),
  ).toBeFocused();
});
