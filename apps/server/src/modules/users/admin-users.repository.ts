import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminCustomerFilters,
  AdminUserFilters,
  CustomerSort,
  UserSort,
} from '@shop/contract';
import { ANONYMISED_EMAIL_DOMAIN, CUSTOMER_ROLES } from '@shop/contract';
import { queryRows, schema, type ExecutorSource } from '@shop/db';
import { likePattern } from '../../lib/sql.ts';

const { userActivity } = schema;

/** One row of the users and customers lists (and their CSV exports). */
export type AdminUserRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  role: string;
  status: string;
  companyName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string;
  preferences: Record<string, boolean>;
  permissions: Record<string, boolean>;
  notes: string | null;
  emailVerified: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
  lastLoginAt: Date | string | null;
  orderCount: number;
  paidOrderCount: number;
  spentCents: number | string;
  lastOrderAt: Date | string | null;
};

const COLUMNS = sql`u.id, u.first_name as "firstName", u.last_name as "lastName", u.email,
  u.phone, u.role, u.status, u.company_name as "companyName", u.address, u.city, u.state,
  u.zip_code as "zipCode", u.country, u.preferences, u.permissions, u.notes,
  (u.email_verified_at is not null) as "emailVerified", u.created_at as "createdAt",
  u.updated_at as "updatedAt", u.last_login_at as "lastLoginAt", u.order_count as "orderCount",
  u.paid_order_count as "paidOrderCount", u.spent_cents as "spentCents",
  u.last_order_at as "lastOrderAt"`;

/** What the search looks in; the same expression as the trigram index users_search_idx. */
const SEARCH = sql`lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(u.phone, ''))`;
const CUSTOMER_ROLE_LIST = sql.join(
  CUSTOMER_ROLES.map((r) => sql`${r}`),
  sql`, `,
);

type Sort = UserSort | CustomerSort;
/**
 * Each sort's key, as the index orders it, with the id as tie-breaker. The dates sort missing
 * values last when newest come first (their indexes are DESC NULLS LAST).
 */
function orderBy(sort: Sort, order: 'asc' | 'desc'): SQL {
  const d = order === 'asc' ? sql`asc` : sql`desc`;
  switch (sort) {
    case 'name':
      return sql`order by lower(u.first_name) ${d}, lower(u.last_name) ${d}, u.id ${d}`;
    case 'email':
      return sql`order by u.email ${d}, u.id ${d}`;
    case 'role':
      return sql`order by u.role ${d}, u.id ${d}`;
    case 'status':
      return sql`order by u.status ${d}, u.id ${d}`;
    case 'totalSpent':
      return sql`order by u.spent_cents ${d}, u.id ${d}`;
    case 'totalOrders':
      return sql`order by u.order_count ${d}, u.id ${d}`;
    // Exactly the index's order (id included), read forwards or backwards.
    case 'lastOrder':
      return order === 'asc'
        ? sql`order by u.last_order_at asc nulls first, u.id asc nulls first`
        : sql`order by u.last_order_at desc nulls last, u.id desc nulls last`;
    case 'lastLogin':
      return order === 'asc'
        ? sql`order by u.last_login_at asc nulls first, u.id asc nulls first`
        : sql`order by u.last_login_at desc nulls last, u.id desc nulls last`;
    case 'created':
      return sql`order by u.created_at ${d}, u.id ${d}`;
  }
}

export type ListFilters = (AdminUserFilters | AdminCustomerFilters) & { customersOnly: boolean };

function where(f: ListFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.customersOnly) parts.push(sql`u.role in (${CUSTOMER_ROLE_LIST})`);
  if ('role' in f && f.role) parts.push(sql`u.role = ${f.role}`);
  if (f.status) parts.push(sql`u.status = ${f.status}`);
  if (f.search) parts.push(sql`${SEARCH} like ${likePattern(f.search)}`);
  return sql.join(parts, sql` and `);
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;

