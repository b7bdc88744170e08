import type {
  CustomerProfile,
  Permissions,
  PublicUser,
  RegisterRequest,
  Role,
} from '@shop/contract';
import { defaultPermissionsFor } from '@shop/contract';
import type { Db, Executor } from '@shop/db';
import { generatePassword, hashPassword } from '../../lib/crypto.ts';
import { DomainError } from '../../lib/errors.ts';
import { usersRepository, type UserRow } from './users.repository.ts';

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

export type UsersService = ReturnType<typeof createUsersService>;

/**
 * `endSessions` is the auth module's "sign this account out everywhere", handed in by the
 * composition root so that setting a password here ends the sessions made with the old one.
 */
export function createUsersService({
  db,
  endSessions,
}: {
  db: Db;
  endSessions: (ex: Executor, userId: number) => Promise<void>;
}) {
  return {
    findByEmail: (email: string, ex: Executor = db) => usersRepository.findByEmail(ex, email),
    findById: (id: number, ex: Executor = db) => usersRepository.findById(ex, id),
    markVerified: (id: number, ex: Executor) => usersRepository.markVerified(ex, id),
    touchLastLogin: (id: number, ex: Executor = db) => usersRepository.touchLastLogin(ex, id),
    setPasswordHash: (id: number, passwordHash: string, ex: Executor) =>
      usersRepository.update(ex, id, { passwordHash }),

    /**
     * A registrant is always an active retail customer, whatever the request said: role,
     * status, customer type and permissions are not taken from the client.
     */
    async createCustomer(
      input: RegisterRequest,
      passwordHash: string,
      ex: Executor,
    ): Promise<UserRow> {
      const { password: _password, ...fields } = input;
      const row = await usersRepository.insertIfEmailFree(ex, {
        ...fields,
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

    async profile(userId: number): Promise<CustomerProfile> {
      const row = await usersRepository.findById(db, userId);
      if (!row) throw new DomainError('not_found', 'Account not found');
      return toCustomerProfile(row);
    },

    stats: () => usersRepository.stats(db),

    /**
     * Makes sure the account exists as an active, verified admin with this password:
     * created when missing, promoted and given the password when present.
     */
    async upsertAdmin(
      email: string,
      password: string,
      names = { firstName: 'Site', lastName: 'Administrator' },
    ) {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const existing = await usersRepository.findByEmail(tx, email);
        if (existing) {
          await usersRepository.update(tx, existing.id, {
            passwordHash,
            role: 'admin',
            status: 'active',
            permissions: defaultPermissionsFor('admin'),
          });
          await usersRepository.markVerified(tx, existing.id);
          await endSessions(tx, existing.id);
          return { created: false, id: existing.id };
        }
        const row = await usersRepository.insertIfEmailFree(tx, {
          email: email.toLowerCase(),
          passwordHash,
          ...names,
          role: 'admin',
          status: 'active',
          permissions: defaultPermissionsFor('admin'),
        });
        await usersRepository.markVerified(tx, row!.id);
        return { created: true, id: row!.id };
      });
    },

    /**
     * Demo mode only: a demo admin with a generated password. The password is returned only
     * when the account is created, so it can be printed once; it is stored hashed.
     */
    async ensureDemoAdmin(): Promise<{ email: string; password: string } | null> {
      if (await usersRepository.findByEmail(db, DEMO_ADMIN_EMAIL)) return null;
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      const row = await db.transaction(async (tx) => {
        const inserted = await usersRepository.insertIfEmailFree(tx, {
          email: DEMO_ADMIN_EMAIL,
          passwordHash,
          firstName: 'Demo',
          lastName: 'Admin',
          role: 'admin',
          status: 'active',
          permissions: defaultPermissionsFor('admin'),
        });
        if (inserted) await usersRepository.markVerified(tx, inserted.id);
        return inserted;
      });
      return row ? { email: DEMO_ADMIN_EMAIL, password } : null;
    },
  };
}
