import type { AccountProfile } from '@shop/contract';

/**
 * Who the welcome line greets: a business account by its company's name, a person by their
 * first name ("Welcome, Ann", as the sign-in and checkout greet them), else by the full name
 * or the e-mail.
 */
export function displayName(
  p: Pick<AccountProfile, 'accountType' | 'companyName' | 'firstName' | 'lastName' | 'email'>,
): string {
  if (p.accountType === 'business' && p.companyName) return p.companyName;
  return p.firstName.trim() || p.lastName.trim() || p.email;
}

/** Street, then "City, ST 12345", then the country: the lines an address card shows. */
export function addressLines(a: {
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
}): string[] {
  // The street line decides: a country alone is not an address.
  if (!a.address) return [];
  const cityLine =
    [a.city, a.state].filter(Boolean).join(', ') + (a.zipCode ? ` ${a.zipCode}` : '');
  return [a.address, cityLine.trim(), a.country ?? ''].filter(Boolean);
}

/** The billing address, or null when there is none or it is the same as the address. */
export function separateBilling(p: AccountProfile): string[] | null {
  const billing = addressLines({
    address: p.billingAddress,
    city: p.billingCity,
    state: p.billingState,
    zipCode: p.billingZipCode,
    country: p.billingCountry ?? p.country,
  });
  if (billing.length === 0) return null;
  const norm = (v: string | null) => (v ?? '').trim().toLowerCase();
  const same =
    norm(p.billingAddress) === norm(p.address) &&
    norm(p.billingCity) === norm(p.city) &&
    norm(p.billingState) === norm(p.state) &&
    norm(p.billingZipCode) === norm(p.zipCode);
  return same ? null : billing;
}
