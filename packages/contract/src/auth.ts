import { z } from 'zod';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  isValidRegion,
  isValidZip,
  normaliseCountry,
  regionMessage,
} from './addresses.ts';
import { acceptSnakeCase } from './case.ts';
import { looseBoolean } from './common.ts';
import { permissionsSchema, roleSchema } from './roles.ts';

export const ACCOUNT_TYPES = ['personal', 'business'] as const;
export const CUSTOMER_TYPES = ['retail', 'wholesale', 'contractor'] as const;
export const USER_STATUSES = ['active', 'inactive', 'suspended', 'pending'] as const;
export const BUSINESS_TYPES = [
  'retail',
  'office',
  'warehouse',
  'restaurant',
  'healthcare',
  'education',
  'government',
  'other',
] as const;
export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const MESSAGES = {
  email: 'Valid email is required',
  emailReserved: 'This email address cannot be used',
  passwordLength: 'Password must be at least 8 characters long',
  passwordRequired: 'Password is required',
  passwordMismatch: 'Passwords do not match',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  companyName: 'Company name is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  billingAddress: 'Billing address is required',
  billingCity: 'Billing city is required',
  billingState: 'Billing state is required',
  billingZipCode: 'Billing ZIP code is required',
  taxId: 'Invalid Tax ID format (XX-XXXXXXX)',
  phone: 'Invalid phone number format',
  zipFormat: 'Invalid ZIP code format',
  stateFormat: 'State must be a 2-letter code',
  country: 'Country must be United States or Canada',
  billingCountry: 'Billing country must be United States or Canada',
  website: 'Website must be a valid web address',
  terms: 'You must accept the terms of service',
  adminOnly: 'Access denied: Admin privileges required',
  verifyLinkUsed: 'This link was already used or has expired: sign in, or ask for a new one.',
} as const;

const EMAIL_SHAPE = z.email();
const TAX_ID = /^\d{2}-\d{7}$/;
const PHONE = /^\+?[\d\s()-]{10,20}$/;
const STATE = /^[A-Za-z]{2}$/;

/**
 * Control characters (NUL above all, which PostgreSQL cannot store) have no place in a name
 * or an address; refusing them here keeps them out of every form and every row.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function plainString(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .refine((v) => !CONTROL_CHARS.test(v), {
      error: `${label} contains characters that are not allowed`,
    })
    .transform((v) => v.trim());
}

function text(label: string, max: number) {
  return plainString(label)
    .refine((v) => v.length <= max, { error: `${label} must be at most ${max} characters` })
    .nullish();
}

/**
 * The domain of the placeholder e-mails of anonymised accounts: no one may register or be
 * given an address there, so an anonymisation never meets a taken placeholder.
 */
export const ANONYMISED_EMAIL_DOMAIN = 'anonymised.invalid';

export function isReservedEmail(value: string): boolean {
  const domain = value.trim().toLowerCase().split('@').pop() ?? '';
  return domain === ANONYMISED_EMAIL_DOMAIN || domain.endsWith(`.${ANONYMISED_EMAIL_DOMAIN}`);
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_SHAPE.safeParse(value).success;
}

/**
 * A country of the one vocabulary (addresses.ts), however a client spelt it ("US", "Canada");
 * anything else is refused with `message`.
 */
export function countryField(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (normaliseCountry(v) ?? v) : v),
    z.enum(COUNTRIES, { error: message }),
  );
}

/**
 * The state of an address in its country: two letters first (the spec's message), then one of
 * the country's states or provinces. Null when it is right.
 */
export function stateProblem(state: string, country: string | null | undefined): string | null {
  if (!STATE.test(state)) return MESSAGES.stateFormat;
  return isValidRegion(state, country) ? null : regionMessage(country);
}

export function isValidPhone(phone: string): boolean {
  return PHONE.test(phone);
}

/**
 * Text whose format rule below also bounds its length (e-mail, state, ZIP, tax ID, phone): no
 * separate length cap, so a wrong value gets the spec's format message, in the spec's order.
 */
function formatted(label: string) {
  return plainString(label).nullish();
}

