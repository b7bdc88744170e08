/**
 * The shop settings' limits, messages and phone link, without zod: the storefront's first
 * page (footer, admin banner) imports this file alone (the first-load budget).
 */
export const SETTINGS_LIMITS = {
  name: 120,
  shortName: 30,
  line: 200,
  phone: 40,
  hours: 7,
  hoursText: 60,
  /** The flat shipping rate, in US dollars. */
  shippingMax: 1000,
} as const;

export const SETTINGS_MESSAGES = {
  companyNameRequired: 'Company name is required',
  streetRequired: 'Street address is required',
  cityLineRequired: 'City, state and ZIP are required',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Phone must hold 7 to 15 digits',
  emailInvalid: 'Please enter a valid e-mail address',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  hoursRequired: 'Give both the days and the hours, or remove the line',
  tooManyHours: `At most ${SETTINGS_LIMITS.hours} lines of opening hours`,
  socialInvalid: 'Must be an absolute https:// address, such as https://www.facebook.com/yourpage',
  shipping: `Shipping must be an amount from $0.00 to $${SETTINGS_LIMITS.shippingMax.toFixed(2)}, in whole cents`,
  saved: 'Settings saved',
  saveFailed: 'Failed to save the settings',
  loadFailed: 'Failed to load the settings. Please try again.',
  missing:
    'Your shop has no company details yet: the storefront, e-mails and invoices show no name, address or phone until you fill them in.',
  taxRate: 'Rate must be a percentage from 0 to 25 with at most 3 decimals',
  effectiveFrom: 'Effective date must be a date (YYYY-MM-DD), today or later',
  taxState: 'Unknown state',
  taxSaved: (state: string) => `Tax rate of ${state} saved`,
  taxSaveFailed: 'Failed to save the tax rate',
  taxLoadFailed: 'Failed to load the tax table. Please try again.',
} as const;

/** "(702) 555-0142" -> "tel:+17025550142"; a 10-digit number is taken as a US one. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
