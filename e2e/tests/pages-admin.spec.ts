import { randomBytes } from 'node:crypto';
import { ADMIN_MENU, expect, openNav, signInAsNewStaff, test } from '../support/fixtures.ts';

/** Would run, or draw an overlay, if the editor's HTML ever reached the page unsanitised. */
const HOSTILE =
  '<script>window.__xss = 1</script>' +
  '<img src="/nowhere.png" onerror="window.__xss = 2" alt="">' +
  '<a href="javascript:window.__xss = 3" id="bad-link">Click me</a>' +
  '<div class="position-fixed top-0 start-0 w-100 vh-100 z-3" style="position:fixed;inset:0;z-index:9999;background:red">Overlay</div>';

test('an admin edits the About page, publishes it and a visitor sees it on /about, with nothing hostile running', async ({
  page,
  browser,
}) => {
  const tag = randomBytes(3).toString('hex');
  const heading = `Our new office ${tag}`;
  await signInAsNewStaff(page.request, 'admin');

  // The Admin menu leads to the editor.
  await page.goto('/');
  await openNav(page);
  await page.getByRole('button', { name: ADMIN_MENU }).click();
  await page.getByRole('link', { name: 'Edit Pages' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Editor' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Pages' });
  await nav.getByRole('link', { name: /About Us/ }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/about$/);
  await expect(page.getByLabel('URL path')).toHaveValue('/about');

  const html = `<h2>${heading}</h2><p>We moved to a bigger workshop.</p>${HOSTILE}`;
  await page.getByLabel('HTML content').fill(html);

  // Unsaved changes: switching pages asks first; staying keeps the draft.
  await nav.getByRole('link', { name: /Services/ }).click();
  const question = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(question).toContainText(
    'You have unsaved changes. Are you sure you want to switch pages?',
  );
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/about$/);
  await expect(page.getByLabel('HTML content')).toHaveValue(html);

  // The preview is the server's sanitised HTML, in its box.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: heading })).toBeVisible();
  expect(await preview.innerHTML()).not.toMatch(/script|onerror|javascript:|position|z-3/);

  await page.getByRole('checkbox', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Page saved and published')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  // The editor now holds what was stored: the sanitised HTML.
  await expect(page.getByLabel('HTML content')).not.toHaveValue(/script/);
  await expect(
    page.getByRole('list', { name: 'Saved versions' }).getByRole('listitem'),
  ).toHaveCount(1);

  // A visitor (a fresh browser context, signed out) opens /about directly and by navigation.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  const errors: string[] = [];
  guest.on('pageerror', (e) => errors.push(e.message));
  await guest.goto('/about');
  const block = guest.getByRole('region', { name: 'About Us' });
  await expect(block.getByRole('heading', { name: heading })).toBeVisible();
  await expect(block.getByText('We moved to a bigger workshop.')).toBeVisible();
  await expect(block.getByText('Overlay')).toBeVisible();
  // Nothing ran, and the would-be overlay stays in the flow of the block.
  expect(await guest.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  const overlay = await block.getByText('Overlay').evaluate((el) => getComputedStyle(el).position);
  expect(overlay).toBe('static');
  expect(await block.locator('script, [onerror], [href^="javascript"]').count()).toBe(0);
  await block.getByText('Click me').click();
  await expect(guest).toHaveURL(/\/about$/);
  expect(await guest.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  // Nothing of it elsewhere: the block belongs to /about.
  await guest.goto('/services');
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(guest.getByText(heading)).toHaveCount(0);
  expect(errors).toEqual([]);

  // Unpublished, it is gone from the public page (and other journeys see /about as before).
  await page.getByRole('checkbox', { name: 'Published' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Page saved', { exact: true })).toBeVisible();
  await guest.goto('/about');
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(guest.getByText(heading)).toHaveCount(0);
  await visitor.close();
});

test('the System page shows the health of the shop; the old developer pages lead to it', async ({
  page,
}) => {
  await signInAsNewStaff(page.request, 'admin');
  await page.goto('/admin/apitest');
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
  await expect(page.getByText('Reachable')).toBeVisible();
  await expect(page.getByText(/^\d{4}_\w+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await page.goto('/admin/debugstats');
  await expect(page).toHaveURL(/\/admin\/system$/);
});

test('a manager with every permission is kept out of the page editor and the System page', async ({
  page,
}) => {
  await signInAsNewStaff(page.request, 'manager', {
    canViewReports: true,
    canManageProducts: true,
    canManageOrders: true,
    canManageUsers: true,
  });
  for (const path of ['/admin/pages/about', '/admin/system']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  const refused = await page.request.put('/api/admin/pages/about', {
    data: { title: 'x', content: '<p>x</p>', published: true },
  });
  expect(refused.status()).toBe(403);
});
