import {
  ADMIN_EMAIL,
  ADMIN_MENU,
  ADMIN_PASSWORD,
  BASE_URL,
  expect,
  isAuthenticated,
  openNav,
  test,
} from '../support/fixtures.ts';

// A small phone held sideways or with its toolbars out (375 x 480): the opened menu of a
// signed-in admin, with the Admin and user dropdowns open, is taller than the screen, so the
// menu itself must scroll. (At 375 x 667 it fits while most admin screens are still hidden.)
test.use({ viewport: { width: 375, height: 480 } });

test('on a small phone the opened admin menu scrolls, so Logout and Get a Quote are reachable', async ({
  page,
}) => {
  const login = await page.request.post('/api/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto('/');
  await openNav(page);
  // The Admin dropdown makes the menu taller than the screen.
  await page.getByRole('button', { name: ADMIN_MENU }).click();
  await expect(page.locator('[aria-labelledby="admin-menu"]')).toBeVisible();

  const menu = page.locator('#main-nav');
  const box = await menu.evaluate((el) => ({
    bottom: el.getBoundingClientRect().bottom,
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
    viewport: window.innerHeight,
  }));
  // The menu ends on the screen and scrolls what does not fit.
  expect(box.bottom).toBeLessThanOrEqual(box.viewport);
  expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);

  const quote = page.getByRole('link', { name: 'Get a Quote' });
  await quote.scrollIntoViewIfNeeded();
  await expect(quote).toBeInViewport();

  const userMenu = page.locator('#user-menu');
  await userMenu.scrollIntoViewIfNeeded();
  await expect(userMenu).toBeInViewport();
  await userMenu.click();
  const logout = page.getByRole('button', { name: 'Logout' });
  await logout.scrollIntoViewIfNeeded();
  await expect(logout).toBeInViewport();
  await logout.click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  expect(await isAuthenticated(page.request)).toBe(false);
});