const registrationFields = {
  accountType: z
    .enum(ACCOUNT_TYPES, { error: 'Account type must be personal or business' })
    .default('personal'),
  email: formatted('Email'),
  password: z
    .string({ error: MESSAGES.passwordLength })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` })
    .nullish(),
  confirmPassword: z.string().max(PASSWORD_MAX).nullish(),
  phone: formatted('Phone'),
  firstName: text('First name', 100),
  lastName: text('Last name', 100),
  companyName: text('Company name', 200),
  jobTitle: text('Job title', 100),
  taxId: formatted('Tax ID'),
  businessType: z
    .enum(BUSINESS_TYPES, { error: 'Choose a business type from the list' })
    .nullish()
    .or(z.literal('').transform(() => undefined)),
  employeeCount: z
    .enum(EMPLOYEE_COUNTS, { error: 'Choose an employee count from the list' })
    .nullish()
    .or(z.literal('').transform(() => undefined)),
  website: text('Website', 200),
  address: text('Address', 200),
  city: text('City', 100),
  state: formatted('State'),
  zipCode: formatted('ZIP code'),
  country: countryField(MESSAGES.country).default(DEFAULT_COUNTRY),
  billingDifferent: looseBoolean.default(false),
  billingAddress: text('Billing address', 200),
  billingCity: text('Billing city', 100),
  billingState: formatted('Billing state'),
  billingZipCode: formatted('Billing ZIP code'),
  billingCountry: countryField(MESSAGES.billingCountry).nullish(),
  marketingConsent: looseBoolean.default(false),
  /** The terms-of-service checkbox: required, and must be true (docs/modules/auth.md#rules). */
  termsAccepted: looseBoolean.optional(),
};

const registrationObject = z.object(registrationFields);
type RegistrationDraft = z.output<typeof registrationObject>;

/**
 * Every registration rule in the spec's own order, so the joined message reads the way the
 * spec lists it. The terms agreement is required of the API as of the form; the form also
 * requires the confirmation of the password (the API checks it only when it is sent).
 */
function checkRegistration(form: boolean) {
  return (d: RegistrationDraft, ctx: z.RefinementCtx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const blank = (v: string | null | undefined) => !v || v.trim() === '';
    if (blank(d.email) || !isValidEmail(d.email!)) fail('email', MESSAGES.email);
    else if (isReservedEmail(d.email!)) fail('email', MESSAGES.emailReserved);
    if (!d.password || d.password.length < PASSWORD_MIN) fail('password', MESSAGES.passwordLength);
    if ((form || d.confirmPassword != null) && d.confirmPassword !== d.password)
      fail('confirmPassword', MESSAGES.passwordMismatch);
    if (blank(d.firstName)) fail('firstName', MESSAGES.firstName);
    if (blank(d.lastName)) fail('lastName', MESSAGES.lastName);
    if (d.accountType === 'business' && blank(d.companyName))
      fail('companyName', MESSAGES.companyName);
    if (blank(d.address)) fail('address', MESSAGES.address);
    if (blank(d.city)) fail('city', MESSAGES.city);
    if (blank(d.state)) fail('state', MESSAGES.state);
    else if (stateProblem(d.state!, d.country)) fail('state', stateProblem(d.state!, d.country)!);
    if (blank(d.zipCode)) fail('zipCode', MESSAGES.zipCode);
    else if (!isValidZip(d.zipCode!, d.country)) fail('zipCode', MESSAGES.zipFormat);
    if (d.accountType === 'personal' && d.billingDifferent) {
      if (blank(d.billingAddress)) fail('billingAddress', MESSAGES.billingAddress);
      if (blank(d.billingCity)) fail('billingCity', MESSAGES.billingCity);
      const billingCountry = d.billingCountry ?? d.country;
      if (blank(d.billingState)) fail('billingState', MESSAGES.billingState);
      else if (stateProblem(d.billingState!, billingCountry))
        fail('billingState', stateProblem(d.billingState!, billingCountry)!);
      if (blank(d.billingZipCode)) fail('billingZipCode', MESSAGES.billingZipCode);
      else if (!isValidZip(d.billingZipCode!, billingCountry))
        fail('billingZipCode', MESSAGES.zipFormat);
    }
    if (!blank(d.taxId) && !TAX_ID.test(d.taxId!)) fail('taxId', MESSAGES.taxId);
    if (!blank(d.phone) && !isValidPhone(d.phone!)) fail('phone', MESSAGES.phone);
    if (!blank(d.website) && !/^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/i.test(d.website!))
      fail('website', MESSAGES.website);
    if (d.termsAccepted !== true) fail('termsAccepted', MESSAGES.terms);
  };
}

const orNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** What the server stores for a registration: normalised, with fields of the other account type dropped. */
function normaliseRegistration(d: RegistrationDraft) {
  const business = d.accountType === 'business';
  const billing = !business && d.billingDifferent;
  const website = orNull(d.website);
  return {
    accountType: d.accountType,
    email: d.email!.trim().toLowerCase(),
    password: d.password!,
    phone: orNull(d.phone),
    firstName: d.firstName!.trim(),
    lastName: d.lastName!.trim(),
    companyName: business ? orNull(d.companyName) : null,
    jobTitle: business ? orNull(d.jobTitle) : null,
    taxId: business ? orNull(d.taxId) : null,
    businessType: business ? (d.businessType ?? null) : null,
    employeeCount: business ? (d.employeeCount ?? null) : null,
    website:
      business && website ? (/^https?:\/\//i.test(website) ? website : `https://${website}`) : null,
    address: d.address!.trim(),
    city: d.city!.trim(),
    state: d.state!.trim().toUpperCase(),
    zipCode: d.zipCode!.trim().toUpperCase(),
    country: d.country,
    billingAddress: billing ? orNull(d.billingAddress) : null,
    billingCity: billing ? orNull(d.billingCity) : null,
    billingState: billing ? (orNull(d.billingState)?.toUpperCase() ?? null) : null,
    billingZipCode: billing ? (orNull(d.billingZipCode)?.toUpperCase() ?? null) : null,
    billingCountry: billing ? (d.billingCountry ?? d.country) : null,
    marketingConsent: d.marketingConsent,
    /** Always true here: the rules above refuse a registration without it. */
    termsAccepted: d.termsAccepted === true,
  };
}

