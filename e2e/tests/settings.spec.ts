import { randomBytes } from 'node:crypto';
import { pdfText } from '../../apps/server/test/pdf-text.ts';
import {
  createCustomer,
  createOrder,
  expect,
  newCustomer,
  startSignedInAsNewStaff,
  test,
} from '../support/fixtures.ts';

/**
 * The shop's own details are data. The end-to-end shop runs outside demo
 * mode, so it starts without them; an admin fills them in on /admin/settings and the footer,
 * the contact page and the invoice of a new order show them.
 */
test('an admin fills in the shop’s details and sees them in the footer, the contact page and a new invoice', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  const company = `Harbor Watch ${tag}`;
  const linkedin = `https://www.linkedin.com/company/harbor-watch-${tag}`;
  await startSignedInAsNewStaff(page, 'admin');

  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Legal name').fill(`${company} LLC`);
  await page.getByLabel('Street address').fill('77 Pier Street');
  await page.getByLabel('City, state and ZIP').fill('Reno, NV 89501');
  await page.getByLabel('Phone').fill('(775) 555-0188');
  await page.getByLabel('E-mail').fill(`hello-${tag}@harborwatch.example.com`);
  await page.getByLabel('Flat shipping rate').fill('14.50');
  await page.getByRole('button', { name: 'Add opening hours' }).click();
  await page.getByLabel('Days, line 1').fill('Monday - Saturday');
  await page.getByLabel('Hours, line 1').fill('7:00 AM - 7:00 PM');
  await page.getByLabel('LinkedIn').fill(linkedin);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByText(/Last saved/)).toBeVisible();

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(company);
  await expect(footer.locator('address')).toContainText('77 Pier Street');
  await expect(footer.getByRole('link', { name: '(775) 555-0188' })).toHaveAttribute(
    'href',
    'tel:+17755550188',
  );
  // Only the social page the settings give.
  const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(1);
  await expect(social).toHaveAttribute('href', linkedin);
  await expect(social).toHaveAccessibleName(`${company} on LinkedIn (opens in a new tab)`);

  await page.goto('/contact');
  const info = page.getByRole('region', { name: 'Contact Information' });
  await expect(info).toContainText('77 Pier Street');
  await expect(info).toContainText('Reno, NV 89501');
  await expect(info).toContainText(`hello-${tag}@harborwatch.example.com`);
  await expect(info.getByRole('row', { name: /Monday - Saturday/ })).toContainText(
    '7:00 AM - 7:00 PM',
  );

  // An order made after the change: its invoice is issued by the shop as its settings say.
  const person = newCustomer('settings');
  const { id } = await createCustomer(page.request, person);
  const order = await createOrder(page.request, {
    id,
    email: person.email,
    name: `${person.firstName} ${person.lastName}`,
  });
  const invoice = await page.request.get(`/api/admin/orders/${order.id}/invoice`);
  expect(invoice.status()).toBe(200);
  const text = await pdfText(await invoice.body());
  for (const line of [company, `${company} LLC`, '77 Pier Street', '(775) 555-0188']) {
    expect(text).toContain(line);
  }
});

/**
 * Amounts are typed in dollars and read by the contract's money schema (ADR 0063): the labour
 * price list refuses an amount that is not whole cents under its field, and saves dollars.
 */
test('a labour line is added and repriced in dollars; an amount that is not whole cents is refused under its field @phone', async ({
  page,
}) => {
  const name = `Mast mount ${randomBytes(3).toString('hex')}`;
  await startSignedInAsNewStaff(page, 'admin');
  await page.goto('/admin/labour-prices');
  await expect(page.getByRole('heading', { level: 1, name: 'Labour Prices' })).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a line' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Price ($)').fill('42.125');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(
    add.getByText('Enter an amount in dollars and cents (at most two decimals)'),
  ).toBeVisible();
  await expect(add.getByLabel('Price ($)')).toHaveAttribute('aria-invalid', 'true');
  await add.getByLabel('Price ($)').fill('42.50');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`${name} added.`)).toBeVisible();

  const row = page.getByRole('form', { name });
  await expect(row.getByLabel('Price ($)')).toHaveValue('42.50');
  await row.getByLabel('Price ($)').fill('45');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();
  await expect(page.getByRole('form', { name }).getByLabel('Price ($)')).toHaveValue('45.00');
  // Unused, so it can go again.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(`${name} deleted.`)).toBeVisible();
});
