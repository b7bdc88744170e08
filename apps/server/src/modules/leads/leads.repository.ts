import { inArray, sql, type SQL } from 'drizzle-orm';
import { schema, type ExecutorSource } from '@shop/db';
import type {
  ContactExportQuery,
  ContactRequestRecord,
  ContactStats,
  SiteSurveyRecord,
  SurveyExportQuery,
  SurveyStats,
} from '@shop/contract';

const { contactRequests, siteSurveys } = schema;
export type NewContactRow = typeof contactRequests.$inferInsert;
export type NewSurveyRow = typeof siteSurveys.$inferInsert;
type ContactPatch = Partial<
  Pick<NewContactRow, 'status' | 'priority' | 'assignedUserId' | 'notes'>
>;
type SurveyPatch = Partial<
  Pick<NewSurveyRow, 'status' | 'priority' | 'assignedUserId' | 'adminNotes'>
>;

export type ContactFilters = Omit<ContactExportQuery, 'sort' | 'order'>;
export type SurveyFilters = Omit<SurveyExportQuery, 'sort' | 'order'>;
export type ListOrder = { sort: string; order: 'asc' | 'desc' };

/** LIKE's own wildcards in a search term are searched for, not used. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

const PRIORITY_RANK = sql.raw(
  `case l.priority when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end`,
);
const TIMEFRAME_RANK = sql.raw(
  `case l.timeframe when 'asap' then 4 when 'month' then 3 when 'quarter' then 2 else 1 end`,
);

/** The sort keys of the contract, as SQL on the lead table (aliased l). */
const CONTACT_ORDER: Record<string, SQL> = {
  created_at: sql`l.created_at`,
  updated_at: sql`l.updated_at`,
  name: sql`lower(l.name)`,
  email: sql`lower(l.email)`,
  service_type: sql`l.service_type`,
  priority: sql`(${PRIORITY_RANK})`,
  status: sql`l.status`,
};
const SURVEY_ORDER: Record<string, SQL> = {
  created_at: sql`l.created_at`,
  updated_at: sql`l.updated_at`,
  customer_name: sql`lower(l.customer_name)`,
  estimated_value: sql`l.estimated_value`,
  estimated_cameras: sql`l.estimated_cameras`,
  complexity_score: sql`l.complexity_score`,
  timeframe: sql`(${TIMEFRAME_RANK})`,
  priority: sql`(${PRIORITY_RANK})`,
  status: sql`l.status`,
};

function orderBy(columns: Record<string, SQL>, { sort, order }: ListOrder): SQL {
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const column = columns[sort] ?? columns.created_at!;
  // The id breaks ties, so pages never repeat or skip a row.
  return sql`order by ${column} ${direction} nulls last, l.id ${direction}`;
}

function where(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
}

function assignedCondition(assignedTo: 'unassigned' | number | undefined): SQL | undefined {
  if (assignedTo === undefined) return undefined;
  return assignedTo === 'unassigned'
    ? sql`l.assigned_user_id is null`
    : sql`l.assigned_user_id = ${assignedTo}`;
}

function contactWhere(f: ContactFilters): SQL {
  return where([
    f.status ? sql`l.status = ${f.status}` : undefined,
    f.priority ? sql`l.priority = ${f.priority}` : undefined,
    f.service_type ? sql`l.service_type = ${f.service_type}` : undefined,
    assignedCondition(f.assignedTo),
    f.search ? sql`l.search_text like ${likePattern(f.search)}` : undefined,
  ]);
}

function surveyWhere(f: SurveyFilters): SQL {
  const id = f.search && /^\d{1,9}$/.test(f.search) ? Number(f.search) : undefined;
  return where([
    f.status ? sql`l.status = ${f.status}` : undefined,
    f.priority ? sql`l.priority = ${f.priority}` : undefined,
    f.property_type ? sql`l.property_type = ${f.property_type}` : undefined,
    f.timeframe ? sql`l.timeframe = ${f.timeframe}` : undefined,
    assignedCondition(f.assignedTo),
    f.search
      ? id === undefined
        ? sql`l.search_text like ${likePattern(f.search)}`
        : sql`(l.search_text like ${likePattern(f.search)} or l.id = ${id})`
      : undefined,
  ]);
}

