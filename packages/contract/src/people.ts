import { z } from 'zod';
import { money } from './money-schema.ts';
import { DEFAULT_COUNTRY, isValidZip } from './addresses.ts';
import {
  countryField,
  isReservedEmail,
  MESSAGES as AUTH_MESSAGES,
  plainString,
  stateProblem,
  USER_STATUSES,
} from './auth.ts';
import { paginationSchema } from './catalogue.ts';
import { PERMISSIONS, ROLES, type Permission, type Role } from './permissions.ts';

/**
 * Admin users and customers (docs/modules/users.md;
 * docs/modules/users.md).
 */

export const PEOPLE_PAGE_SIZE = 10;
export const PEOPLE_LIMITS = { search: 100, bulkIds: 100, notes: 5000, text: 200 } as const;

/**
 * The user form's messages (docs/modules/users.md#messages) and the server's own rules
 * (docs/modules/users.md#rules).
 */
export const USER_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailRequired: 'Email is required',
  emailFormat: 'Email format is invalid',
  emailReserved: AUTH_MESSAGES.emailReserved,
  role: 'Role is required',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be at least 6 characters',
  passwordMismatch: 'Passwords do not match',
  phone: 'Invalid phone number format',
  street: 'Street address is required when address is provided',
  city: 'City is required when address is provided',
  zipCode: 'ZIP code is required when address is provided',
  zipFormat: AUTH_MESSAGES.zipFormat,
  country: 'Choose a country from the list',
  fixErrors: 'Please fix the validation errors before submitting',
  created: 'User created successfully!',
  updated: 'User updated successfully!',
  emailTaken: 'An account with this email already exists',
  notFound: 'User not found',
  selfDelete: 'You cannot delete your own account.',
  selfStatus: 'You cannot deactivate or suspend your own account.',
  selfDemote: 'You cannot change your own role.',
  lastAdmin: 'The last active admin cannot be removed: make another admin active first.',
  grant: 'You cannot grant a permission you do not hold.',
  selectSome: 'Select at least one user',
} as const;

/** The screens' error texts (docs/modules/users.md#messages). */
export const PEOPLE_SCREEN_MESSAGES = {
  usersLoad: 'Failed to load users. Please try again.',
  userDelete: 'Failed to delete user. Please try again.',
  userStatus: 'Failed to update user status. Please try again.',
  bulk: 'Failed to perform bulk action. Please try again.',
  userLoad: 'Failed to load user data. Please try again.',
  userSave: 'Failed to save user',
  customersLoad: 'Failed to load customers. Please try again.',
  customerDelete: 'Failed to delete customer. Please try again.',
  customerStatus: 'Failed to update customer status. Please try again.',
  noId: 'No customer ID provided',
  detailLoad: 'Failed to load customer data',
  detailStatus: 'Failed to update user status',
  notesSave: 'Failed to save notes',
  detailDelete: 'Failed to delete customer',
} as const;

export const deleteConfirmation = (name: string) =>
  `Are you sure you want to delete ${name}? This action cannot be undone.`;

export const USER_ROLE_CHOICES = ['customer', 'manager', 'admin', 'guest'] as const;
export const ROLE_DESCRIPTIONS: Record<(typeof USER_ROLE_CHOICES)[number], string> = {
  customer: 'Regular customer with basic access',
  manager: 'Can manage products and view reports',
  admin: 'Full system access',
  guest: 'Limited read-only access',
};
export const PERMISSION_LABELS: Record<Permission, string> = {
  canViewReports: 'View Reports',
  canManageProducts: 'Manage Products',
  canManageOrders: 'Manage Orders',
  canManageUsers: 'Manage Users',
};
export const PREFERENCES = ['emailNotifications', 'smsNotifications', 'marketingEmails'] as const;
export const PREFERENCE_LABELS: Record<(typeof PREFERENCES)[number], string> = {
  emailNotifications: 'Email notifications',
  smsNotifications: 'SMS notifications',
  marketingEmails: 'Marketing emails',
};

