import {
  VERIFY_SUBJECT,
  expect,
  extractLink,
  newCustomer,
  registerViaApi,
  submitLogin,
  test,
  waitForMail,
} from '../support/fixtures.ts';

test('signing in before verifying offers a new link, and only the new link works', async ({
  page,
  request,
}) => {
  const c = newCustomer('unverified');
  await registerViaApi(request, c);
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

  // The new link retires the old one.
  await page.goto(first);
  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
  await page.goto(second);
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await submitLogin(page, c.email, c.password);
  await expect(page.getByRole('heading', { name: `Welcome back, ${c.firstName}!` })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
