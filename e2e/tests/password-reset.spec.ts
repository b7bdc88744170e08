import {
  RESET_SUBJECT,
  expect,
  extractLink,
  submitLogin,
  test,
  waitForMail,
} from '../support/fixtures.ts';

test('a customer resets a forgotten password through the mailed link', async ({
  page,
  verifiedCustomer: c,
}) => {
  const newPassword = `${c.password}-new`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(c.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'a link to reset the password is on its way',
  );

  const mail = await waitForMail(c.email, RESET_SUBJECT);
  const link = extractLink(mail.text, '/reset-password');
  expect(new URL(link).searchParams.get('token')).toBeTruthy();

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');

  // The link works once.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-password-1');
  await page.getByLabel('Confirm new password').fill('another-password-1');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await submitLogin(page, c.email, c.password);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${c.firstName}!` })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