/** Digits with an optional leading plus, 1 to 16 digits, spaces, dashes and brackets ignored. */
export function isValidUserPhone(phone: string): boolean {
  return /^\+?\d{1,16}$/.test(phone.replace(/[\s()-]/g, ''));
}
const EMAIL = z.email();

/** Optional text: missing or null is ''. */
const optText = (label: string, max: number = PEOPLE_LIMITS.text) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    plainString(label)
      .refine((v) => v.length <= max, { error: `${label} must be at most ${max} characters` })
      .optional()
      .default(''),
  );

const userStatusSchema = z.enum(USER_STATUSES, {
  error: `status must be one of ${USER_STATUSES.join(', ')}`,
});

const userAddressSchema = z
  .object({
    street: optText('Street address'),
    city: optText('City'),
    state: optText('State', 50),
    zipCode: optText('ZIP code', 20),
    /** The one vocabulary (addresses.ts): the spec's "US" and "CA" are read as its names. */
    country: countryField(USER_MESSAGES.country).default(DEFAULT_COUNTRY),
  })
  .strip()
  .default({ street: '', city: '', state: '', zipCode: '', country: DEFAULT_COUNTRY });

const flags = <K extends string>(keys: readonly K[]) =>
  z
    .object(
      Object.fromEntries(keys.map((k) => [k, z.boolean().optional().default(false)])) as Record<
        K,
        z.ZodDefault<z.ZodOptional<z.ZodBoolean>>
      >,
    )
    .strip();

/**
 * The user form (docs/modules/users.md#tables, User; docs/modules/users.md#rules, User form). One
 * schema for the form and the server; `mode` decides whether a blank password is allowed (edit
 * keeps the current one). Unknown fields (emailVerified, id, created_at...) are dropped.
 */
export function userFormSchema(mode: 'create' | 'edit') {
  return z
    .object({
      firstName: plainString('First name').pipe(z.string().max(100)).default(''),
      lastName: plainString('Last name').pipe(z.string().max(100)).default(''),
      email: plainString('Email').default(''),
      phone: optText('Phone', 30),
      role: z.union([z.enum(ROLES), z.literal('')]).default(''),
      status: userStatusSchema.default('active'),
      companyName: optText('Company name'),
      address: userAddressSchema,
      preferences: flags(PREFERENCES).default({
        emailNotifications: false,
        smsNotifications: false,
        marketingEmails: false,
      }),
      permissions: flags(PERMISSIONS).default({
        canViewReports: false,
        canManageProducts: false,
        canManageOrders: false,
        canManageUsers: false,
      }),
      notes: optText('Notes', PEOPLE_LIMITS.notes),
      password: z.string().max(200).optional().default(''),
      confirmPassword: z.string().max(200).optional().default(''),
    })
    .strip()
    .superRefine((v, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (!v.firstName) issue(['firstName'], USER_MESSAGES.firstName);
      if (!v.lastName) issue(['lastName'], USER_MESSAGES.lastName);
      if (!v.email) issue(['email'], USER_MESSAGES.emailRequired);
      else if (v.email.length > 254 || !EMAIL.safeParse(v.email).success)
        issue(['email'], USER_MESSAGES.emailFormat);
      else if (isReservedEmail(v.email)) issue(['email'], USER_MESSAGES.emailReserved);
      if (!v.role) issue(['role'], USER_MESSAGES.role);
      if (mode === 'create' && !v.password) issue(['password'], USER_MESSAGES.passwordRequired);
      else if (v.password && v.password.length < 6)
        issue(['password'], USER_MESSAGES.passwordLength);
      if (v.password && v.password !== v.confirmPassword)
        issue(['confirmPassword'], USER_MESSAGES.passwordMismatch);
      if (v.phone && !isValidUserPhone(v.phone)) issue(['phone'], USER_MESSAGES.phone);
      const a = v.address;
      if (a.street || a.city || a.state || a.zipCode) {
        if (!a.street) issue(['address', 'street'], USER_MESSAGES.street);
        if (!a.city) issue(['address', 'city'], USER_MESSAGES.city);
        if (!a.zipCode) issue(['address', 'zipCode'], USER_MESSAGES.zipCode);
        // What is given is checked as registration and the profile check it, so an address
        // saved here is one the customer's own forms and the checkout take.
        const state = a.state ? stateProblem(a.state, a.country) : null;
        if (state) issue(['address', 'state'], state);
        if (a.zipCode && !isValidZip(a.zipCode, a.country))
          issue(['address', 'zipCode'], USER_MESSAGES.zipFormat);
      }
    });
}
export const createUserSchema = userFormSchema('create');
export const updateUserSchema = userFormSchema('edit');
export type UserFormInput = z.input<typeof createUserSchema>;
export type UserFormValues = z.output<typeof createUserSchema>;

