import { expect, test } from '../support/fixtures.ts';

test.describe('registration form validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  });

  test('an empty form shows the spec messages and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });

    await page.getByRole('button', { name: 'Create Account' }).click();

    for (const message of [
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Password must be at least 8 characters long',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'You must accept the terms of service',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // Each message belongs to its field, for screen readers too.
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    await expect(
      page.getByRole('checkbox', { name: /I agree to the Terms/ }),
    ).toHaveAccessibleDescription('You must accept the terms of service');
    await expect(page.getByText('Company name is required')).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test('mismatched passwords and a different billing address are checked', async ({ page }) => {
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm password').fill('long-enough-2');
    await page.getByLabel('My billing address is different').check();
    await expect(page.getByRole('heading', { name: 'Billing address' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long')).toHaveCount(0);
    for (const message of [
      'Billing address is required',
      'Billing city is required',
      'Billing state is required',
      'Billing ZIP code is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('the business toggle shows the company fields and requires a company name', async ({
    page,
  }) => {
    await expect(page.getByLabel('Company name')).toHaveCount(0);
    await expect(page.getByLabel('My billing address is different')).toBeVisible();

    // The radios are drawn as toggle buttons: a person clicks the visible label.
    await page.getByText('Business', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();

    await expect(page.getByRole('heading', { name: 'Company', exact: true })).toBeVisible();
    await expect(page.getByLabel('Company name')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact person' })).toBeVisible();
    // The billing-different option is for personal accounts only.
    await expect(page.getByLabel('My billing address is different')).toHaveCount(0);

    await page.getByLabel('Tax ID (EIN)').fill('123456789');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Company name is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Invalid Tax ID format (XX-XXXXXXX)')).toBeVisible();

    await page.getByLabel('Company name').fill('Acme Vending LLC');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Company name is required')).toHaveCount(0);

    // Switching back starts a clean personal form.
    await page.getByText('Personal', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Personal' })).toBeChecked();
    await expect(page.getByLabel('Company name')).toHaveCount(0);
    await expect(page.getByText('First name is required')).toHaveCount(0);
  });
});