const ASSIGNEE_NAME = sql`case when u.id is null then null else u.first_name || ' ' || u.last_name end`;

const CONTACT_SELECT = sql`
  select l.id, l.name, l.email, l.phone, l.subject, l.message, l.service_type, l.property_type,
    l.status, l.priority, l.assigned_user_id, ${ASSIGNEE_NAME} as assigned_user_name, l.notes,
    l.created_at, l.updated_at, l.responded_at
  from contact_requests l left join users u on u.id = l.assigned_user_id`;

const SURVEY_SELECT = sql`
  select l.id, l.customer_name, l.customer_email, l.customer_phone, l.customer_company,
    l.property_type, l.survey_type, l.building_count, l.building_distance, l.point_of_sale,
    l.application, l.camera_locations, l.other_locations, l.camera_resolutions, l.infrastructure,
    l.transmission_methods, l.viewing_types, l.lighting_conditions, l.nighttime_recording,
    l.ptz_cameras, l.ptz_count, l.lens_types, l.focal_lengths, l.storage_requirements,
    l.cloud_recording, l.analytics, l.notes, l.timeframe, l.estimated_cameras, l.estimated_value,
    l.complexity_score, l.status, l.priority, l.assigned_user_id,
    ${ASSIGNEE_NAME} as assigned_user_name, l.admin_notes, l.created_at, l.updated_at,
    l.responded_at
  from site_surveys l left join users u on u.id = l.assigned_user_id`;

