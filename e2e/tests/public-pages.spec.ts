import { BASE_URL, expect, test } from '../support/fixtures.ts';

const PAGES = [
  '/',
  '/services',
  '/industries/residential',
  '/about',
  '/privacy',
  '/terms',
  '/contact',
  '/register',
  '/login',
  '/forgot-password',
];

// One test walks them all: a browser context per page cost more than the pages themselves.
test(
  'every public page has one h1 and no horizontal overflow',
  { tag: '@phone' },
  async ({ page }) => {
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1'), path).toHaveCount(1);
      await expect(page.locator('h1'), path).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeVisible();
      // Measure once the fonts and the page's own content have arrived.
      await page.evaluate(() => document.fonts.ready);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const { scrollWidth, viewport } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect.soft(scrollWidth, `${path} width at ${viewport}px`).toBeLessThanOrEqual(viewport);
    }
  },
);

test(
  'a not-found path answers 404 and shows the not-found page',
  { tag: '@phone' },
  async ({ page }) => {
    const response = await page.goto('/no-such-page-e2e');
    // A real 404 for search engines, with the app's own page for people.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await expect(page.locator('h1')).toHaveCount(1);
    // Then the shop's name: the company's from the settings, or the host name until it is set.
    await expect(page).toHaveTitle(/^Page Not Found \| \S/);
  },
);

test(
  'a guest following a deep link to /admin/orders ends on the home page',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByText('Admin Mode Active')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);

test(
  "Home's Learn more opens its service on /services, scrolled into view",
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn more about Access Control Systems' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/services#access-control`);
    const service = page.locator('article#access-control');
    await expect(service.getByRole('heading', { name: 'Access Control Systems' })).toBeInViewport();
    // Opened directly (a shared link), the page goes there too.
    await page.goto('/about');
    await page.goto('/services#remote-monitoring');
    await expect(
      page.locator('article#remote-monitoring').getByRole('heading', { name: 'Remote Monitoring' }),
    ).toBeInViewport();
  },
);
