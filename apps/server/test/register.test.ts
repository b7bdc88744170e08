import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerRequestSchema } from '@shop/contract';
import { createTestApp, registration, uniqueEmail, type TestApp } from './helpers.ts';

type UserRow = Record<string, unknown> & {
  id: number;
  email: string;
  password_hash: string;
  role: string;
  status: string;
  customer_type: string;
  account_type: string;
  permissions: Record<string, unknown>;
  email_verified_at: Date | null;
};

describe('POST /api/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const userRows = (email: string) =>
    t.query<UserRow>(sql`select * from users where email = ${email.toLowerCase()}`);

  it('creates a personal account: 201, hashed password, unverified, verification mail queued', async () => {
    const { response, body, email, password } = await t.register();
    expect(response.statusCode).toBe(201);
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      user: { id: expect.any(Number), email },
    });
    expect(response.body).not.toMatch(/password|hash/i);
    expect(response.cookies).toEqual([]);

    const [row] = await userRows(email);
    expect(row).toBeDefined();
    expect(row!.password_hash).not.toBe(password);
    expect(row!.password_hash).not.toContain(password);
    expect(row!.password_hash.startsWith('scrypt$')).toBe(true);
    expect(row).toMatchObject({
      role: 'customer',
      status: 'active',
      customer_type: 'retail',
      account_type: 'personal',
      permissions: {},
      email_verified_at: null,
      first_name: 'Pat',
      zip_code: '89101',
      company_name: null,
    });

    const outbox = (await t.app.services.mail.recent()).filter((m) => m.toAddress === email);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'verify_email', status: 'kept' });
    expect(outbox[0]!.textBody).toMatch(/http:\/\/localhost:3000\/verify\/[\w-]{20,}/);
    const link = await t.latestLink(email, 'verify');
    expect(t.mailLines.some((line) => line.includes(link.url))).toBe(true);

    // The token is stored only as a keyed hash.
    const tokens = await t.query<{ token_hash: string; purpose: string; expires_at: Date }>(
      sql`select token_hash, purpose, expires_at from auth_tokens where user_id = ${row!.id}`,
    );
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.purpose).toBe('verify_email');
    expect(tokens[0]!.token_hash).not.toBe(link.token);
    const hoursLeft = (new Date(tokens[0]!.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it('creates a business account with its company fields', async () => {
    const { response, email } = await t.register({
      accountType: 'business',
      companyName: 'Acme Security',
      jobTitle: 'Facilities',
      taxId: '12-3456789',
      businessType: 'warehouse',
      employeeCount: '51-200',
      website: 'acme.example.com',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await userRows(email);
    expect(row).toMatchObject({
      account_type: 'business',
      company_name: 'Acme Security',
      job_title: 'Facilities',
      tax_id: '12-3456789',
      business_type: 'warehouse',
      employee_count: '51-200',
      website: 'https://acme.example.com',
      role: 'customer',
    });
  });

  it('a business account requires the company name', async () => {
    const { response, email } = await t.register({ accountType: 'business', companyName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Company name is required',
      errors: { companyName: 'Company name is required' },
      code: 'VALIDATION_FAILED',
    });
    expect(await userRows(email)).toHaveLength(0);
  });

  it('accepts snake_case spellings', async () => {
    const email = uniqueEmail('snake');
    const response = await t.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        account_type: 'business',
        email,
        password: 'Correct-Horse-9',
        first_name: 'Sam',
        last_name: 'Snake',
        company_name: 'Snake Co',
        address: '3 Desert Rd',
        city: 'Tucson',
        state: 'AZ',
        zip_code: '85701',
        terms_accepted: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await userRows(email);
    expect(row).toMatchObject({
      first_name: 'Sam',
      last_name: 'Snake',
      company_name: 'Snake Co',
      zip_code: '85701',
      account_type: 'business',
    });
  });

  it("answers the spec's messages joined by '; ' in the spec's order", async () => {
    const response = await t.inject({ method: 'POST', url: '/api/register', payload: {} });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; errors: Record<string, string> };
    expect(body.error).toBe(
      'Valid email is required; Password must be at least 8 characters long; First name is required; Last name is required; Address is required; City is required; State is required; ZIP code is required; You must accept the terms of service',
    );
    expect(body.errors).toEqual({
      email: 'Valid email is required',
      password: 'Password must be at least 8 characters long',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      termsAccepted: 'You must accept the terms of service',
    });
  });

  it('requires the terms agreement and records when it was given', async () => {
    for (const termsAccepted of [undefined, false, 0, '0']) {
      const { response, email } = await t.register({ termsAccepted });
      expect(response.statusCode, String(termsAccepted)).toBe(400);
      expect(response.json()).toEqual({
        error: 'You must accept the terms of service',
        errors: { termsAccepted: 'You must accept the terms of service' },
        code: 'VALIDATION_FAILED',
      });
      expect(await userRows(email)).toHaveLength(0);
    }

    const before = Date.now();
    const { response, email } = await t.register({ termsAccepted: true });
    expect(response.statusCode).toBe(201);
    const [row] = await userRows(email);
    const acceptedAt = new Date(row!.terms_accepted_at as Date).getTime();
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('the users service refuses a customer without the terms agreement, whoever calls it', async () => {
    const input = registerRequestSchema.parse(registration());
    const email = String(input.email);
    await expect(
      t.app.services.users.createCustomer({ ...input, termsAccepted: false }, 'scrypt$x'),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { termsAccepted: expect.any(String) },
    });
    expect(await userRows(email)).toHaveLength(0);
  });

  it('accounts not created by registration have no terms date', async () => {
    const admin = await t.createStaff('admin');
    const [row] = await t.query<{ terms_accepted_at: Date | null }>(
      sql`select terms_accepted_at from users where id = ${admin.id}`,
    );
    expect(row!.terms_accepted_at).toBeNull();
  });

  it('a mismatched confirmation and a short password are reported', async () => {
    const { response } = await t.register({ password: 'short', confirmPassword: 'other' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Password must be at least 8 characters long; Passwords do not match',
    });
  });

  it('billing fields are required only when billing differs on a personal account', async () => {
    const missing = await t.register({ billingDifferent: true });
    expect(missing.response.statusCode).toBe(400);
    expect(missing.body.error).toBe(
      'Billing address is required; Billing city is required; Billing state is required; Billing ZIP code is required',
    );

    const complete = await t.register({
      billingDifferent: true,
      billingAddress: '9 Billing Ave',
      billingCity: 'Reno',
      billingState: 'NV',
      billingZipCode: '89501',
    });
    expect(complete.response.statusCode).toBe(201);
    const [row] = await userRows(complete.email);
    expect(row).toMatchObject({
      billing_address: '9 Billing Ave',
      billing_city: 'Reno',
      billing_state: 'NV',
      billing_zip_code: '89501',
      billing_country: 'United States',
    });

    const business = await t.register({
      accountType: 'business',
      companyName: 'Acme',
      billingDifferent: true,
    });
    expect(business.response.statusCode).toBe(201);

    const notDifferent = await t.register({ billingDifferent: false, billingAddress: 'x' });
    expect(notDifferent.response.statusCode).toBe(201);
    const [plain] = await userRows(notDifferent.email);
    expect(plain!.billing_address).toBeNull();
  });

  it('checks the tax ID and phone formats', async () => {
    const tax = await t.register({
      accountType: 'business',
      companyName: 'Acme',
      taxId: '123456789',
    });
    expect(tax.response.statusCode).toBe(400);
    expect(tax.body).toMatchObject({
      error: 'Invalid Tax ID format (XX-XXXXXXX)',
      errors: { taxId: 'Invalid Tax ID format (XX-XXXXXXX)' },
    });

    const phone = await t.register({ phone: '12-34' });
    expect(phone.response.statusCode).toBe(400);
    expect(phone.body).toMatchObject({
      error: 'Invalid phone number format',
      errors: { phone: 'Invalid phone number format' },
    });

    const both = await t.register({ phone: 'abc', taxId: '1-2', firstName: '' });
    expect(both.body.error).toBe(
      'First name is required; Invalid Tax ID format (XX-XXXXXXX); Invalid phone number format',
    );
  });

  it('ignores role, status, permissions and customerType sent by the client', async () => {
    const { response, email, password } = await t.register({
      role: 'admin',
      status: 'suspended',
      permissions: { canViewReports: true, canManageUsers: true },
      customerType: 'wholesale',
      customer_type: 'contractor',
      emailVerified: true,
      email_verified_at: '2020-01-01T00:00:00Z',
      password_hash: 'scrypt$1$1$1$AAAA$AAAA',
      id: 1,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await userRows(email);
    expect(row).toMatchObject({
      role: 'customer',
      status: 'active',
      customer_type: 'retail',
      permissions: {},
      email_verified_at: null,
    });
    expect(row!.password_hash).not.toBe('scrypt$1$1$1$AAAA$AAAA');

    await t.verify(email);
    const cookie = await t.login(email, password);
    const auth = await t.checkAuth(cookie);
    expect(auth.user).toMatchObject({ role: 'customer', permissions: {}, status: 'active' });
    const stats = await t.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
    expect(stats.statusCode).toBe(403);
  });

  it('rejects wrongly typed fields with a clean 400', async () => {
    for (const payload of [
      { ...registration(), email: 12 },
      { ...registration(), accountType: 'enterprise' },
      { ...registration(), country: 'Mars' },
      [registration()],
      'just text',
      null,
    ]) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(typeof (response.json() as { error: unknown }).error).toBe('string');
    }
  });

  it('refuses control characters (a NUL the database cannot store) with a 400, never a 500', async () => {
    const before = (await t.query(sql`select id from users`)).length;
    for (const [field, value] of [
      ['firstName', 'Pat\u0000'],
      ['address', '1 Main St\u0007'],
      ['city', 'Re\u001bno'],
      ['companyName', 'ACME\u0000'],
    ] as const) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/register',
        payload: registration({ accountType: 'business', companyName: 'ACME', [field]: value }),
      });
      expect(response.statusCode, field).toBe(400);
      expect((response.json() as { errors: Record<string, string> }).errors[field]).toMatch(
        /contains characters that are not allowed$/,
      );
    }
    expect(await t.query(sql`select id from users`)).toHaveLength(before);
  });

  it('stores customer-supplied text as text (no HTML injection into the mail)', async () => {
    const { response, email } = await t.register({ firstName: '<script>alert(1)</script>' });
    expect(response.statusCode).toBe(201);
    const [mail] = (await t.app.services.mail.recent()).filter((m) => m.toAddress === email);
    expect(mail!.htmlBody).not.toContain('<script>');
    expect(mail!.htmlBody).toContain('&lt;script&gt;');
  });
});
