import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  emailOnlySchema,
  loginRequestSchema,
  MESSAGES,
  registerFormSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './auth.ts';
import { CA_PROVINCES, normaliseCountry, US_STATES } from './addresses.ts';
import { acceptSnakeCase, snakeToCamelKey } from './case.ts';
import { fieldErrors, joinMessages } from './common.ts';

const valid = {
  accountType: 'personal',
  email: 'pat@example.com',
  password: 'longenough1',
  firstName: 'Pat',
  lastName: 'Customer',
  address: '1 Main Street',
  city: 'Las Vegas',
  state: 'NV',
  zipCode: '89101',
  termsAccepted: true,
};

/** The joined message the API answers with, or null when the input is accepted. */
function registrationMessage(input: unknown): string | null {
  const result = registerRequestSchema.safeParse(input);
  return result.success ? null : joinMessages(fieldErrors(result.error));
}

function registrationErrors(input: unknown): Record<string, string> {
  const result = registerRequestSchema.safeParse(input);
  if (result.success) return {};
  return fieldErrors(result.error);
}

describe('registration schema: messages', () => {
  it('an empty personal registration lists every required field in the spec order', () => {
    expect(registrationMessage({})).toBe(
      [
        'Valid email is required',
        'Password must be at least 8 characters long',
        'First name is required',
        'Last name is required',
        'Address is required',
        'City is required',
        'State is required',
        'ZIP code is required',
        'You must accept the terms of service',
      ].join('; '),
    );
  });

  it('the terms agreement is required and must be true (1 and "1" count, as for other flags)', () => {
    const { termsAccepted: _omitted, ...withoutTerms } = valid;
    for (const refused of [
      withoutTerms,
      { ...valid, termsAccepted: false },
      { ...valid, termsAccepted: 0 },
    ]) {
      expect(registrationErrors(refused)).toEqual({
        termsAccepted: 'You must accept the terms of service',
      });
    }
    expect(registrationErrors({ ...valid, termsAccepted: 'yes' }).termsAccepted).toBeDefined();
    for (const accepted of [true, 1, '1']) {
      expect(registerRequestSchema.parse({ ...valid, termsAccepted: accepted }).termsAccepted).toBe(
        true,
      );
    }
    expect(
      registerRequestSchema.parse({ ...withoutTerms, terms_accepted: true }).termsAccepted,
    ).toBe(true);
  });

  it('a business registration also needs the company name, right after the names', () => {
    expect(registrationMessage({ accountType: 'business' })).toBe(
      [
        'Valid email is required',
        'Password must be at least 8 characters long',
        'First name is required',
        'Last name is required',
        'Company name is required',
        'Address is required',
        'City is required',
        'State is required',
        'ZIP code is required',
        'You must accept the terms of service',
      ].join('; '),
    );
    expect(registrationMessage({ ...valid, accountType: 'business' })).toBe(
      'Company name is required',
    );
    expect(registrationMessage({ ...valid, accountType: 'business', companyName: '   ' })).toBe(
      'Company name is required',
    );
    expect(
      registrationMessage({ ...valid, accountType: 'business', companyName: 'Acme Inc' }),
    ).toBeNull();
  });

  it('billing fields are required only for a personal account whose billing differs', () => {
    expect(registrationMessage({ ...valid, billingDifferent: true })).toBe(
      [
        'Billing address is required',
        'Billing city is required',
        'Billing state is required',
        'Billing ZIP code is required',
      ].join('; '),
    );
    expect(registrationMessage({ ...valid, billingDifferent: false })).toBeNull();
    expect(
      registrationMessage({
        ...valid,
        accountType: 'business',
        companyName: 'Acme',
        billingDifferent: true,
      }),
    ).toBeNull();
    expect(
      registrationMessage({
        ...valid,
        billingDifferent: '1',
        billingAddress: '2 Side St',
        billingCity: 'Reno',
        billingState: 'NV',
        billingZipCode: '89501',
      }),
    ).toBeNull();
  });

  it('short password and mismatched confirmation', () => {
    expect(registrationMessage({ ...valid, password: 'short' })).toBe(MESSAGES.passwordLength);
    expect(registrationMessage({ ...valid, password: '1234567' })).toBe(MESSAGES.passwordLength);
    expect(registrationMessage({ ...valid, password: '12345678' })).toBeNull();
    expect(registrationMessage({ ...valid, confirmPassword: 'different1' })).toBe(
      'Passwords do not match',
    );
    expect(registrationMessage({ ...valid, confirmPassword: valid.password })).toBeNull();
  });

  it('taxId, when given, is XX-XXXXXXX', () => {
    const taxIdMessage = (taxId: string) => registrationErrors({ ...valid, taxId }).taxId;
    expect(taxIdMessage('12-3456789')).toBeUndefined();
    expect(taxIdMessage('')).toBeUndefined();
    for (const bad of ['123456789', '12-345678', '1-23456789', 'AB-CDEFGHI', '123-4567890']) {
      expect(taxIdMessage(bad), bad).toBe('Invalid Tax ID format (XX-XXXXXXX)');
    }
  });

  it('phone, when given, has 10+ digits, spaces, parentheses, hyphens and a leading plus', () => {
    const phoneMessage = (phone: string) => registrationErrors({ ...valid, phone }).phone;
    for (const good of ['7025550100', '(702) 555-0100', '+1 702 555 0100', '']) {
      expect(phoneMessage(good), good).toBeUndefined();
    }
    for (const bad of ['555-0100', 'call me maybe', '702.555.0100', '1+7025550100']) {
      expect(phoneMessage(bad), bad).toBe('Invalid phone number format');
    }
    expect(phoneMessage('1'.repeat(40))).toBe('Invalid phone number format');
  });

  it('a format error keeps the spec order among the other messages', () => {
    expect(
      registrationMessage({ ...valid, firstName: '', taxId: '123-45-67890', state: 'Nevada' }),
    ).toBe(
      'First name is required; State must be a 2-letter code; Invalid Tax ID format (XX-XXXXXXX)',
    );
  });

  it('the form schema also needs the terms and a matching confirmation', () => {
    const result = registerFormSchema.safeParse({ ...valid, termsAccepted: false });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.confirmPassword).toBe('Passwords do not match');
    expect(errors.termsAccepted).toBe('You must accept the terms of service');
    expect(
      registerFormSchema.safeParse({
        ...valid,
        confirmPassword: valid.password,
        termsAccepted: true,
      }).success,
    ).toBe(true);
  });
});

