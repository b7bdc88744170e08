import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BASE_URL,
  expect,
  isAuthenticated,
  openNav,
  submitLogin,
  test,
} from '../support/fixtures.ts';

test('a session cookie replayed after logout does not sign anyone in', async ({
  page,
  browser,
  verifiedCustomer: c,
}) => {
  await page.goto('/login');
  await submitLogin(page, c.email, c.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const saved = await page.context().cookies();
  const sid = saved.find((cookie) => cookie.name === 'sid');
  expect(sid, 'session cookie').toBeDefined();
  expect(sid!.httpOnly).toBe(true);
  expect(sid!.sameSite).toBe('Lax');

  // Control: while the session lives, the copied cookie does work elsewhere.
  const before = await browser.newContext({ baseURL: BASE_URL });
  await before.addCookies(saved);
  expect(await isAuthenticated(before.request)).toBe(true);
  await before.close();

  await openNav(page);
  await page.locator('#user-menu').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  expect(await isAuthenticated(page.request)).toBe(false);

  const replay = await browser.newContext({ baseURL: BASE_URL });
  await replay.addCookies(saved);
  expect(await isAuthenticated(replay.request)).toBe(false);
  const profile = await replay.request.get('/api/customer/profile');
  expect(profile.status()).toBe(401);
  const replayPage = await replay.newPage();
  await replayPage.goto('/dashboard');
  await expect(replayPage).toHaveURL(/\/login$/);
  await replay.close();
});

test('cross-site POSTs to /api/login and /api/logout are refused', async ({ playwright }) => {
  // The admin's real credentials: the refusal comes from the Origin, not from the password.
  const c = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
  const evil = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Origin: 'https://evil.example' },
  });
  const login = await evil.post('/api/login', { data: { email: c.email, password: c.password } });
  expect(login.status()).toBe(403);
  expect(login.headers()['set-cookie']).toBeUndefined();
  expect(await login.json()).toMatchObject({ error: 'Cross-site request refused.' });

  const logout = await evil.post('/api/logout');
  expect(logout.status()).toBe(403);

  // A browser's opaque origin and a cross-site fetch without Origin are refused as well.
  const sandboxed = await evil.post('/api/logout', { headers: { Origin: 'null' } });
  expect(sandboxed.status()).toBe(403);
  await evil.dispose();

  // Control: the same call from the shop's own origin works.
  const own = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Origin: BASE_URL },
  });
  const ok = await own.post('/api/login', { data: { email: c.email, password: c.password } });
  expect(ok.status()).toBe(200);
  expect(await isAuthenticated(own)).toBe(true);
  await own.dispose();
});

test('a cross-site form cannot sign the admin out', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A page on another origin (served from a data: URL) auto-submits a form to /api/logout.
  const responses: number[] = [];
  page.on('response', (r) => {
    if (r.url() === `${BASE_URL}/api/logout`) responses.push(r.status());
  });
  const attacker = await page.context().newPage();
  attacker.on('response', (r) => {
    if (r.url() === `${BASE_URL}/api/logout`) responses.push(r.status());
  });
  await attacker.goto(
    `data:text/html,<form method="post" action="${BASE_URL}/api/logout"></form><script>document.forms[0].submit()</script>`,
  );
  await expect.poll(() => responses).toEqual([403]);
  await attacker.close();

  expect(await isAuthenticated(page.request)).toBe(true);
});
