// The rules of this module, in words: docs/modules/users.md
import { randomBytes } from 'node:crypto';
import type {
  AccountProfile,
  StaffUser,
  CustomerProfile,
  Permission,
  Permissions,
  PublicUser,
  RegisterRequest,
  Role,
  SavedAddress,
} from '@shop/contract';
import { defaultPermissionsFor, hasPermission, MESSAGES } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { generatePassword, hashPassword } from '../../lib/crypto.ts';
import { DomainError } from '../../lib/errors.ts';
import { createUsersRepository, type NewUserRow, type UserRow } from './users.repository.ts';

function addressesOf(row: UserRow): {
  shipping: SavedAddress | null;
  billing: SavedAddress | null;
} {
  const shipping: SavedAddress | null = row.address
    ? {
        address: row.address,
        city: row.city ?? '',
        state: row.state ?? '',
        zipCode: row.zipCode ?? '',
        country: row.country,
      }
    : null;
  const billing: SavedAddress | null = row.billingAddress
    ? {
        address: row.billingAddress,
        city: row.billingCity ?? '',
        state: row.billingState ?? '',
        zipCode: row.billingZipCode ?? '',
        country: row.billingCountry ?? 'United States',
      }
    : null;
  return { shipping, billing };
}

/** The demo admin's e-mail: the demo seeds the account, /api/config names it in demo mode. */
export const DEMO_ADMIN_EMAIL = 'admin@demo.securevision.example.com';

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    role: row.role as Role,
    accountType: row.accountType as PublicUser['accountType'],
    status: row.status as PublicUser['status'],
    permissions: (row.role === 'admin'
      ? defaultPermissionsFor('admin')
      : row.permissions) as Permissions,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export function toCustomerProfile(row: UserRow): CustomerProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    companyName: row.companyName,
    jobTitle: row.jobTitle,
    accountType: row.accountType as CustomerProfile['accountType'],
    customerType: row.customerType as CustomerProfile['customerType'],
    role: row.role as Role,
    status: row.status as CustomerProfile['status'],
    createdAt: row.createdAt.toISOString(),
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    billingAddress: row.billingAddress,
    billingCity: row.billingCity,
    billingState: row.billingState,
    billingZipCode: row.billingZipCode,
    billingCountry: row.billingCountry,
  };
}

/** The dashboard's profile: the customer profile, the tax ID and a pending e-mail change. */
export function toAccountProfile(row: UserRow): AccountProfile {
  return { ...toCustomerProfile(row), taxId: row.taxId, pendingEmail: row.pendingEmail };
}

/** The permission rule of @shop/contract over a stored account. */
const mayWork = (row: UserRow, permission: Permission) =>
  hasPermission({ role: row.role as Role, permissions: row.permissions }, permission);