export function createAdminUsersRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  const all = <T>(query: SQL) => queryRows<T>(database, query);

  return {
    async list(f: ListFilters, limit: number, offset: number) {
      const [rows, [count]] = await Promise.all([
        all<AdminUserRow>(sql`select ${COLUMNS} from users u where ${where(f)}
          ${orderBy(f.sort, f.order)} limit ${limit} offset ${offset}`),
        all<{ n: number }>(sql`select count(*)::int as n from users u where ${where(f)}`),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Every row of a filter a batch at a time (the CSV export), by id so batches are cheap. */
    async *batches(f: ListFilters, batchSize = 1000) {
      let after = 0;
      for (;;) {
        const rows = await all<AdminUserRow>(sql`select ${COLUMNS} from users u
          where ${where(f)} and u.id > ${after} order by u.id limit ${batchSize}`);
        if (rows.length) yield rows;
        if (rows.length < batchSize) return;
        after = rows[rows.length - 1]!.id;
      }
    },

    async byId(id: number): Promise<AdminUserRow | undefined> {
      const [row] = await all<AdminUserRow>(sql`select ${COLUMNS} from users u where u.id = ${id}`);
      return row;
    },

    /**
     * The rows, locked `for update` in id order until the transaction ends, as they are once
     * locked (a change another transaction was making is waited for and seen).
     */
    async lockByIds(ids: number[]): Promise<AdminUserRow[]> {
      if (!ids.length) return [];
      return all<AdminUserRow>(sql`select ${COLUMNS} from users u
        where u.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by u.id for update`);
    },

    /**
     * The active admins, locked (in id order) until the transaction ends: two admins removing
     * each other at once queue here, and the second sees what the first left.
     */
    async lockActiveAdmins(): Promise<number[]> {
      const rows = await all<{ id: number }>(sql`select id from users
        where role = 'admin' and status = 'active' order by id for update`);
      return rows.map((r) => r.id);
    },

    async setStatus(ids: number[], status: string): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await all<{ id: number }>(sql`update users set status = ${status},
        updated_at = now() where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and status <> ${status} returning id`);
      return rows.map((r) => r.id);
    },

    async deleteUser(id: number): Promise<boolean> {
      const rows = await all<{ id: number }>(sql`delete from users where id = ${id} returning id`);
      return rows.length > 0;
    },

    /**
     * Keeps the row (its orders point at it) but nothing that names the person: names, e-mail
     * (a unique placeholder), phone, addresses, notes; inactive, with an unusable password.
     * The placeholder address has a random part (no one can take it first: registration
     * refuses its domain). What else only served the person is dropped by its owner
     * (admin-users.service.ts, removeOne).
     */
    async anonymise(id: number, passwordHash: string): Promise<void> {
      const placeholder = `deleted-${randomBytes(12).toString('hex')}@${ANONYMISED_EMAIL_DOMAIN}`;
      await ex().execute(sql`update users set first_name = 'Deleted', last_name = 'Customer',
        email = ${placeholder}, phone = null, company_name = null,
        job_title = null, tax_id = null, website = null, business_type = null,
        employee_count = null, address = null, city = null, state = null, zip_code = null,
        billing_address = null, billing_city = null, billing_state = null,
        billing_zip_code = null, billing_country = null, notes = null, pending_email = null,
        marketing_consent = false, preferences = '{}'::jsonb, permissions = '{}'::jsonb,
        status = 'inactive', password_hash = ${passwordHash}, updated_at = now()
        where id = ${id}`);
    },

    /** The addresses mail may be queued to: the account's e-mail and one waiting to be confirmed. */
    async addressesOf(id: number): Promise<string[]> {
      const [row] = await all<{ email: string; pending: string | null }>(
        sql`select email, pending_email as pending from users where id = ${id}`,
      );
      return row ? [row.email, ...(row.pending ? [row.pending] : [])] : [];
    },

    async insertActivity(values: {
      userId: number;
      actorId: number | null;
      kind: (typeof userActivity.$inferInsert)['kind'];
      detail?: string;
    }): Promise<void> {
      await ex().insert(userActivity).values(values);
    },

    async activity(userId: number, limit = 50) {
      return all<{ kind: string; detail: string; at: Date | string; actorName: string | null }>(
        sql`select a.kind, a.detail, a.created_at as at,
          case when a.actor_id is null then null
               else trim(x.first_name || ' ' || x.last_name) end as "actorName"
        from user_activity a left join users x on x.id = a.actor_id
        where a.user_id = ${userId} order by a.created_at desc, a.id desc limit ${limit}`,
      );
    },

    /** The five cards of the users list, in one pass. */
    async userStats() {
      const [row] = await all<{
        total: number;
        active: number;
        inactive: number;
        admins: number;
        customers: number;
      }>(sql`select count(*)::int as total,
          (count(*) filter (where status = 'active'))::int as active,
          (count(*) filter (where status <> 'active'))::int as inactive,
          (count(*) filter (where role = 'admin'))::int as admins,
          (count(*) filter (where role in (${CUSTOMER_ROLE_LIST})))::int as customers
        from users`);
      return row!;
    },

    /** The customer cards, from the totals the order triggers keep on each customer. */
    async customerStats() {
      const [row] = await all<{
        total: number;
        active: number;
        inactive: number;
        totalOrders: number;
        paidOrders: number;
        revenueCents: number | string;
      }>(sql`select count(*)::int as total,
          (count(*) filter (where status = 'active'))::int as active,
          (count(*) filter (where status <> 'active'))::int as inactive,
          coalesce(sum(order_count), 0)::int as "totalOrders",
          coalesce(sum(paid_order_count), 0)::int as "paidOrders",
          coalesce(sum(spent_cents), 0)::bigint as "revenueCents"
        from users where role in (${CUSTOMER_ROLE_LIST})`);
      return row!;
    },
  };
}
