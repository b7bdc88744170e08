import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, CUSTOMER_TYPES, ROLES, USER_STATUSES } from '@shop/contract';
import { oneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';

export type UserPermissions = {
  canViewReports?: boolean;
  canManageProducts?: boolean;
  canManageOrders?: boolean;
  canManageUsers?: boolean;
};

export type UserPreferences = {
  emailNotifications?: boolean;
  smsNotifications?: boolean;
  marketingEmails?: boolean;
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    companyName: text('company_name'),
    jobTitle: text('job_title'),
    taxId: text('tax_id'),
    businessType: text('business_type'),
    employeeCount: text('employee_count'),
    website: text('website'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country').notNull().default('United States'),
    billingAddress: text('billing_address'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingZipCode: text('billing_zip_code'),
    billingCountry: text('billing_country'),
    role: text('role').notNull().default('customer'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    accountType: text('account_type').notNull().default('personal'),
    customerType: text('customer_type').notNull().default('retail'),
    status: text('status').notNull().default('active'),
    permissions: jsonb('permissions').$type<UserPermissions>().notNull().default({}),
    notes: text('notes'),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
    /**
     * The customer's order totals, kept by statement triggers on orders (migration 0011,
     * docs/decisions/0014-people-admin.md) so the customer list sorts by them with an index.
     */
    orderCount: integer('order_count').notNull().default(0),
    paidOrderCount: integer('paid_order_count').notNull().default(0),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    /** A new address the user asked for, waiting for its mailed link; the old one holds till then. */
    pendingEmail: text('pending_email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the registrant accepted the terms of service (required at registration). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_status_idx').on(t.role, t.status),
    index('users_created_at_idx').on(t.createdAt),
    index('users_name_idx').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    index('users_spent_idx').on(t.spentCents, t.id),
    index('users_order_count_idx').on(t.orderCount, t.id),
    index('users_last_order_idx').on(t.lastOrderAt.desc().nullsLast(), t.id.desc()),
    index('users_last_login_idx').on(t.lastLoginAt.desc().nullsLast(), t.id.desc()),
    index('users_role_id_idx').on(t.role, t.id),
    index('users_search_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || coalesce(${t.phone}, '')) gin_trgm_ops`,
    ),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    check('users_account_type_check', oneOf(t.accountType, ACCOUNT_TYPES)),
    check('users_customer_type_check', oneOf(t.customerType, CUSTOMER_TYPES)),
  ],
);

/**
 * Server-side sessions. The cookie carries a random token; only its keyed hash (HMAC-SHA256) is stored, so a
 * copy of this table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Single-use e-mail tokens (verification 24 h, password reset 1 h); only hashes are stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash),
    index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check(
      'auth_tokens_purpose_check',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'change_email')`,
    ),
  ],
);

/**
 * Every e-mail the shop sends is written here in the transaction that caused it, then
 * delivered by the mail worker; the table is the job queue, so mail survives a restart.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** pending -> sending -> sent | failed; kept = stored only (no SMTP configured). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('mail_outbox_created_at_idx').on(t.createdAt),
  ],
);

/**
 * What happened to an account (customer detail, Activity tab): written in the transaction of
 * the change it records. Sign-ins are users.last_login_at; orders come from the orders table.
 */
export const userActivity = pgTable(
  'user_activity',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who did it: the user itself, an admin, or null (a deleted admin). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_activity_user_idx').on(t.userId, t.createdAt),
    check(
      'user_activity_kind_check',
      sql`${t.kind} in ('created', 'profile_updated', 'admin_updated', 'status_changed', 'password_changed', 'role_changed', 'notes_updated', 'anonymised')`,
    ),
  ],
);