describe('registration schema: snake_case and normalisation', () => {
  it('accepts snake_case spellings', () => {
    const result = registerRequestSchema.parse({
      account_type: 'business',
      email: 'Biz@Example.com',
      password: 'longenough1',
      first_name: 'Ann',
      last_name: 'Owner',
      company_name: 'Acme Security',
      job_title: 'Owner',
      tax_id: '12-3456789',
      business_type: 'office',
      employee_count: '11-50',
      address: '5 Market St',
      city: 'Phoenix',
      state: 'az',
      zip_code: '85001',
      marketing_consent: 1,
      terms_accepted: 1,
    });
    expect(result).toMatchObject({
      accountType: 'business',
      email: 'biz@example.com',
      firstName: 'Ann',
      lastName: 'Owner',
      companyName: 'Acme Security',
      jobTitle: 'Owner',
      taxId: '12-3456789',
      businessType: 'office',
      employeeCount: '11-50',
      state: 'AZ',
      zipCode: '85001',
      marketingConsent: true,
    });
  });

  it('a camelCase key wins over its snake_case twin', () => {
    expect(acceptSnakeCase({ first_name: 'snake', firstName: 'camel' })).toEqual({
      firstName: 'camel',
    });
    expect(snakeToCamelKey('billing_zip_code')).toBe('billingZipCode');
    expect(acceptSnakeCase(null)).toBeNull();
    expect(acceptSnakeCase(['a_b'])).toEqual(['a_b']);
  });

  it('a personal account drops business fields; billing is kept only when it differs', () => {
    const result = registerRequestSchema.parse({
      ...valid,
      email: '  Pat@Example.COM ',
      firstName: '  Pat ',
      companyName: 'Should Not Stay',
      jobTitle: 'CEO',
      taxId: '12-3456789',
      businessType: 'office',
      employeeCount: '1-10',
      website: 'example.com',
      billingAddress: '9 Elsewhere',
      billingCity: 'Reno',
    });
    expect(result).toMatchObject({
      accountType: 'personal',
      email: 'pat@example.com',
      firstName: 'Pat',
      companyName: null,
      jobTitle: null,
      taxId: null,
      businessType: null,
      employeeCount: null,
      website: null,
      billingAddress: null,
      billingCity: null,
      billingState: null,
      billingZipCode: null,
      billingCountry: null,
      country: 'United States',
      marketingConsent: false,
    });
  });

  it('a business account keeps its fields and never keeps billing fields', () => {
    const result = registerRequestSchema.parse({
      ...valid,
      accountType: 'business',
      companyName: ' Acme ',
      website: 'acme.example.com',
      billingDifferent: true,
      billingAddress: '9 Elsewhere',
    });
    expect(result.companyName).toBe('Acme');
    expect(result.website).toBe('https://acme.example.com');
    expect(result.billingAddress).toBeNull();
  });

  it('unknown fields such as role, status and permissions are dropped', () => {
    const result = registerRequestSchema.parse({
      ...valid,
      role: 'admin',
      status: 'active',
      permissions: { canManageUsers: true },
      customerType: 'wholesale',
      customer_type: 'contractor',
      password_hash: 'scrypt$x',
      emailVerifiedAt: new Date().toISOString(),
    });
    for (const key of [
      'role',
      'status',
      'permissions',
      'customerType',
      'passwordHash',
      'emailVerifiedAt',
    ]) {
      expect(result, key).not.toHaveProperty(key);
    }
  });
});

