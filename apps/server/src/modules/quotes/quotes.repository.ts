import { sql, type SQL } from 'drizzle-orm';
import { idList, queryRows, schema, type ExecutorSource } from '@shop/db';
import {
  QUOTE_STATUSES,
  SHOP_TIME_ZONE,
  type AdminQuotesQuery,
  type QuoteStatus,
} from '@shop/contract';
import { likePattern } from '../../lib/sql.ts';
import { IP_CAMERAS, PTZ_CAMERAS, type CameraCandidate } from './survey-lines.ts';

const { quotes, quoteLines } = schema;
export type NewQuoteRow = typeof quotes.$inferInsert;
export type NewQuoteLineRow = Omit<typeof quoteLines.$inferInsert, 'quoteId' | 'id'>;

/** A quote row as the service works with it (dates as YYYY-MM-DD text, times as Date). */
export type QuoteRow = {
  id: number;
  quoteNumber: string;
  status: QuoteStatus;
  version: number;
  siteSurveyId: number | null;
  contactRequestId: number | null;
  customerId: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerCompany: string | null;
  siteStreet: string;
  siteCity: string;
  siteState: string;
  siteZip: string;
  siteCountry: string;
  subtotalCents: number;
  discountCents: number;
  taxRate: string;
  taxCents: number;
  totalCents: number;
  discountBy: number | null;
  discountByName: string | null;
  discountAt: Date | null;
  validUntil: string;
  terms: string;
  hasLink: boolean;
  sentAt: Date | null;
  viewedAt: Date | null;
  answeredAt: Date | null;
  declineReason: string | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type QuoteLineRow = {
  position: number;
  kind: 'product' | 'labour';
  productId: number | null;
  packageId: number | null;
  labourPriceId: number | null;
  description: string;
  packageName: string;
  sku: string;
  quantity: number;
  listPriceCents: number;
  unitPriceCents: number;
  lineTotalCents: number;
  priceOverriddenBy: number | null;
  priceOverriddenByName: string | null;
  priceOverriddenAt: Date | null;
};

export type QuoteListRow = {
  id: number;
  quoteNumber: string;
  status: QuoteStatus;
  version: number;
  customerId: number | null;
  customerName: string;
  customerEmail: string;
  customerCompany: string | null;
  totalCents: number;
  validUntil: string;
  siteSurveyId: number | null;
  contactRequestId: number | null;
  sentAt: Date | null;
  createdAt: Date;
};

export type CatalogueProductRow = {
  id: number;
  name: string;
  sku: string;
  quote: boolean;
  priceCents: number | null;
};
export type CataloguePackageRow = {
  id: number;
  productId: number;
  name: string;
  priceCents: number | null;
};

const person = (alias: string) =>
  sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);

const QUOTE_COLUMNS = sql`q.id, q.quote_number as "quoteNumber", q.status, q.version,
  q.site_survey_id as "siteSurveyId", q.contact_request_id as "contactRequestId",
  q.customer_id as "customerId", q.customer_name as "customerName",
  q.customer_email as "customerEmail", q.customer_phone as "customerPhone",
  q.customer_company as "customerCompany", q.site_street as "siteStreet",
  q.site_city as "siteCity", q.site_state as "siteState", q.site_zip as "siteZip",
  q.site_country as "siteCountry", q.subtotal_cents as "subtotalCents",
  q.discount_cents as "discountCents", q.tax_rate::text as "taxRate", q.tax_cents as "taxCents",
  q.total_cents as "totalCents", q.discount_by as "discountBy",
  ${person('d')} as "discountByName", q.discount_at as "discountAt",
  q.valid_until::text as "validUntil", q.terms, q.link_token_hash is not null as "hasLink",
  q.sent_at as "sentAt", q.viewed_at as "viewedAt", q.answered_at as "answeredAt",
  q.decline_reason as "declineReason", ${person('c')} as "createdByName",
  q.created_at as "createdAt", q.updated_at as "updatedAt"`;

const QUOTE_FROM = sql`quotes q
  left join users_directory d on d.id = q.discount_by
  left join users_directory c on c.id = q.created_by`;

const LIST_COLUMNS = sql`q.id, q.quote_number as "quoteNumber", q.status, q.version,
  q.customer_id as "customerId", q.customer_name as "customerName",
  q.customer_email as "customerEmail", q.customer_company as "customerCompany",
  q.total_cents as "totalCents", q.valid_until::text as "validUntil",
  q.site_survey_id as "siteSurveyId", q.contact_request_id as "contactRequestId",
  q.sent_at as "sentAt", q.created_at as "createdAt"`;

/** The sorts of the list; each ends on the id so a page boundary is stable. */
const ORDER: Record<AdminQuotesQuery['sort'], SQL> = {
  created: sql`q.created_at`,
  total: sql`q.total_cents`,
  validUntil: sql`q.valid_until`,
  number: sql`q.quote_number`,
};

const SHOP_TODAY = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;

export type QuoteFilters = Omit<AdminQuotesQuery, 'page' | 'limit' | 'sort' | 'order'>;

