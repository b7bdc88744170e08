import {
  addBuyableToCart,
  createCustomer,
  expect,
  newCustomer,
  startSignedIn,
  test,
} from '../support/fixtures.ts';

const TEXAS = {
  address: '1 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'United States',
};

test(
  'a Texan reaches the payment; a Canadian address is told the shop ships within the United States',
  { tag: '@phone' },
  async ({ page }) => {
    await test.step('registration offers every state and DC, and Canada its provinces', async () => {
      await page.goto('/register');
      const state = page.getByRole('combobox', { name: 'State', exact: true });
      await expect(state.locator('option', { hasText: 'Texas' })).toHaveAttribute('value', 'TX');
      await expect(state.locator('option[value]:not([value=""])')).toHaveCount(51);
      await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('Canada');
      await expect(state.locator('option', { hasText: 'Ontario' })).toHaveAttribute('value', 'ON');
      await expect(state.locator('option', { hasText: 'Texas' })).toHaveCount(0);
    });

    const texan = newCustomer('texan');
    await createCustomer(page.request, texan, { address: TEXAS });
    await startSignedIn(page, texan.email);
    await addBuyableToCart(page);

    await test.step('the saved Austin address is chosen and taxed as Texas; the card form opens', async () => {
      await page.goto('/checkout');
      const primary = page.getByRole('radio', { name: /Primary address/ });
      await expect(primary).toBeChecked();
      await expect(primary).toHaveAccessibleName(/1 Congress Ave, Austin, TX 78701/);
      await expect(page.getByText('Sales tax (8.20%)')).toBeVisible();
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByLabel('Card number')).toBeVisible();
      await page.getByRole('button', { name: /Back to Shipping/ }).click();
    });

    await test.step('a Canadian address is refused with the reason, on the field and above', async () => {
      await page.getByRole('radio', { name: 'Ship to a different address' }).check();
      await page.getByLabel('Street address').fill('24 Sussex Dr');
      await page.getByLabel('City').fill('Ottawa');
      await page.getByLabel('State').fill('ON');
      await page.getByLabel('ZIP code').fill('K1M 1M4');
      const country = page.getByLabel('Country');
      await expect(country).toHaveAccessibleDescription('We ship within the United States only.');
      await country.selectOption('Canada');
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByRole('alert')).toHaveText('We ship within the United States only');
      await expect(country).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Card number')).toHaveCount(0);
      // Back to the United States: the error goes with the fix.
      await country.selectOption('United States');
      await expect(country).not.toHaveAttribute('aria-invalid', 'true');
    });
  },
);
