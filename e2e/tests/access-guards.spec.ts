import { ADMIN_MENU, BASE_URL, expect, openNav, submitLogin, test } from '../support/fixtures.ts';

test('a guest sent to /login comes back to /dashboard; a customer cannot open admin pages', async ({
  page,
  verifiedCustomer: c,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, c.email, c.password);
  await expect(page.getByRole('heading', { name: `Welcome, ${c.firstName}!` })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${c.firstName}`, exact: true }),
  ).toBeVisible();

  await openNav(page);
  await expect(page.locator('#user-menu')).toHaveText(c.firstName);
  await expect(page.getByRole('button', { name: ADMIN_MENU })).toHaveCount(0);

  for (const path of ['/admin/dashboard', '/admin/orders']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByText('Admin Mode Active')).toHaveCount(0);
  }

  // The server refuses admin data to a customer on its own.
  const stats = await page.request.get('/api/admin/stats');
  expect(stats.status()).toBe(403);
});