type Timestamps = { created_at: unknown; updated_at: unknown; responded_at: unknown };
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** Both drivers give timestamps as Date (or text); the API sends ISO strings. */
function withIsoDates<T extends Timestamps>(row: T) {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    responded_at: row.responded_at == null ? null : iso(row.responded_at),
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;

export function createLeadsRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  const all = async <T>(query: SQL): Promise<T[]> =>
    ((await ex().execute(query)) as unknown as { rows: T[] }).rows;
  const contactRows = async (query: SQL) =>
    (await all<ContactRequestRecord & Timestamps>(query)).map(
      (r) => withIsoDates(r) as ContactRequestRecord,
    );
  const surveyRows = async (query: SQL) =>
    (await all<SiteSurveyRecord & Timestamps>(query)).map(
      (r) => withIsoDates(r) as SiteSurveyRecord,
    );
  const countOf = async (query: SQL) => (await all<{ n: number }>(query))[0]?.n ?? 0;

  /** Stamps responded_at the first time a lead reaches one of `answered`. */
  const respondedAt = (status: string | undefined, answered: readonly string[]) =>
    status && answered.includes(status) ? sql`coalesce(responded_at, now())` : sql`responded_at`;

  return {
    async insertContact(values: NewContactRow): Promise<number> {
      const [row] = await ex()
        .insert(contactRequests)
        .values(values)
        .returning({ id: contactRequests.id });
      return row!.id;
    },

    async insertSurvey(values: NewSurveyRow): Promise<number> {
      const [row] = await ex().insert(siteSurveys).values(values).returning({ id: siteSurveys.id });
      return row!.id;
    },

    async listContacts(filters: ContactFilters, order: ListOrder, limit: number, offset: number) {
      const condition = contactWhere(filters);
      const rows = await contactRows(
        sql`${CONTACT_SELECT} ${condition} ${orderBy(CONTACT_ORDER, order)} limit ${limit} offset ${offset}`,
      );
      const total = await countOf(
        sql`select count(*)::int as n from contact_requests l ${condition}`,
      );
      return { rows, total };
    },

    async listSurveys(filters: SurveyFilters, order: ListOrder, limit: number, offset: number) {
      const condition = surveyWhere(filters);
      const rows = await surveyRows(
        sql`${SURVEY_SELECT} ${condition} ${orderBy(SURVEY_ORDER, order)} limit ${limit} offset ${offset}`,
      );
      const total = await countOf(sql`select count(*)::int as n from site_surveys l ${condition}`);
      return { rows, total };
    },

    /** Every row of a filtered list, a batch at a time, for the CSV export. */
    async *contactBatches(filters: ContactFilters, order: ListOrder, batchSize = 1000) {
      const condition = contactWhere(filters);
      for (let offset = 0; ; offset += batchSize) {
        const rows = await contactRows(
          sql`${CONTACT_SELECT} ${condition} ${orderBy(CONTACT_ORDER, order)} limit ${batchSize} offset ${offset}`,
        );
        if (rows.length) yield rows;
        if (rows.length < batchSize) return;
      }
    },

    async *surveyBatches(filters: SurveyFilters, order: ListOrder, batchSize = 1000) {
      const condition = surveyWhere(filters);
      for (let offset = 0; ; offset += batchSize) {
        const rows = await surveyRows(
          sql`${SURVEY_SELECT} ${condition} ${orderBy(SURVEY_ORDER, order)} limit ${batchSize} offset ${offset}`,
        );
        if (rows.length) yield rows;
        if (rows.length < batchSize) return;
      }
    },

    async findContact(id: number): Promise<ContactRequestRecord | undefined> {
      return (await contactRows(sql`${CONTACT_SELECT} where l.id = ${id}`))[0];
    },

    async findSurvey(id: number): Promise<SiteSurveyRecord | undefined> {
      return (await surveyRows(sql`${SURVEY_SELECT} where l.id = ${id}`))[0];
    },

    /** Changes only the fields given; false when there is no such request. */
    async updateContact(
      id: number,
      patch: ContactPatch,
      answered: readonly string[],
    ): Promise<boolean> {
      const rows = await ex()
        .update(contactRequests)
        .set({
          ...patch,
          updatedAt: sql`now()`,
          respondedAt: respondedAt(patch.status, answered),
        })
        .where(inArray(contactRequests.id, [id]))
        .returning({ id: contactRequests.id });
      return rows.length > 0;
    },

    async updateSurvey(
      id: number,
      patch: SurveyPatch,
      answered: readonly string[],
    ): Promise<boolean> {
      const rows = await ex()
        .update(siteSurveys)
        .set({
          ...patch,
          updatedAt: sql`now()`,
          respondedAt: respondedAt(patch.status, answered),
        })
        .where(inArray(siteSurveys.id, [id]))
        .returning({ id: siteSurveys.id });
      return rows.length > 0;
    },

    async bulkContactStatus(
      ids: number[],
      status: string,
      answered: readonly string[],
    ): Promise<number> {
      const rows = await ex()
        .update(contactRequests)
        .set({
          status,
          updatedAt: sql`now()`,
          respondedAt: respondedAt(status, answered),
        })
        .where(inArray(contactRequests.id, ids))
        .returning({ id: contactRequests.id });
      return rows.length;
    },

    async bulkSurveyStatus(
      ids: number[],
      status: string,
      answered: readonly string[],
    ): Promise<number> {
      const rows = await ex()
        .update(siteSurveys)
        .set({ status, updatedAt: sql`now()`, respondedAt: respondedAt(status, answered) })
        .where(inArray(siteSurveys.id, ids))
        .returning({ id: siteSurveys.id });
      return rows.length;
    },

    async deleteContacts(ids: number[]): Promise<number> {
      const rows = await ex()
        .delete(contactRequests)
        .where(inArray(contactRequests.id, ids))
        .returning({ id: contactRequests.id });
      return rows.length;
    },

    async deleteSurveys(ids: number[]): Promise<number> {
      const rows = await ex()
        .delete(siteSurveys)
        .where(inArray(siteSurveys.id, ids))
        .returning({ id: siteSurveys.id });
      return rows.length;
    },

    async contactStats(): Promise<ContactStats> {
      const [totals] = await all<{
        total: number;
        this_month: number;
        resolved: number;
        high: number;
        assigned: number;
      }>(sql`
        select count(*)::int as total,
          count(*) filter (where created_at >= date_trunc('month', now()))::int as this_month,
          count(*) filter (where status in ('resolved', 'closed'))::int as resolved,
          count(*) filter (where priority in ('high', 'urgent'))::int as high,
          count(assigned_user_id)::int as assigned
        from contact_requests`);
      const groups = await all<{ kind: string; value: string | null; count: number }>(sql`
        select 'status' as kind, status as value, count(*)::int as count
          from contact_requests group by status
        union all
        select 'service', service_type, count(*)::int from contact_requests group by service_type
        union all
        select 'priority', priority, count(*)::int from contact_requests group by priority
        order by kind, count desc, value`);
      const of = (kind: string) => groups.filter((g) => g.kind === kind);
      const t = totals!;
      return {
        totalRequests: t.total,
        newThisMonth: t.this_month,
        resolved: t.resolved,
        highPriority: t.high,
        statusBreakdown: of('status').map((g) => ({ status: g.value!, count: g.count })),
        serviceBreakdown: of('service').map((g) => ({ service_type: g.value, count: g.count })),
        priorityBreakdown: of('priority').map((g) => ({ priority: g.value!, count: g.count })),
        assignmentStats: { assigned: t.assigned, unassigned: t.total - t.assigned },
        recentRequests: await contactRows(
          sql`${CONTACT_SELECT} order by l.created_at desc, l.id desc limit 5`,
        ),
      };
    },

    async surveyStats(): Promise<SurveyStats> {
      const [totals] = await all<{
        total: number;
        this_month: number;
        value: string | number;
        complexity: string | number | null;
        urgent: number;
        completed: number;
      }>(sql`
        select count(*)::int as total,
          count(*) filter (where created_at >= date_trunc('month', now()))::int as this_month,
          coalesce(sum(estimated_value), 0)::bigint as value,
          round(avg(complexity_score), 1) as complexity,
          count(*) filter (where timeframe = 'asap' or priority = 'urgent')::int as urgent,
          count(*) filter (where status = 'completed')::int as completed
        from site_surveys`);
      const groups = await all<{ kind: string; value: string; count: number }>(sql`
        select 'status' as kind, status as value, count(*)::int as count
          from site_surveys group by status
        union all
        select 'property', property_type, count(*)::int from site_surveys group by property_type
        union all
        select 'timeframe', timeframe, count(*)::int from site_surveys group by timeframe
        order by kind, count desc, value`);
      const of = (kind: string) => groups.filter((g) => g.kind === kind);
      const t = totals!;
      return {
        total: t.total,
        thisMonth: t.this_month,
        byStatus: of('status').map((g) => ({ status: g.value, count: g.count })),
        byPropertyType: of('property').map((g) => ({ property_type: g.value, count: g.count })),
        byTimeframe: of('timeframe').map((g) => ({ timeframe: g.value, count: g.count })),
        totalEstimatedValue: Number(t.value),
        averageComplexity: t.complexity == null ? 0 : Number(t.complexity),
        urgent: t.urgent,
        completed: t.completed,
      };
    },

    async newCounts(): Promise<{ contactRequests: number; siteSurveys: number }> {
      const [row] = await all<{ contacts: number; surveys: number }>(sql`
        select (select count(*)::int from contact_requests where status = 'new') as contacts,
               (select count(*)::int from site_surveys where status = 'new') as surveys`);
      return { contactRequests: row?.contacts ?? 0, siteSurveys: row?.surveys ?? 0 };
    },
  };
}