function filterWhere(f: Omit<QuoteFilters, 'status'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.search) parts.push(sql`q.search_text like ${likePattern(f.search)}`);
  if (f.siteSurveyId !== undefined) parts.push(sql`q.site_survey_id = ${f.siteSurveyId}`);
  if (f.contactRequestId !== undefined)
    parts.push(sql`q.contact_request_id = ${f.contactRequestId}`);
  if (f.customerId !== undefined) parts.push(sql`q.customer_id = ${f.customerId}`);
  if (f.createdFrom) parts.push(sql`q.created_at >= ${dayStart(f.createdFrom)}`);
  if (f.createdTo) parts.push(sql`q.created_at < ${dayEnd(f.createdTo)}`);
  return sql.join(parts, sql` and `);
}

/**
 * The SQL of the quotes module's tables (docs/data-ownership.md): quotes, their lines,
 * versions and events. The catalogue's prices are read through its published views.
 * Queries run on the caller's open transaction, if any.
 */
export function createQuotesRepository(database: ExecutorSource) {
  const all = <T>(query: SQL) => queryRows<T>(database, query);
  const ex = () => database.executor();

  return {
    /** Live products of the ids, with their list price (null: sold by quote only). */
    async products(ids: readonly number[]): Promise<CatalogueProductRow[]> {
      if (ids.length === 0) return [];
      return all<CatalogueProductRow>(sql`
        select id, name, sku, quote, price_cents as "priceCents" from catalogue_products
        where id in ${idList(ids)} and archived_at is null`);
    },

    /** The live, priced IP and PTZ cameras a survey's lines are chosen from (survey-lines.ts). */
    async cameraCandidates(): Promise<CameraCandidate[]> {
      return all<CameraCandidate>(sql`
        select id, price_cents as "priceCents", category_slug as "categorySlug",
          specs->>'Resolution' as resolution, specs->>'Lens' as lens
        from catalogue_products
        where archived_at is null and not quote and price_cents is not null
          and category_slug in (${IP_CAMERAS}, ${PTZ_CAMERAS})`);
    },

    /** The packages of the products, each product's first (by position) first. */
    async packages(productIds: readonly number[]): Promise<CataloguePackageRow[]> {
      if (productIds.length === 0) return [];
      return all<CataloguePackageRow>(sql`
        select id, product_id as "productId", name, price_cents as "priceCents"
        from catalogue_packages where product_id in ${idList(productIds)}
        order by product_id, position, id`);
    },

    async insert(values: NewQuoteRow): Promise<{ id: number; createdAt: Date }> {
      const [row] = await ex()
        .insert(quotes)
        .values(values)
        .returning({ id: quotes.id, createdAt: quotes.createdAt });
      return row!;
    },

    async setNumber(id: number, quoteNumber: string): Promise<void> {
      await ex().execute(sql`update quotes set quote_number = ${quoteNumber} where id = ${id}`);
    },

    async find(id: number): Promise<QuoteRow | undefined> {
      const [row] = await all<QuoteRow>(
        sql`select ${QUOTE_COLUMNS} from ${QUOTE_FROM} where q.id = ${id}`,
      );
      return row;
    },

    /** The quote, its row locked for the caller's transaction (two staff saving at once). */
    async lock(id: number): Promise<QuoteRow | undefined> {
      const [locked] = await all<{ id: number }>(
        sql`select id from quotes where id = ${id} for update`,
      );
      if (!locked) return undefined;
      const [row] = await all<QuoteRow>(
        sql`select ${QUOTE_COLUMNS} from ${QUOTE_FROM} where q.id = ${id}`,
      );
      return row;
    },

    /**
     * A saved change: the fields given, the next version, only if the quote is still at the
     * version the editor had (false: someone else saved first).
     */
    async update(
      id: number,
      expectedVersion: number,
      values: Partial<NewQuoteRow>,
    ): Promise<boolean> {
      const rows = await ex()
        .update(quotes)
        .set({ ...values, version: expectedVersion + 1, updatedAt: new Date() })
        .where(sql`${quotes.id} = ${id} and ${quotes.version} = ${expectedVersion}`)
        .returning({ id: quotes.id });
      return rows.length === 1;
    },

    /** A status change (sending, expiring): no new version, the content is the same. */
    async setStatus(
      id: number,
      values: Pick<NewQuoteRow, 'status' | 'linkTokenHash' | 'sentAt' | 'updatedBy'>,
    ): Promise<void> {
      await ex()
        .update(quotes)
        .set({ ...values, updatedAt: new Date() })
        .where(sql`${quotes.id} = ${id}`);
    },

    async replaceLines(quoteId: number, lines: NewQuoteLineRow[]): Promise<void> {
      await ex().execute(sql`delete from quote_lines where quote_id = ${quoteId}`);
      if (lines.length === 0) return;
      await ex()
        .insert(quoteLines)
        .values(lines.map((l) => ({ ...l, quoteId })));
    },

    async lines(quoteId: number): Promise<QuoteLineRow[]> {
      return all<QuoteLineRow>(sql`
        select l.position, l.kind, l.product_id as "productId", l.package_id as "packageId",
          l.labour_price_id as "labourPriceId", l.description, l.package_name as "packageName",
          l.sku, l.quantity, l.list_price_cents as "listPriceCents",
          l.unit_price_cents as "unitPriceCents", l.line_total_cents as "lineTotalCents",
          l.price_overridden_by as "priceOverriddenBy", ${person('u')} as "priceOverriddenByName",
          l.price_overridden_at as "priceOverriddenAt"
        from quote_lines l left join users_directory u on u.id = l.price_overridden_by
        where l.quote_id = ${quoteId} order by l.position, l.id`);
    },

    async insertVersion(v: {
      quoteId: number;
      version: number;
      snapshot: Record<string, unknown>;
      userId: number;
      userName: string | null;
    }): Promise<void> {
      await ex().execute(sql`
        insert into quote_versions (quote_id, version, snapshot, user_id, user_name)
        values (${v.quoteId}, ${v.version}, ${JSON.stringify(v.snapshot)}::jsonb, ${v.userId},
          ${v.userName})`);
    },

    async versions(quoteId: number) {
      return all<{ version: number; userName: string | null; createdAt: Date }>(sql`
        select version, user_name as "userName", created_at as "createdAt"
        from quote_versions where quote_id = ${quoteId} order by version desc`);
    },

    async insertEvent(e: {
      quoteId: number;
      fromStatus: string | null;
      toStatus: string;
      note: string | null;
      userId: number | null;
      userName: string | null;
    }): Promise<void> {
      await ex().execute(sql`
        insert into quote_events (quote_id, from_status, to_status, note, user_id, user_name)
        values (${e.quoteId}, ${e.fromStatus}, ${e.toStatus}, ${e.note}, ${e.userId},
          ${e.userName})`);
    },

    async events(quoteId: number) {
      return all<{
        fromStatus: string | null;
        toStatus: string;
        note: string | null;
        userName: string | null;
        createdAt: Date;
      }>(sql`
        select from_status as "fromStatus", to_status as "toStatus", note,
          user_name as "userName", created_at as "createdAt"
        from quote_events where quote_id = ${quoteId} order by id desc`);
    },

    /** One page of the filtered list, and how many match. */
    async list(
      filters: QuoteFilters,
      order: { sort: AdminQuotesQuery['sort']; order: 'asc' | 'desc' },
      limit: number,
      offset: number,
    ): Promise<{ rows: QuoteListRow[]; total: number }> {
      const where = sql`${filterWhere(filters)}${
        filters.status ? sql` and q.status = ${filters.status}` : sql``
      }`;
      const direction = sql.raw(order.order === 'asc' ? 'asc' : 'desc');
      const [rows, [count]] = await Promise.all([
        all<QuoteListRow>(sql`
          select ${LIST_COLUMNS} from quotes q where ${where}
          order by ${ORDER[order.sort]} ${direction}, q.id ${direction}
          limit ${limit} offset ${offset}`),
        all<{ n: number }>(sql`select count(*)::int as n from quotes q where ${where}`),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** How many quotes of each status match the filters other than the status. */
    async statusCounts(filters: QuoteFilters): Promise<Record<QuoteStatus, number>> {
      const rows = await all<{ status: QuoteStatus; n: number }>(sql`
        select q.status, count(*)::int as n from quotes q where ${filterWhere(filters)}
        group by q.status`);
      const counts = Object.fromEntries(QUOTE_STATUSES.map((s) => [s, 0])) as Record<
        QuoteStatus,
        number
      >;
      for (const r of rows) counts[r.status] = r.n;
      return counts;
    },

    /** Deletes the quote if it is a draft never sent (its lines, versions, events go with it). */
    async deleteUnsentDraft(id: number): Promise<boolean> {
      const rows = await all<{ id: number }>(sql`
        delete from quotes where id = ${id} and status = 'draft' and sent_at is null
        returning id`);
      return rows.length === 1;
    },

    /**
     * Every sent or viewed quote whose last valid day (the shop's) has passed becomes expired,
     * with an event by the shop: one statement. Answers the quotes expired. The link is kept, so
     * the customer who opens it is told the quote expired (410), not that the link is unknown;
     * an expired quote is never answered through it.
     */
    async expireDue(note: string) {
      return all<{ id: number; siteSurveyId: number | null; contactRequestId: number | null }>(
        sql`
        with due as (
          select id, status from quotes
          where status in ('sent', 'viewed') and valid_until < ${SHOP_TODAY}
          order by id for update),
        expired as (
          update quotes q set status = 'expired', updated_at = now()
          from due where q.id = due.id
          returning q.id, due.status as from_status, q.site_survey_id, q.contact_request_id),
        logged as (
          insert into quote_events (quote_id, from_status, to_status, note)
          select id, from_status, 'expired', ${note} from expired)
        select id, site_survey_id as "siteSurveyId", contact_request_id as "contactRequestId"
        from expired order by id`,
      );
    },
  };
}
