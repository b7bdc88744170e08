import { z } from 'zod';
import { DEFAULT_COUNTRY, isValidZip } from './addresses.ts';
import {
  ACCOUNT_TYPES,
  countryField,
  customerProfileSchema,
  isReservedEmail,
  isValidEmail,
  isValidPhone,
  MESSAGES,
  PASSWORD_MAX,
  plainString,
  stateProblem,
} from './auth.ts';

/**
 * The customer data check (docs/modules/customers.md#messages), applied when a
 * customer saves the dashboard profile. Messages are the spec's own.
 */
export const PROFILE_MESSAGES = {
  accountType: 'Account type is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  firstName: 'First name is required for personal accounts',
  lastName: 'Last name is required for personal accounts',
  companyName: 'Company name is required for business accounts',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  zipFormat: 'Invalid ZIP code format',
  stateFormat: 'State must be a 2-letter code',
  country: MESSAGES.country,
  taxId: MESSAGES.taxId,
  phone: 'Invalid phone number format',
  currentPasswordRequired: 'Enter your current password to change your e-mail address',
  currentPasswordWrong: 'Current password is incorrect',
  emailTaken: 'An account with this e-mail already exists',
  updateFailed: 'Failed to update profile',
  loadFailed: 'Failed to load customer data',
  saved: 'Profile updated successfully',
  emailChangeSent:
    'Profile saved. We sent a confirmation link to your new e-mail address; the change takes effect once you open it.',
  emailChanged: 'Your e-mail address has been changed. Use it from now on to sign in.',
  emailChangeLinkBad:
    'This link was already used or has expired. Ask for the change again from your dashboard.',
} as const;

const TAX_ID = /^\d{2}-\d{7}$/;

const field = (label: string, max: number) =>
  plainString(label)
    .refine((v) => v.length <= max, { error: `${label} must be at most ${max} characters` })
    .nullish();

/**
 * PUT /api/customer/profile's body: any of the profile's fields (docs/modules/customers.md#tables:
 * firstName, lastName, email, phone, companyName, and the address); a field left out keeps
 * its value. The server checks the profile as it would be (updateProfileSchema).
 */
export const profilePatchSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES, { error: PROFILE_MESSAGES.accountType }).nullish(),
  firstName: field('First name', 100),
  lastName: field('Last name', 100),
  companyName: field('Company name', 200),
  email: field('Email', 254),
  phone: field('Phone', 30),
  taxId: field('Tax ID', 20),
  address: field('Address', 200),
  city: field('City', 100),
  state: field('State', 20),
  zipCode: field('ZIP code', 20),
  /** One of the shop's countries (addresses.ts); the ZIP and the state are checked against it. */
  country: countryField(PROFILE_MESSAGES.country).nullish(),
  /** Needed only when the e-mail changes. */
  currentPassword: z.string().max(PASSWORD_MAX).nullish(),
});
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The address's fields: a change that sends none of them leaves the saved address alone. */
export const PROFILE_ADDRESS_FIELDS = ['address', 'city', 'state', 'zipCode', 'country'] as const;

/**
 * The customer data check of a whole profile, as it would be saved. `address: false` leaves the
 * address out of the check: a change of phone number does not ask for a full address, nor
 * refuses one the shop saved earlier.
 */
function checkedProfileSchema({ address }: { address: boolean }) {
  return profilePatchSchema
    .superRefine((d, ctx) => {
      const fail = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const blank = (v: string | null | undefined) => !v || v.trim() === '';
      if (!d.accountType) fail('accountType', PROFILE_MESSAGES.accountType);
      if (blank(d.email)) fail('email', PROFILE_MESSAGES.emailRequired);
      else if (!isValidEmail(d.email!)) fail('email', PROFILE_MESSAGES.emailInvalid);
      else if (isReservedEmail(d.email!)) fail('email', MESSAGES.emailReserved);
      if (d.accountType === 'personal') {
        if (blank(d.firstName)) fail('firstName', PROFILE_MESSAGES.firstName);
        if (blank(d.lastName)) fail('lastName', PROFILE_MESSAGES.lastName);
      }
      if (d.accountType === 'business' && blank(d.companyName))
        fail('companyName', PROFILE_MESSAGES.companyName);
      // The address is all or nothing: an account may have none (an admin may create one
      // without), and it is checked in its own country, as registration checks it.
      if (address && [d.address, d.city, d.state, d.zipCode].some((v) => !blank(v))) {
        if (blank(d.address)) fail('address', PROFILE_MESSAGES.address);
        if (blank(d.city)) fail('city', PROFILE_MESSAGES.city);
        if (blank(d.state)) fail('state', PROFILE_MESSAGES.state);
        else if (stateProblem(d.state!, d.country))
          fail('state', stateProblem(d.state!, d.country)!);
        if (blank(d.zipCode)) fail('zipCode', PROFILE_MESSAGES.zipCode);
        else if (!isValidZip(d.zipCode!, d.country)) fail('zipCode', PROFILE_MESSAGES.zipFormat);
      }
      if (!blank(d.taxId) && !TAX_ID.test(d.taxId!)) fail('taxId', PROFILE_MESSAGES.taxId);
      if (!blank(d.phone) && !isValidPhone(d.phone!)) fail('phone', PROFILE_MESSAGES.phone);
    })
    .transform((d) => {
      const orNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
      const business = d.accountType === 'business';
      return {
        accountType: d.accountType!,
        firstName: d.firstName?.trim() ?? '',
        lastName: d.lastName?.trim() ?? '',
        companyName: business ? orNull(d.companyName) : null,
        email: d.email!.trim().toLowerCase(),
        phone: orNull(d.phone),
        taxId: business ? orNull(d.taxId) : null,
        address: orNull(d.address),
        city: orNull(d.city),
        state: orNull(d.state)?.toUpperCase() ?? null,
        zipCode: orNull(d.zipCode)?.toUpperCase() ?? null,
        country: d.country ?? DEFAULT_COUNTRY,
        currentPassword: d.currentPassword ?? null,
      };
    });
}

/** The dashboard's profile form, and any change that touches the address. */
export const updateProfileSchema = checkedProfileSchema({ address: true });
/** A change that sends no address field: the saved address is kept as it is, unchecked. */
export const profileWithoutAddressSchema = checkedProfileSchema({ address: false });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

/** The dashboard's profile: what GET /api/customer/profile answers, plus a pending e-mail change. */
export const accountProfileSchema = customerProfileSchema.extend({
  taxId: z.string().nullable(),
  /** A new address waiting for its confirmation link, or null. */
  pendingEmail: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const updateProfileResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  profile: accountProfileSchema,
  /** True when a confirmation link went to the new address (the e-mail is not changed yet). */
  emailChangePending: z.boolean(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

/** POST /api/email-change/confirm: the mailed link's token (no session needed). */
export const confirmEmailChangeSchema = z.object({
  token: z.string().min(1).max(200),
});