/** Saving only the notes card of the detail page. */
export const userNotesSchema = z.object({ notes: optText('Notes', PEOPLE_LIMITS.notes) }).strip();

export const userStatusBody = z.object({ status: userStatusSchema }).strip();

const bulkIds = z
  .array(z.number().int().positive(), { error: 'ids must be a list of user ids' })
  .min(1, { error: USER_MESSAGES.selectSome })
  .max(PEOPLE_LIMITS.bulkIds, { error: `At most ${PEOPLE_LIMITS.bulkIds} users at once` })
  .transform((ids) => [...new Set(ids)]);
export const bulkDeleteUsersSchema = z.object({ ids: bulkIds }).strip();
export const bulkUpdateUsersSchema = z.object({ ids: bulkIds, status: userStatusSchema }).strip();
export const bulkUsersResultSchema = z.object({
  success: z.literal(true),
  updated: z.number().int(),
  deleted: z.number().int(),
  anonymised: z.number().int(),
});
export type BulkUsersResult = z.infer<typeof bulkUsersResultSchema>;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const searchText = z
  .string()
  .trim()
  .max(PEOPLE_LIMITS.search, {
    error: `search must be at most ${PEOPLE_LIMITS.search} characters`,
  })
  .optional()
  .transform((v) => v || undefined);
const pageNumber = z.coerce
  .number({ error: 'page must be a whole number from 1 to 1000000' })
  .int({ error: 'page must be a whole number from 1 to 1000000' })
  .min(1, { error: 'page must be a whole number from 1 to 1000000' })
  .max(1_000_000, { error: 'page must be a whole number from 1 to 1000000' })
  .default(1);
const pageLimit = z.coerce
  .number({ error: 'limit must be a whole number from 1 to 100' })
  .int({ error: 'limit must be a whole number from 1 to 100' })
  .min(1, { error: 'limit must be a whole number from 1 to 100' })
  .max(100, { error: 'limit must be a whole number from 1 to 100' })
  .default(PEOPLE_PAGE_SIZE);

