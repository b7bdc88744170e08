import {
  VERIFY_SUBJECT,
  expect,
  extractLink,
  submitLogin,
  test,
  waitForMail,
} from '../support/fixtures.ts';

const USED_OR_EXPIRED = 'This link was already used or has expired: sign in, or ask for a new one.';

test('signing in before verifying offers a new link; only the newest link works, once', async ({
  page,
  request,
  unverifiedCustomer: c,
}) => {
  // An earlier link, as a registration (or an earlier request) would have mailed.
  const resend = await request.post('/api/resend-verification', { data: { email: c.email } });
  expect(resend.status()).toBe(200);
  const first = extractLink((await waitForMail(c.email, VERIFY_SUBJECT)).text, '/verify/');

  await page.goto('/login');
  await submitLogin(page, c.email, c.password);
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Please verify your e-mail address before signing in.' });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await alert.getByRole('button', { name: 'Send a new verification link' }).click();
  await expect(
    alert.getByText(
      'If an account with that e-mail address still needs verifying, a new link is on its way.',
    ),
  ).toBeVisible();

  const second = extractLink(
    (await waitForMail(c.email, VERIFY_SUBJECT, { count: 2 })).text,
    '/verify/',
  );
  expect(second).not.toBe(first);

  // The new link retires the old one: the page says so, with the ways on.
  await page.goto(first);
  await expect(page.getByRole('heading', { name: 'Link already used or expired' })).toBeVisible();
  await expect(page.getByText(USED_OR_EXPIRED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('button', { name: 'Send a new verification link' })).toBeVisible();

  await page.goto(second);
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();

  // A second use of the link that worked is refused the same way.
  const reuse = await page.request.get(`/api${new URL(second).pathname}`);
  expect(reuse.status()).toBe(410);
  expect(await reuse.json()).toMatchObject({ code: 'TOKEN_USED_OR_EXPIRED' });
  await page.goto(second);
  await expect(page.getByText(USED_OR_EXPIRED)).toBeVisible();

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await submitLogin(page, c.email, c.password);
  await expect(page.getByRole('heading', { name: `Welcome, ${c.firstName}!` })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
