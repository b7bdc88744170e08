/**
 * The one address vocabulary (docs/decisions/0028-one-address-vocabulary.md): the
 * countries every form offers and every row stores, their states or provinces, and their postal
 * code formats. Registration, the profile, the admin user form, the checkout and the database
 * all use these lists. Without zod, so any screen can read them.
 *
 * The countries are the registration form's (docs/modules/customers.md#tables: United States,
 * Canada); the admin user form's spec list (US, CA, UK, AU, DE, FR, JP, OTHER) described codes of a
 * mock-up that no other part of the shop could take: their US and CA are read as these two, the
 * others are refused. The shop ships within the United States only.
 */

export const COUNTRIES = ['United States', 'Canada'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'United States';
/** Where the shop ships (docs/modules/customers.md: a United States company). */
export const SHIPPING_COUNTRY: Country = 'United States';

/** The 50 states and the District of Columbia, by their postal codes. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const satisfies Record<string, string>;

/** The 10 provinces and 3 territories, by their postal abbreviations. */
export const CA_PROVINCES = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const satisfies Record<string, string>;

const REGIONS: Record<Country, Record<string, string>> = {
  'United States': US_STATES,
  Canada: CA_PROVINCES,
};

/** A country's states or provinces (code -> name); the United States' for an unknown country. */
export function regionsOf(country: string | null | undefined): Record<string, string> {
  return REGIONS[normaliseCountry(country) ?? DEFAULT_COUNTRY];
}

/** Whether `code` (any case) is a state of the country, or a province of Canada. */
export function isValidRegion(code: string, country: string | null | undefined): boolean {
  return Object.hasOwn(regionsOf(country), code.trim().toUpperCase());
}

/** The refusal of a state that is not one of the country's. */
export function regionMessage(country: string | null | undefined): string {
  return normaliseCountry(country) === 'Canada'
    ? 'Choose a Canadian province or territory from the list'
    : 'Choose a US state or DC from the list';
}

const US_ZIP = /^\d{5}(-\d{4})?$/;
const CA_POSTAL = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

/** A ZIP code (12345 or 12345-6789) in the United States, a postal code (A1A 1A1) in Canada. */
export function isValidZip(zip: string, country: string | null | undefined): boolean {
  return normaliseCountry(country) === 'Canada' ? CA_POSTAL.test(zip) : US_ZIP.test(zip);
}

const SPELLINGS: Record<string, Country> = {
  US: 'United States',
  USA: 'United States',
  UNITEDSTATES: 'United States',
  UNITEDSTATESOFAMERICA: 'United States',
  AMERICA: 'United States',
  CA: 'Canada',
  CAN: 'Canada',
  CANADA: 'Canada',
};

/**
 * The vocabulary's name for a country however it was spelt ("US", "U.S.A.", "united states",
 * "CA", "Canada"); null when it is not one of the shop's countries. Migration 0026 repairs the
 * stored rows with the same table of spellings.
 */
export function normaliseCountry(value: string | null | undefined): Country | null {
  if (!value) return null;
  return SPELLINGS[value.toUpperCase().replace(/[^A-Z]/g, '')] ?? null;
}