/**
 * Where the registrant was going (a quote's page): a path on this site, which the
 * verification link carries back to the sign-in, so the customer returns there. Anything else
 * (another site, "//host", "/\host", not a path) is dropped, never refused: it only guides.
 */
const returnToField = z.preprocess(
  (v) =>
    typeof v === 'string' && v.length <= 500 && /^\/(?![/\\])[^\s]*$/.test(v) ? v : undefined,
  z.string().optional(),
);

/**
 * POST /api/register. Unknown fields (role, status, permissions, customerType...) are dropped:
 * a registrant is always an active, unverified retail customer.
 */
export const registerRequestSchema = z.preprocess(
  acceptSnakeCase,
  registrationObject
    .extend({ returnTo: returnToField })
    .superRefine(checkRegistration(false))
    .transform((d) => ({ ...normaliseRegistration(d), returnTo: d.returnTo ?? null })),
);
export type RegisterRequest = z.output<typeof registerRequestSchema>;

/** The registration form: the same rules, and the confirmation of the password is required. */
export const registerFormSchema = registrationObject.superRefine(checkRegistration(true));
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** An e-mail address as every form but registration takes it: trimmed, lower-cased, checked. */
const emailField = z
  .string({ error: MESSAGES.email })
  .trim()
  .toLowerCase()
  .refine(isValidEmail, { error: MESSAGES.email });

export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` }),
  /** The Admin Login modal asks the server to refuse non-admins before a session is made. */
  adminOnly: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const emailOnlySchema = z.object({ email: emailField });

export const resetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: 'Reset token is required' })
      .trim()
      .min(1, { error: 'Reset token is required' })
      .max(200),
    password: z
      .string({ error: MESSAGES.passwordLength })
      .min(PASSWORD_MIN, { error: MESSAGES.passwordLength })
      .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` }),
    confirmPassword: z.string().optional(),
  })
  .refine((d) => d.confirmPassword === undefined || d.confirmPassword === d.password, {
    path: ['confirmPassword'],
    error: MESSAGES.passwordMismatch,
  });

export const publicUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  role: roleSchema,
  accountType: z.enum(ACCOUNT_TYPES),
  status: z.enum(USER_STATUSES),
  permissions: permissionsSchema,
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  user: publicUserSchema,
  /** True on the account's first sign-in ever: the page says "Welcome", not "Welcome back". */
  firstLogin: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const checkAuthResponseSchema = z.object({
  isAuthenticated: z.boolean(),
  user: publicUserSchema.nullable(),
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;

export const registerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({ id: z.number(), email: z.string() }),
});

export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const verifyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/**
 * Error codes of GET /api/verify/:token. A link the shop sent that was used, replaced by a
 * newer one or has expired is TOKEN_USED_OR_EXPIRED (410): the page offers to sign in or to
 * ask for a new link. A token the shop never sent is TOKEN_INVALID (400).
 */
export const VERIFY_ERROR_CODES = {
  usedOrExpired: 'TOKEN_USED_OR_EXPIRED',
  invalid: 'TOKEN_INVALID',
} as const;

export const customerProfileSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES),
  customerType: z.enum(CUSTOMER_TYPES),
  role: roleSchema,
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
  billingAddress: z.string().nullable(),
  billingCity: z.string().nullable(),
  billingState: z.string().nullable(),
  billingZipCode: z.string().nullable(),
  billingCountry: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
