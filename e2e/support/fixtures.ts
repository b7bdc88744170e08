import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { extractLink, waitForMail } from './mail.ts';

export { expect };
export { extractLink, waitForMail } from './mail.ts';
export { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL } from './env.ts';

export const VERIFY_SUBJECT = 'Verify your e-mail address';
export const RESET_SUBJECT = 'Reset your';

export type Customer = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

const FIRST_NAMES = ['Avery', 'Jordan', 'Morgan', 'Riley', 'Quinn', 'Harper', 'Emerson'];

/** A unique address per test (the shop keeps every account of the run in one database). */
export function uniqueEmail(tag = 'user'): string {
  return `e2e+${tag}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

export function newCustomer(tag?: string): Customer {
  const suffix = randomBytes(2).toString('hex');
  return {
    email: uniqueEmail(tag),
    password: `Pw-${randomBytes(6).toString('hex')}`,
    firstName: FIRST_NAMES[Math.floor(Math.random() * FIRST_NAMES.length)]!,
    lastName: `Tester${suffix}`,
  };
}

/** Registers a personal customer through the API (no browser Origin, as a script would). */
export async function registerViaApi(request: APIRequestContext, c: Customer): Promise<void> {
  const response = await request.post('/api/register', {
    data: {
      accountType: 'personal',
      email: c.email,
      password: c.password,
      confirmPassword: c.password,
      firstName: c.firstName,
      lastName: c.lastName,
      address: '100 Test Street',
      city: 'Las Vegas',
      state: 'NV',
      zipCode: '89101',
      country: 'United States',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Opens the verification link from the mail the shop sent, through the API. */
export async function verifyViaMail(request: APIRequestContext, email: string): Promise<void> {
  const mail = await waitForMail(email, VERIFY_SUBJECT);
  const { pathname } = new URL(extractLink(mail.text, '/verify/'));
  const response = await request.get(`/api${pathname}`);
  expect(response.status(), await response.text()).toBe(200);
}

/** At phone width the navbar is collapsed behind "Toggle navigation"; open it if so. */
export async function openNav(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
    await expect(page.locator('#main-nav')).toBeVisible();
  }
}

/** Fills the /login form and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function isAuthenticated(request: APIRequestContext): Promise<boolean> {
  const response = await request.get('/api/check-auth');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { isAuthenticated: boolean }).isAuthenticated;
}

type Fixtures = {
  /** A fresh customer who has verified the e-mail address and can sign in. */
  verifiedCustomer: Customer;
  /** Fails the test on any uncaught error in the page. */
  pageErrors: Error[];
};

export const test = base.extend<Fixtures>({
  verifiedCustomer: async ({ playwright, baseURL }, use) => {
    // A separate request context, so the test's own browser context starts clean.
    const request = await playwright.request.newContext({ baseURL });
    const customer = newCustomer('customer');
    await registerViaApi(request, customer);
    await verifyViaMail(request, customer.email);
    await request.dispose();
    await use(customer);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (err) => errors.push(err));
      await use(errors);
      expect(
        errors.map((e) => e.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
