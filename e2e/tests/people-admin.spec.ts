import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  ADMIN_MENU,
  BASE_URL,
  createCustomer,
  createOrder,
  expect,
  newCustomer,
  openNav,
  signInAsNewStaff,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

const SHOTS = process.env.PEOPLE_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test('an admin creates a manager who may manage products only; the manager edits a product and is refused the users screen', async ({
  page,
  browser,
}) => {
  await signInAsNewStaff(page.request, 'admin');
  const manager = {
    email: uniqueEmail('mgr'),
    password: `Pw-${randomBytes(5).toString('hex')}`,
    lastName: `Maker${randomBytes(2).toString('hex')}`,
  };

  await page.goto('/');
  await openNav(page);
  await page.getByRole('button', { name: ADMIN_MENU }).click();
  await page.getByRole('link', { name: 'User Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();
  await shot(page, `users-list-${page.viewportSize()!.width}`);
  await page.getByRole('link', { name: 'Add User' }).click();

  // Submitting the empty form shows the spec's messages.
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Please fix the validation errors before submitting')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('First Name').fill('Mia');
  await page.getByLabel('Last Name').fill(manager.lastName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(manager.email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('manager');
  // The manager preset grants three permissions; Manage Users stays off and disabled.
  await expect(page.getByLabel('Manage Users')).toBeDisabled();
  await expect(page.getByLabel('Manage Orders')).toBeChecked();
  await page.getByLabel('Manage Orders').uncheck();
  await page.getByLabel('View Reports').uncheck();
  await expect(page.getByLabel('Manage Products')).toBeChecked();
  await page.locator('#user-password').fill(manager.password);
  await page.locator('#user-confirm-password').fill(manager.password);
  await shot(page, `user-form-${page.viewportSize()!.width}`);
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully!')).toBeVisible();
  // Back to the list after two seconds.
  await expect(page).toHaveURL(/\/admin\/users$/, { timeout: 5000 });
  await page.getByRole('searchbox').fill(manager.lastName);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('link', { name: `View Mia ${manager.lastName}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Mia ${manager.lastName}` }),
  ).toBeVisible();
  await shot(page, `user-detail-${page.viewportSize()!.width}`);

  // The manager, in a browser of its own.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const managerPage = await context.newPage();
  managerPage.setViewportSize(page.viewportSize()!);
  const login = await managerPage.request.post('/api/login', {
    data: { email: manager.email, password: manager.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  await managerPage.goto('/admin/users');
  await expect(managerPage.getByRole('alert')).toHaveText(
    /Access denied\. Admin privileges required\./,
  );
  await managerPage.goto('/admin/customers/1');
  await expect(managerPage.getByRole('alert')).toHaveText(/Access denied/);
  await managerPage.goto('/');
  await openNav(managerPage);
  // The Admin menu lists only the screens the manager may use.
  await managerPage.getByRole('button', { name: ADMIN_MENU }).click();
  await expect(managerPage.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await expect(managerPage.getByRole('link', { name: 'Customers' })).toHaveCount(0);
  expect((await managerPage.request.get('/api/admin/users')).status()).toBe(403);

  // What the manager was given works: it edits a product through the form.
  await managerPage.getByLabel('Admin').getByRole('link', { name: 'Products' }).click();
  await expect(
    managerPage.getByRole('heading', { level: 1, name: /Product Management/ }),
  ).toBeVisible();
  const listed = await managerPage.request.get('/api/admin/products?sort=name-desc&limit=1');
  expect(listed.status()).toBe(200);
  const product = (await listed.json()).products[0] as { id: number; name: string };
  await managerPage.goto(`/admin/products/edit/${product.id}`);
  const description = managerPage.getByLabel('Description *');
  await expect(description).not.toHaveValue('');
  await description.fill(`${await description.inputValue()} Checked by ${manager.lastName}.`);
  await managerPage.getByRole('button', { name: 'Update Product' }).click();
  await expect(managerPage.getByText(`${product.name} updated successfully`)).toBeVisible();
  const saved = await (await managerPage.request.get(`/api/products/${product.id}`)).json();
  expect(saved.product.description).toContain(`Checked by ${manager.lastName}.`);
  await context.close();
});

test('an admin suspends a signed-in customer, who is signed out on the next page load', async ({
  page,
  browser,
}) => {
  const person = { ...newCustomer('suspend'), lastName: `Gone${randomBytes(2).toString('hex')}` };
  const { id } = await createCustomer(page.request, person);
  const name = `${person.firstName} ${person.lastName}`;
  const order = await createOrder(page.request, { id, email: person.email, name });

  const context = await browser.newContext({ baseURL: BASE_URL });
  const customerPage = await context.newPage();
  const login = await customerPage.request.post('/api/login', {
    data: { email: person.email, password: person.password },
  });
  expect(login.status()).toBe(200);
  await customerPage.goto('/dashboard');
  await expect(customerPage).toHaveURL(/\/dashboard$/);

  await signInAsNewStaff(page.request, 'admin');
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByRole('searchbox').fill(person.lastName);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await shot(page, `customers-list-${page.viewportSize()!.width}`);
  await page.getByLabel(`Status of ${name}`).selectOption('suspended');
  await expect(page.getByLabel(`Status of ${name}`)).toHaveValue('suspended');

  // The customer's next page load finds no session.
  await customerPage.reload();
  await expect(customerPage).toHaveURL(/\/login$/);
  await context.close();

  // The detail shows the order, which opens in the orders screen.
  await page.getByRole('link', { name: `View ${name}` }).click();
  await page.getByRole('tab', { name: /Orders/ }).click();
  await page.getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByRole('dialog')).toContainText(order.orderNumber);
  await page.goBack();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText(/Status changed: active -> suspended/)).toBeVisible();
  await shot(page, `customer-detail-${page.viewportSize()!.width}`);
});
