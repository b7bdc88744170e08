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
  '/no-such-page-e2e',
];

for (const path of PAGES) {
  test(`${path} has one h1 and no horizontal overflow`, { tag: '@phone' }, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    // Let the fonts and any loaded content settle before measuring.
    await page.waitForLoadState('networkidle');
    const { scrollWidth, viewport } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(scrollWidth, `page width at ${viewport}px`).toBeLessThanOrEqual(viewport);
  });
}

test('a not-found path shows the not-found page', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/no-such-page-e2e');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});

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