describe('registration schema: e-mail property', () => {
  const reference = z.email();
  const isEmail = (s: string) => s.trim().length <= 254 && reference.safeParse(s.trim()).success;

  it('any string that is not a valid email yields "Valid email is required"', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.string({ minLength: 200, maxLength: 400 }),
          fc.emailAddress().map((e) => `${e}x@`),
          fc.emailAddress().map((e) => e.replace('@', '')),
          fc.constant(`${'a'.repeat(250)}@example.com`),
        ),
        (email) => {
          fc.pre(!isEmail(email));
          expect(registrationErrors({ ...valid, email }).email).toBe('Valid email is required');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('ordinary addresses are accepted and stored lower-cased', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('pat', 'ann.lee', 'x_y+tag', 'First.Last'),
        fc.constantFrom('example.com', 'Mail.Example.org', 'a-b.co'),
        (local, domain) => {
          const result = registerRequestSchema.safeParse({ ...valid, email: `${local}@${domain}` });
          expect(result.success).toBe(true);
          expect(result.data?.email).toBe(`${local}@${domain}`.toLowerCase());
        },
      ),
    );
  });
});

describe('login, e-mail only and reset schemas', () => {
  it('login needs a valid email and a password, and lower-cases the email', () => {
    const fail = loginRequestSchema.safeParse({ email: 'nope', password: '' });
    expect(fail.success).toBe(false);
    expect(fieldErrors(fail.error!)).toEqual({
      email: 'Valid email is required',
      password: 'Password is required',
    });
    expect(loginRequestSchema.parse({ email: ' A@B.CO ', password: 'x' }).email).toBe('a@b.co');
    expect(loginRequestSchema.safeParse({}).success).toBe(false);
  });

  it('e-mail only requests need a valid email', () => {
    expect(emailOnlySchema.safeParse({ email: 'x' }).success).toBe(false);
    expect(emailOnlySchema.parse({ email: 'Pat@Example.com' })).toEqual({
      email: 'pat@example.com',
    });
  });

  it('reset needs a token, an 8+ character password and a matching confirmation', () => {
    const short = resetPasswordRequestSchema.safeParse({ token: 't', password: 'short' });
    expect(fieldErrors(short.error!)).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    const mismatch = resetPasswordRequestSchema.safeParse({
      token: 't',
      password: 'longenough1',
      confirmPassword: 'longenough2',
    });
    expect(fieldErrors(mismatch.error!)).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(
      resetPasswordRequestSchema.safeParse({ token: ' ', password: 'longenough1' }).success,
    ).toBe(false);
    expect(
      resetPasswordRequestSchema.safeParse({ token: 't', password: 'longenough1' }).success,
    ).toBe(true);
  });
});

describe('registration schema: the one address vocabulary', () => {
  it('takes every US state and DC, and every Canadian province with a postal code', () => {
    for (const state of Object.keys(US_STATES)) {
      expect(registrationMessage({ ...valid, state }), state).toBeNull();
    }
    for (const state of Object.keys(CA_PROVINCES)) {
      const canadian = { ...valid, state, zipCode: 'K1A 0B6', country: 'Canada' };
      expect(registrationMessage(canadian), state).toBeNull();
    }
  });

  it('refuses a state of no country, or of the other one, and a ZIP of the other country', () => {
    expect(registrationErrors({ ...valid, state: 'ZZ' }).state).toBe(
      'Choose a US state or DC from the list',
    );
    expect(registrationErrors({ ...valid, country: 'Canada', zipCode: 'K1A 0B6' }).state).toBe(
      'Choose a Canadian province or territory from the list',
    );
    expect(registrationErrors({ ...valid, zipCode: 'K1A 0B6' }).zipCode).toBe(MESSAGES.zipFormat);
  });

  it('reads the spec spellings of the two countries as their names, and refuses others', () => {
    const parsed = registerRequestSchema.parse({ ...valid, country: 'US' });
    expect(parsed.country).toBe('United States');
    expect(normaliseCountry('u.s.a.')).toBe('United States');
    expect(normaliseCountry('CA')).toBe('Canada');
    expect(normaliseCountry('UK')).toBeNull();
    expect(registrationErrors({ ...valid, country: 'UK' }).country).toBe(MESSAGES.country);
  });
});
