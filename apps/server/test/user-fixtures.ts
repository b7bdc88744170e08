import { uniqueEmail } from './helpers.ts';

/** A signed-in person of the admin users tests. */
export type Person = { id: number; email: string; cookie: string };

/** A complete, valid user form; override any field. */
export function userForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Mona',
    lastName: 'Manager',
    email: uniqueEmail('form'),
    phone: '+1 (702) 555-0199',
    role: 'customer',
    status: 'active',
    companyName: 'Acme',
    address: { street: '1 Strip', city: 'Las Vegas', state: 'NV', zipCode: '89101', country: 'US' },
    preferences: { emailNotifications: true, smsNotifications: false, marketingEmails: true },
    permissions: {},
    notes: 'VIP',
    password: 'secret1',
    confirmPassword: 'secret1',
    ...overrides,
  };
}