function toStaffUser(u: UserRow): StaffUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: `${u.firstName} ${u.lastName}`.trim(),
    role: u.role,
    email: u.email,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService({ database }: { database: DatabaseHandle }) {
  const usersRepository = createUsersRepository(database);
  return {
    findByEmail: (email: string) => usersRepository.findByEmail(email),
    findById: (id: number) => usersRepository.findById(id),
    markVerified: (id: number) => usersRepository.markVerified(id),
    touchLastLogin: (id: number) => usersRepository.touchLastLogin(id),
    setPasswordHash: (id: number, passwordHash: string) =>
      database.transaction(async () => {
        await usersRepository.update(id, { passwordHash });
        await usersRepository.logActivity(id, 'password_changed');
      }),
    activeAdminEmails: () => usersRepository.activeAdminEmails(),

    /**
     * Who work needing `permission` can be assigned to (docs/modules/users.md#rules,
     * Staff user): active staff whom the permission rule lets do it, by name.
     */
    async staff(permission: Permission): Promise<StaffUser[]> {
      return (await usersRepository.activeStaff())
        .filter((u) => mayWork(u, permission))
        .map(toStaffUser);
    },

    /** The user, when active staff allowed `permission`; null for anyone else or no one. */
    async activeStaffMember(id: number, permission: Permission): Promise<StaffUser | null> {
      const row = await usersRepository.findById(id);
      return row && row.status === 'active' && mayWork(row, permission) ? toStaffUser(row) : null;
    },

    /**
     * A registrant is always an active retail customer, whatever the request said: role,
     * status, customer type and permissions are not taken from the client. The request has
     * accepted the terms (the schema refuses it otherwise); when is kept with the account.
     */
    async createCustomer(input: RegisterRequest, passwordHash: string): Promise<UserRow> {
      const { password: _password, termsAccepted, returnTo: _returnTo, ...fields } = input;
      if (!termsAccepted) {
        throw new DomainError('validation', MESSAGES.terms, {
          fields: { termsAccepted: MESSAGES.terms },
          code: 'VALIDATION_FAILED',
        });
      }
      const row = await usersRepository.insertIfEmailFree({
        ...fields,
        termsAcceptedAt: new Date(),
        passwordHash,
        role: 'customer',
        status: 'active',
        customerType: 'retail',
        permissions: {},
      });
      if (!row) {
        throw new DomainError('conflict', 'An account with this email already exists', {
          fields: { email: 'An account with this email already exists' },
          code: 'EMAIL_TAKEN',
        });
      }
      return row;
    },

    async profile(userId: number): Promise<AccountProfile> {
      const row = await usersRepository.findById(userId);
      if (!row) throw new DomainError('not_found', 'Account not found');
      return toAccountProfile(row);
    },

    /** Saves the dashboard's profile fields (never the e-mail itself: see auth.updateProfile). */
    async updateProfile(userId: number, values: Partial<NewUserRow>): Promise<UserRow> {
      return database.transaction(async () => {
        const row = await usersRepository.update(userId, values);
        if (!row) throw new DomainError('not_found', 'Account not found');
        await usersRepository.logActivity(userId, 'profile_updated');
        return row;
      });
    },

    /**
     * Who an order is billed to, as the account is now: the checkout keeps this with the
     * order (its invoice's "Bill to"). The billing address is the saved billing address, else
     * the account's own address (the dashboard shows billing only when it differs), else none.
     */
    async billTo(userId: number) {
      const row = await usersRepository.findById(userId);
      if (!row) throw new DomainError('not_found', 'Account not found');
      const { shipping, billing } = addressesOf(row);
      return {
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        companyName: row.companyName,
        phone: row.phone,
        address: billing ?? shipping,
      };
    },

    stats: () => usersRepository.stats(),
    countByRole: () => usersRepository.countByRole(),

    /** The saved addresses the checkout offers; an address without a street is none. */
    async addresses(userId: number) {
      const row = await usersRepository.findById(userId);
      if (!row) throw new DomainError('not_found', 'Account not found');
      return addressesOf(row);
    },

    async updateAddresses(
      userId: number,
      change: { shipping?: SavedAddress | undefined; billing?: SavedAddress | undefined },
    ) {
      const values: Partial<NewUserRow> = {};
      if (change.shipping) {
        Object.assign(values, {
          address: change.shipping.address,
          city: change.shipping.city,
          state: change.shipping.state,
          zipCode: change.shipping.zipCode,
          country: change.shipping.country,
        });
      }
      if (change.billing) {
        Object.assign(values, {
          billingAddress: change.billing.address,
          billingCity: change.billing.city,
          billingState: change.billing.state,
          billingZipCode: change.billing.zipCode,
          billingCountry: change.billing.country,
        });
      }
      const row = await database.transaction(async () => {
        const saved = await usersRepository.update(userId, values);
        if (!saved) throw new DomainError('not_found', 'Account not found');
        await usersRepository.logActivity(userId, 'profile_updated');
        return saved;
      });
      return addressesOf(row);
    },

    /**
     * Makes sure the account exists as an active, verified admin with this password hash:
     * created when missing, promoted and given the password when present. Callers end the
     * account's old sessions (auth.upsertAdmin does, in the same transaction).
     */
    async upsertAdmin(
      email: string,
      passwordHash: string,
      names = { firstName: 'Site', lastName: 'Administrator' },
    ): Promise<{ created: boolean; id: number }> {
      return database.transaction(async () => {
        const existing = await usersRepository.findByEmail(email);
        if (existing) {
          await usersRepository.update(existing.id, {
            passwordHash,
            role: 'admin',
            status: 'active',
            permissions: defaultPermissionsFor('admin'),
          });
          await usersRepository.markVerified(existing.id);
          return { created: false, id: existing.id };
        }
        const row = await usersRepository.insertIfEmailFree({
          email: email.toLowerCase(),
          passwordHash,
          ...names,
          role: 'admin',
          status: 'active',
          permissions: defaultPermissionsFor('admin'),
        });
        await usersRepository.markVerified(row!.id);
        return { created: true, id: row!.id };
      });
    },

    /**
     * An admin with a generated password, unless the e-mail has an account (the demo admin).
     * The password is returned only when the account is created, so it can be printed once; it
     * is stored hashed.
     */
    async createAdminWithGeneratedPassword(person: {
      email: string;
      firstName: string;
      lastName: string;
    }): Promise<{ email: string; password: string } | null> {
      const email = person.email.toLowerCase();
      if (await usersRepository.findByEmail(email)) return null;
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      const row = await database.transaction(async () => {
        const inserted = await usersRepository.insertIfEmailFree({
          email,
          passwordHash,
          firstName: person.firstName,
          lastName: person.lastName,
          role: 'admin',
          status: 'active',
          permissions: defaultPermissionsFor('admin'),
        });
        if (inserted) await usersRepository.markVerified(inserted.id);
        return inserted;
      });
      return row ? { email, password } : null;
    },

    /**
     * Verified accounts that nobody can sign in to (demo mode's seed-users button): the stored
     * "hash" is no scrypt hash, so no password matches it. Idempotent by e-mail; answers how
     * many were created. One transaction.
     */
    async createAccountsWithoutSignIn(
      people: readonly (Omit<NewUserRow, 'passwordHash'> & { role: Role })[],
    ) {
      return database.transaction(async () => {
        let created = 0;
        for (const person of people) {
          const row = await usersRepository.insertIfEmailFree({
            ...person,
            email: person.email.toLowerCase(),
            passwordHash: `unusable$${randomBytes(24).toString('base64url')}`,
            permissions: defaultPermissionsFor(person.role),
          });
          if (row) {
            await usersRepository.markVerified(row.id);
            created += 1;
          }
        }
        return created;
      });
    },
  };
}