export const USER_SORTS = ['name', 'email', 'role', 'status', 'created', 'lastLogin'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const CUSTOMER_SORTS = [
  'name',
  'email',
  'totalSpent',
  'totalOrders',
  'lastOrder',
  'created',
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  name: 'Name',
  email: 'Email',
  totalSpent: 'Total Spent',
  totalOrders: 'Total Orders',
  lastOrder: 'Last Order',
  created: 'Date Joined',
};

const order = z.enum(['asc', 'desc'], { error: 'order must be asc or desc' });

export const adminUserFilters = z.object({
  search: searchText,
  role: z.preprocess(
    emptyToUndefined,
    z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }).optional(),
  ),
  status: z.preprocess(emptyToUndefined, userStatusSchema.optional()),
  sort: z
    .enum(USER_SORTS, { error: `sort must be one of ${USER_SORTS.join(', ')}` })
    .default('created'),
  order: order.default('desc'),
});
export type AdminUserFilters = z.infer<typeof adminUserFilters>;
export const adminUsersQuery = adminUserFilters.extend({ page: pageNumber, limit: pageLimit });
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminCustomerFilters = z.object({
  search: searchText,
  status: z.preprocess(emptyToUndefined, userStatusSchema.optional()),
  sort: z
    .enum(CUSTOMER_SORTS, { error: `sort must be one of ${CUSTOMER_SORTS.join(', ')}` })
    .default('created'),
  order: order.default('desc'),
});
export type AdminCustomerFilters = z.infer<typeof adminCustomerFilters>;
export const adminCustomersQuery = adminCustomerFilters.extend({
  page: pageNumber,
  limit: pageLimit,
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuery>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  status: userStatusSchema,
  companyName: z.string().nullable(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  preferences: z.object({
    emailNotifications: z.boolean(),
    smsNotifications: z.boolean(),
    marketingEmails: z.boolean(),
  }),
  permissions: z.object({
    canViewReports: z.boolean(),
    canManageProducts: z.boolean(),
    canManageOrders: z.boolean(),
    canManageUsers: z.boolean(),
  }),
  notes: z.string().nullable(),
  emailVerified: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  lastLogin: z.string().nullable(),
  /**
   * Customer extras (docs/modules/users.md#tables). Spent counts paid orders; 1 loyalty
   * point per whole dollar.
   */
  totalOrders: z.number().int(),
  totalSpent: money,
  avgOrderValue: money,
  lastOrderDate: z.string().nullable(),
  loyaltyPoints: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const peoplePagination = paginationSchema.extend({ total: z.number().int() });
export const adminUsersResponse = z.object({
  success: z.literal(true),
  users: z.array(adminUserSchema),
  pagination: peoplePagination,
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;
export const adminCustomersResponse = z.object({
  success: z.literal(true),
  customers: z.array(adminUserSchema),
  pagination: peoplePagination,
});
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponse>;
export const adminUserResponse = z.object({
  success: z.literal(true),
  user: adminUserSchema,
  message: z.string().optional(),
});
export type AdminUserResponse = z.infer<typeof adminUserResponse>;
/** The user form's save (create or edit): the user as stored and the message to show. */
export const adminUserSavedResponse = adminUserResponse.extend({ message: z.string() });

export const userStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  admins: z.number().int(),
  customers: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
export const userStatsResponse = z.object({ success: z.literal(true), stats: userStatsSchema });
export const customerStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  totalOrders: z.number().int(),
  totalRevenue: money,
  avgOrderValue: money,
});
export type CustomerStats = z.infer<typeof customerStatsSchema>;
export const customerStatsResponse = z.object({
  success: z.literal(true),
  stats: customerStatsSchema,
});

export const deleteUserResponse = z.object({
  success: z.literal(true),
  /** deleted: the row is gone; anonymised: it had orders, so it was deactivated and anonymised. */
  outcome: z.enum(['deleted', 'anonymised']),
  message: z.string(),
});
export type DeleteUserResponse = z.infer<typeof deleteUserResponse>;

export const ACTIVITY_KINDS = [
  'created',
  'profile_updated',
  'admin_updated',
  'status_changed',
  'password_changed',
  'role_changed',
  'notes_updated',
  'anonymised',
] as const;
export const userActivitySchema = z.object({
  kind: z.enum([...ACTIVITY_KINDS, 'last_login', 'order']),
  at: z.string(),
  text: z.string(),
  actorName: z.string().nullable(),
  orderId: z.number().int().nullable(),
});
export type UserActivity = z.infer<typeof userActivitySchema>;
export const userActivityResponse = z.object({
  success: z.literal(true),
  activity: z.array(userActivitySchema),
});

/** A line of the customer detail's Orders tab: the order's names as the spec has them (ADR 0025). */
export const userOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.string(),
  payment_status: z.string(),
  total_amount: money,
  itemCount: z.number().int(),
});
export type UserOrder = z.infer<typeof userOrderSchema>;
export const userOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(userOrderSchema),
  pagination: peoplePagination,
});
export type UserOrdersResponse = z.infer<typeof userOrdersResponse>;
export const userOrdersQuery = z.object({ page: pageNumber, limit: pageLimit });

/**
 * Roles a customer list shows (docs/modules/users.md#roles-and-permissions: customer or unset;
 * client counts as customer). Guests are customers with read-only access, listed with their role.
 */
export const CUSTOMER_ROLES = ['customer', 'client', 'guest'] as const satisfies readonly Role[];
