import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';

export { expect };
export { extractLink, waitForMail } from './mail.ts';
export { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL } from './env.ts';
import { BASE_URL } from './env.ts';

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

/**
 * The password of the accounts this worker makes through the fixture routes: the server
 * hashes a password once (scrypt, 50 ms and more on a busy machine) and reuses the hash, so
 * a password per account cost each new customer or staff member half a second of the
 * server's time in a run. The accounts still differ by e-mail; journeys about a password of
 * their own set one.
 */
const FIXTURE_PASSWORD = `Pw-${randomBytes(6).toString('hex')}`;

export function newCustomer(tag?: string): Customer {
  const suffix = randomBytes(2).toString('hex');
  return {
    email: uniqueEmail(tag),
    password: FIXTURE_PASSWORD,
    firstName: FIRST_NAMES[Math.floor(Math.random() * FIRST_NAMES.length)]!,
    lastName: `Tester${suffix}`,
  };
}

/**
 * Creates a customer directly through the test server's fixture route (e2e/support/server.ts,
 * docs/decisions/0007-e2e-fixtures.md): no registration form, no rate limit, no mail. Only the
 * registration journey signs up through the form.
 */
export async function createCustomer(
  request: APIRequestContext,
  c: Customer,
  {
    verified = true,
    address,
  }: {
    verified?: boolean;
    /** Where the customer lives (Las Vegas, NV by default). */
    address?: { address: string; city: string; state: string; zipCode: string; country: string };
  } = {},
): Promise<{ id: number }> {
  const response = await request.post('/__e2e/customers', {
    data: {
      email: c.email,
      password: c.password,
      firstName: c.firstName,
      lastName: c.lastName,
      verified,
      ...(address ? { address } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: number }).id };
}

/**
 * An order of the customer as checkout records one (paid by card through the test provider),
 * made through the test server's fixture route; lines name positions in the priced demo
 * catalogue. Moved to the status and date asked for.
 */
export async function createOrder(
  request: APIRequestContext,
  customer: { id: number; email: string; name: string },
  options: {
    lines?: { product: number; quantity: number }[];
    status?: string;
    paymentStatus?: string;
    createdAt?: string;
  } = {},
): Promise<{ id: number; orderNumber: string; totalCents: number }> {
  const response = await request.post('/__e2e/orders', {
    data: {
      customerId: customer.id,
      email: customer.email,
      name: customer.name,
      lines: options.lines ?? [{ product: 0, quantity: 1 }],
      ...(options.status ? { status: options.status } : {}),
      ...(options.paymentStatus ? { paymentStatus: options.paymentStatus } : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; orderNumber: string; totalCents: number };
}

/**
 * An order of one of the journey's own products (`createProduct`), paid as checkout records
 * one, its units taken off the shelf as checkout does (receive them first); answers the
 * order and the serials of its units. Move it on with the back office's status call.
 */
export async function createUnitOrder(
  request: APIRequestContext,
  customer: { id: number; email: string; name: string },
  product: { id: number },
  quantity = 1,
): Promise<{ id: number; orderNumber: string; serials: string[] }> {
  const response = await request.post('/__e2e/unit-orders', {
    data: {
      customerId: customer.id,
      email: customer.email,
      name: customer.name,
      productId: product.id,
      quantity,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; orderNumber: string; serials: string[] };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (a red-to-blue gradient), small: what a phone's photo of a damage stands for. */
export function pngPhoto(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // no filter
    for (let x = 0; x < width; x++) {
      rows.push(Math.round((255 * x) / width), 64, Math.round((255 * y) / height));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A warranty claim of one of the signed-in customer's devices, filed through the shop's own
 * call (multipart, with one photo) as the request form sends it; answers its id and number.
 */
export async function fileWarrantyClaim(
  request: APIRequestContext,
  unitId: number,
  description = 'It stopped recording after a week.',
): Promise<{ id: number; rmaNumber: string }> {
  const response = await request.post('/api/customer/rmas', {
    multipart: {
      unitId: String(unitId),
      kind: 'warranty',
      reason: 'defective',
      description,
      preferredOutcome: 'replace',
      photos: { name: 'damage.png', mimeType: 'image/png', buffer: pngPhoto(96, 64) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { rma: { id: number; rmaNumber: string } }).rma;
}

/** A product of the journey's own (a copy of a demo accessory), tracked by serial, no unit yet. */
export async function createProduct(
  request: APIRequestContext,
  product: { name: string },
): Promise<{ id: number; sku: string }> {
  const response = await request.post('/__e2e/products', { data: product });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; sku: string };
}

/**
 * A new staff account, signed in on `request` (the page's, so the browser shares its cookie)
 * without the sign-in form:
 * admin, or manager with the given permissions. Made through the test server's fixture route.
 */
export async function signInAsNewStaff(
  request: APIRequestContext,
  role: 'admin' | 'manager',
  permissions: Record<string, boolean> = {},
): Promise<{ email: string; password: string }> {
  const staff = { email: uniqueEmail(role), password: FIXTURE_PASSWORD };
  const created = await request.post('/__e2e/staff', { data: { ...staff, role, permissions } });
  expect(created.status(), await created.text()).toBe(201);
  // Signed in through the fixture session (its answer sets the cookie on this context): the
  // sign-in form's per-address limit is kept for the journeys about signing in.
  const session = await request.post('/__e2e/sessions', { data: { email: staff.email } });
  expect(session.status(), await session.text()).toBe(201);
  return staff;
}

/**
 * Signs the page's browser in as an existing account through the fixture route, without the
 * sign-in form: for journeys that are not about signing in (the sign-in limits stay for the
 * ones that are).
 */
export async function startSignedIn(page: Page, email: string): Promise<void> {
  const made = await page.request.post('/__e2e/sessions', { data: { email } });
  expect(made.status(), await made.text()).toBe(201);
  const { token } = (await made.json()) as { token: string };
  await page
    .context()
    .addCookies([{ name: 'sid', value: token, url: BASE_URL, httpOnly: true, sameSite: 'Lax' }]);
}

/** Puts one unit of the first priced, in-stock product into the signed-in page's cart. */
export async function addBuyableToCart(page: Page): Promise<void> {
  const products = await (await page.request.get('/api/products?limit=100')).json();
  const buyable = (
    products.products as { id: number; price: number | null; availability: string }[]
  ).find((p) => p.price !== null && p.availability === 'in_stock')!;
  const added = await page.request.post('/api/cart/add', {
    data: { productId: buyable.id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
}

/**
 * A new staff account (admin, or manager with the given permissions), the page's browser
 * signed in as it through the fixture session: no sign-in form, no sign-in limit spent.
 */
export async function startSignedInAsNewStaff(
  page: Page,
  role: 'admin' | 'manager',
  permissions: Record<string, boolean> = {},
): Promise<{ email: string }> {
  const email = uniqueEmail(role);
  const created = await page.request.post('/__e2e/staff', {
    data: { email, password: FIXTURE_PASSWORD, role, permissions },
  });
  expect(created.status(), await created.text()).toBe(201);
  await startSignedIn(page, email);
  return { email };
}

/** At phone width the navbar is collapsed behind "Toggle navigation"; open it if so. */
export async function openNav(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle navigation', includeHidden: true });
  // Until the first page's code has arrived the app paints a placeholder bar without the
  // navbar; an instant isVisible() then would skip opening it (a CI flake).
  await toggle.waitFor({ state: 'attached' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
    // Wait for the opening animation to end (class "collapsing" becomes "collapse show"), so a
    // click inside lands on its target instead of on a half-open, clipped menu.
    await expect(page.locator('#main-nav')).toHaveClass(/(^|\s)show(\s|$)/);
  }
}

/** A new customer's own browser page, signed in (no form: the sign-in limit stays for its journeys). */
export async function newCustomerPage(browser: Browser, request: APIRequestContext, tag: string) {
  const person = newCustomer(tag);
  const { id } = await createCustomer(request, person);
  const context = await browser.newContext();
  const shop = await context.newPage();
  const login = await shop.request.post('/api/login', {
    data: { email: person.email, password: person.password },
  });
  expect(login.status()).toBe(200);
  return { shop, close: () => context.close(), customer: person, id };
}

/** From the checkout page: pays with the test card; answers the new order's number. */
export async function payByCard(shop: Page): Promise<string> {
  await shop.getByRole('button', { name: 'Continue to Payment' }).click();
  await shop.getByLabel('Card number').fill('4242 4242 4242 4242');
  await shop.getByLabel('Expiry (MM/YY)').fill('12/34');
  await shop.getByLabel('Security code (CVC)').fill('123');
  await shop.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(shop).toHaveURL(/\/order-confirmation\/SV-/, { timeout: 20_000 });
  return (await shop.getByTestId('order-number').innerText()).trim();
}

/** Ships an order from the orders list's Bulk Actions, as the back office does. */
export async function markShipped(page: Page, orderNumber: string) {
  await page.goto(`/admin/orders?search=${orderNumber}`);
  await page.getByLabel(`Select order ${orderNumber}`).check();
  await page.getByLabel('Bulk Actions', { exact: true }).selectOption({ label: 'Mark as Shipped' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Shipped');
}

/**
 * Opens Receive Units on /admin/productunits and chooses the product (found by its SKU);
 * answers the dialog.
 */
export async function openReceiveUnits(page: Page, product: { id: number; sku: string }) {
  await page.getByRole('button', { name: 'Receive Units' }).first().click();
  const receive = page.getByRole('dialog', { name: 'Receive Units' });
  await receive.getByLabel('Search').fill(product.sku);
  await expect(
    receive.getByLabel('Product *').locator(`option[value="${product.id}"]`),
  ).toHaveCount(1);
  await receive.getByLabel('Product *').selectOption(String(product.id));
  return receive;
}

/** The navbar's Admin dropdown; its name carries the count of new leads when there are any. */
export const ADMIN_MENU = /^Admin( \d+ new leads)?$/;

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
  /** A fresh customer who has verified the e-mail address and can sign in (never signed in yet). */
  verifiedCustomer: Customer;
  /** A fresh customer whose e-mail address is not verified yet (no link mailed). */
  unverifiedCustomer: Customer;
  /** Fails the test on any uncaught error in the page. */
  pageErrors: Error[];
};

export const test = base.extend<Fixtures>({
  verifiedCustomer: async ({ playwright, baseURL }, use) => {
    // A separate request context, so the test's own browser context starts clean.
    const request = await playwright.request.newContext({ baseURL });
    const customer = newCustomer('customer');
    await createCustomer(request, customer);
    await request.dispose();
    await use(customer);
  },
  unverifiedCustomer: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const customer = newCustomer('unverified');
    await createCustomer(request, customer, { verified: false });
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
