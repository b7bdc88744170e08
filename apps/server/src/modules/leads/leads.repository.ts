import { sql, type SQL } from 'drizzle-orm';
import { idList, queryRows, schema, type ExecutorSource } from '@shop/db';
import { likePattern } from '../../lib/sql.ts';
import {
  CAMERA_LOCATIONS,
  CONTACT_STATUSES,
  LEAD_PRIORITIES,
  SERVICE_TYPES,
  SURVEY_PROPERTY_TYPES,
  SURVEY_STATUSES,
  TIMEFRAMES,
  CAMERA_RESOLUTIONS,
  LENS_TYPES,
  type ContactRequestRecord,
  type ContactStats,
  type LeadExportQuery,
  type LeadHistoryEntry,
  type LeadHistoryField,
  type LeadKind,
  type LeadNote,
  type LeadRecord,
  type LeadStats,
  type SiteSurveyRecord,
  type SurveyStats,
} from '@shop/contract';

const { contactRequests, siteSurveys } = schema;
export type NewContactRow = typeof contactRequests.$inferInsert;
export type NewSurveyRow = typeof siteSurveys.$inferInsert;

/** A staff change: only the fields given change. */
export type LeadPatch = {
  status?: string;
  priority?: string;
  assignedUserId?: number | null;
};

/** What a change is checked against and written to the history from: the lead as it is. */
export type LeadHandling = {
  id: number;
  /** Who sent the lead. */
  name: string;
  status: string;
  assigned_user_id: number | null;
  assigned_user_name: string | null;
};

/** A change for the lead's history; `by` is the acting user (their name is kept with it). */
export type LeadChange = {
  leadId: number;
  field: LeadHistoryField;
  from: string | null;
  to: string | null;
};

export type LeadFilters<K extends LeadKind> = Omit<LeadExportQuery<K>, 'sort' | 'order'>;
export type ListOrder = { sort: string; order: 'asc' | 'desc' };

/** The sort keys of the contract, as SQL on the lead table (aliased l). */
const CONTACT_ORDER: Record<string, SQL> = {
  created_at: sql`l.created_at`,
  updated_at: sql`l.updated_at`,
  name: sql`lower(l.name)`,
  email: sql`lower(l.email)`,
  service_type: sql`l.service_type`,
  priority: sql`l.priority_rank`,
  status: sql`l.status`,
};
const SURVEY_ORDER: Record<string, SQL> = {
  created_at: sql`l.created_at`,
  updated_at: sql`l.updated_at`,
  customer_name: sql`lower(l.customer_name)`,
  estimated_value: sql`l.estimated_value`,
  estimated_cameras: sql`l.estimated_cameras`,
  complexity_score: sql`l.complexity_score`,
  timeframe: sql`l.timeframe_rank`,
  priority: sql`l.priority_rank`,
  status: sql`l.status`,
};

function orderBy(columns: Record<string, SQL>, { sort, order }: ListOrder): SQL {
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const column = columns[sort] ?? columns.created_at!;
  // The id breaks ties, so pages never repeat or skip a row; each sortable column has an
  // index on (column, id), which PostgreSQL reads forwards or backwards (migration 0006).
  return sql`order by ${column} ${direction}, l.id ${direction}`;
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

function contactWhere(f: LeadFilters<'contact'>): SQL {
  return where([
    f.status ? sql`l.status = ${f.status}` : undefined,
    f.priority ? sql`l.priority = ${f.priority}` : undefined,
    f.service_type ? sql`l.service_type = ${f.service_type}` : undefined,
    assignedCondition(f.assignedTo),
    f.search ? sql`l.search_text like ${likePattern(f.search)}` : undefined,
  ]);
}

function surveyWhere(f: LeadFilters<'survey'>): SQL {
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
    l.status, l.priority, l.assigned_user_id, ${ASSIGNEE_NAME} as assigned_user_name, l.created_at, l.updated_at, l.responded_at
  from contact_requests l left join users_directory u on u.id = l.assigned_user_id`;

const SURVEY_SELECT = sql`
  select l.id, l.customer_name, l.customer_email, l.customer_phone, l.customer_company,
    l.site_address, l.site_city, l.site_state, l.site_zip_code, l.property_type, l.survey_type, l.building_count, l.building_distance, l.point_of_sale,
    l.application, l.camera_locations, l.other_locations, l.camera_resolutions, l.infrastructure,
    l.transmission_methods, l.viewing_types, l.lighting_conditions, l.nighttime_recording,
    l.ptz_cameras, l.ptz_count, l.lens_types, l.focal_lengths, l.storage_requirements,
    l.cloud_recording, l.analytics, l.notes, l.timeframe, l.estimated_cameras, l.estimated_value,
    l.complexity_score, l.status, l.priority, l.assigned_user_id,
    ${ASSIGNEE_NAME} as assigned_user_name, l.created_at, l.updated_at, l.responded_at
  from site_surveys l left join users_directory u on u.id = l.assigned_user_id`;

/** Every option of a number grid, 0 where a row has none (rows written before an option). */
function fullGrid<K extends string>(keys: readonly K[], stored: unknown): Record<K, number> {
  const counts = (stored ?? {}) as Partial<Record<K, unknown>>;
  return Object.fromEntries(keys.map((k) => [k, Number(counts[k] ?? 0) || 0])) as Record<K, number>;
}

/** `count(*) filter (where column = value) as "column:value"` for each value of a list. */
function countsOf(column: string, values: readonly string[]): SQL {
  return sql.join(
    values.map(
      (v) =>
        sql`count(*) filter (where ${sql.identifier(column)} = ${v})::int as ${sql.identifier(`${column}:${v}`)}`,
    ),
    sql`, `,
  );
}

/** The non-zero counts of countsOf, largest first. */
function breakdown<V extends string>(
  row: Record<string, number>,
  column: string,
  values: readonly V[],
): [V, number][] {
  return values
    .map((v): [V, number] => [v, row[`${column}:${v}`] ?? 0])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
}

type Query = <T>(query: SQL) => Promise<T[]>;
type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** Both drivers give timestamps as Date (or text); the API sends ISO strings. */
function withIsoDates(row: Row) {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    responded_at: row.responded_at == null ? null : iso(row.responded_at),
  };
}

/** The name of a user as notes and history keep it (null when there is no such user). */
const USER_NAME = (userId: number | null) =>
  sql`(select first_name || ' ' || last_name from users_directory where id = ${userId})`;

const noteOf = (row: Row) => ({ ...row, created_at: iso(row.created_at) }) as LeadNote;

const contactRecord = (row: Row) => withIsoDates(row) as ContactRequestRecord;
const surveyRecord = (row: Row) =>
  ({
    ...withIsoDates(row),
    camera_locations: fullGrid(CAMERA_LOCATIONS, row.camera_locations),
    camera_resolutions: fullGrid(CAMERA_RESOLUTIONS, row.camera_resolutions),
    lens_types: fullGrid(LENS_TYPES, row.lens_types),
  }) as SiteSurveyRecord;

/**
 * One pass over the table, no sorting: every number is a filtered count, and the breakdowns
 * count each value of the contract's lists (the CHECK constraints allow no other).
 */
async function contactStats(all: Query): Promise<ContactStats> {
  const [row] = await all<Record<string, number>>(sql`
    select count(*)::int as total,
      count(*) filter (where created_at >= date_trunc('month', now()))::int as this_month,
      count(*) filter (where status in ('resolved', 'closed'))::int as resolved,
      count(*) filter (where priority in ('high', 'urgent'))::int as high,
      count(assigned_user_id)::int as assigned,
      count(*) filter (where service_type is null)::int as "service:",
      ${countsOf('status', CONTACT_STATUSES)}, ${countsOf('service_type', SERVICE_TYPES)},
      ${countsOf('priority', LEAD_PRIORITIES)}
    from contact_requests`);
  const r = row!;
  return {
    totalRequests: r.total!,
    newThisMonth: r.this_month!,
    resolved: r.resolved!,
    highPriority: r.high!,
    statusBreakdown: breakdown(r, 'status', CONTACT_STATUSES).map(([status, count]) => ({
      status,
      count,
    })),
    serviceBreakdown: [
      ...breakdown(r, 'service_type', SERVICE_TYPES).map(([service_type, count]) => ({
        service_type: service_type as string | null,
        count,
      })),
      ...(r['service:'] ? [{ service_type: null, count: r['service:'] }] : []),
    ].sort((a, b) => b.count - a.count),
    priorityBreakdown: breakdown(r, 'priority', LEAD_PRIORITIES).map(([priority, count]) => ({
      priority,
      count,
    })),
    assignmentStats: { assigned: r.assigned!, unassigned: r.total! - r.assigned! },
    recentRequests: (
      await all<Row>(sql`${CONTACT_SELECT} order by l.created_at desc, l.id desc limit 5`)
    ).map(contactRecord),
  };
}

async function surveyStats(all: Query): Promise<SurveyStats> {
  const [row] = await all<Record<string, number | string | null>>(sql`
    select count(*)::int as total,
      count(*) filter (where created_at >= date_trunc('month', now()))::int as this_month,
      coalesce(sum(estimated_value), 0)::bigint as value,
      round(avg(complexity_score), 1) as complexity,
      count(*) filter (where timeframe = 'asap' or priority = 'urgent')::int as urgent,
      ${countsOf('status', SURVEY_STATUSES)},
      ${countsOf('property_type', SURVEY_PROPERTY_TYPES)},
      ${countsOf('timeframe', TIMEFRAMES)}
    from site_surveys`);
  const r = row! as Record<string, number>;
  return {
    total: r.total!,
    thisMonth: r.this_month!,
    byStatus: breakdown(r, 'status', SURVEY_STATUSES).map(([status, count]) => ({
      status,
      count,
    })),
    byPropertyType: breakdown(r, 'property_type', SURVEY_PROPERTY_TYPES).map(
      ([property_type, count]) => ({ property_type, count }),
    ),
    byTimeframe: breakdown(r, 'timeframe', TIMEFRAMES).map(([timeframe, count]) => ({
      timeframe,
      count,
    })),
    totalEstimatedValue: Number(r.value),
    averageComplexity: row!.complexity == null ? 0 : Number(row!.complexity),
    urgent: r.urgent!,
    completed: r['status:completed'] ?? 0,
  };
}

/** What the SQL of each kind of lead (contract's LEAD_KINDS) is made of. */
type LeadTable<K extends LeadKind> = {
  table: SQL;
  /** Selects the API's record, the table aliased l. */
  select: SQL;
  /** The contract's sort keys, as SQL. */
  order: Record<string, SQL>;
  where: (filters: LeadFilters<K>) => SQL;
  toRecord: (row: Row) => LeadRecord<K>;
  /** Where the address the lead came from is kept. */
  email: SQL;
  /** Who sent the lead. */
  name: SQL;
  /** The column of lead_notes and lead_history that points at a lead of this kind. */
  ref: SQL;
  stats: (all: Query) => Promise<LeadStats<K>>;
};

const LEAD_TABLES: { [K in LeadKind]: LeadTable<K> } = {
  contact: {
    table: sql`contact_requests`,
    select: CONTACT_SELECT,
    order: CONTACT_ORDER,
    where: contactWhere,
    toRecord: contactRecord,
    email: sql`email`,
    name: sql`name`,
    ref: sql`contact_request_id`,
    stats: contactStats,
  },
  survey: {
    table: sql`site_surveys`,
    select: SURVEY_SELECT,
    order: SURVEY_ORDER,
    where: surveyWhere,
    toRecord: surveyRecord,
    email: sql`customer_email`,
    name: sql`customer_name`,
    ref: sql`site_survey_id`,
    stats: surveyStats,
  },
};

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;

export function createLeadsRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  const all: Query = <T>(query: SQL) => queryRows<T>(database, query);
  const records = async <K extends LeadKind>(kind: K, query: SQL) =>
    (await all<Row>(query)).map((row) => LEAD_TABLES[kind].toRecord(row));
  const countOf = async (query: SQL) => (await all<{ n: number }>(query))[0]?.n ?? 0;

  /** Stamps responded_at the first time a lead reaches one of `answered`. */
  const respondedAt = (status: string | undefined, answered: readonly string[]) =>
    status && answered.includes(status) ? sql`coalesce(responded_at, now())` : sql`responded_at`;

  /** A page, or every row a batch at a time (the CSV export), of a filtered, sorted list. */
  const listSql = <K extends LeadKind>(kind: K, filters: LeadFilters<K>, order: ListOrder) => {
    const t = LEAD_TABLES[kind];
    return sql`${t.select} ${t.where(filters)} ${orderBy(t.order, order)}`;
  };

  return {
    async counts(): Promise<{ contactRequests: number; siteSurveys: number }> {
      const [row] = await all<{ contacts: number; surveys: number }>(sql`
        select (select count(*)::int from contact_requests) as contacts,
          (select count(*)::int from site_surveys) as surveys`);
      return { contactRequests: row?.contacts ?? 0, siteSurveys: row?.surveys ?? 0 };
    },

    async newCounts(): Promise<{ contactRequests: number; siteSurveys: number }> {
      const [row] = await all<{ contacts: number; surveys: number }>(sql`
        select (select count(*)::int from contact_requests where status = 'new') as contacts,
               (select count(*)::int from site_surveys where status = 'new') as surveys`);
      return { contactRequests: row?.contacts ?? 0, siteSurveys: row?.surveys ?? 0 };
    },

    /**
     * The id the next lead of the kind would likely get: what a dropped bot submission is
     * answered with, so its reply looks like any other.
     */
    async nextId(kind: LeadKind): Promise<number> {
      const [row] = await all<{ id: number }>(
        sql`select coalesce(max(id), 0)::int + 1 as id from ${LEAD_TABLES[kind].table}`,
      );
      return row?.id ?? 1;
    },

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

    async list<K extends LeadKind>(
      kind: K,
      filters: LeadFilters<K>,
      order: ListOrder,
      limit: number,
      offset: number,
    ) {
      const t = LEAD_TABLES[kind];
      const rows = await records(
        kind,
        sql`${listSql(kind, filters, order)} limit ${limit} offset ${offset}`,
      );
      const total = await countOf(
        sql`select count(*)::int as n from ${t.table} l ${t.where(filters)}`,
      );
      return { rows, total };
    },

    /** Every row of a filtered list, a batch at a time, for the CSV export. */
    async *batches<K extends LeadKind>(
      kind: K,
      filters: LeadFilters<K>,
      order: ListOrder,
      batchSize = 1000,
    ) {
      const query = listSql(kind, filters, order);
      for (let offset = 0; ; offset += batchSize) {
        const rows = await records(kind, sql`${query} limit ${batchSize} offset ${offset}`);
        if (rows.length) yield rows;
        if (rows.length < batchSize) return;
      }
    },

    async find<K extends LeadKind>(kind: K, id: number): Promise<LeadRecord<K> | undefined> {
      return (await records(kind, sql`${LEAD_TABLES[kind].select} where l.id = ${id}`))[0];
    },

    /** What one person sent (their account's data export), newest first. */
    sentBy<K extends LeadKind>(kind: K, email: string): Promise<LeadRecord<K>[]> {
      const t = LEAD_TABLES[kind];
      return records(
        kind,
        sql`${t.select} where lower(l.${t.email}) = ${email.toLowerCase()} order by l.created_at desc`,
      );
    },

    /** Changes only the fields given, on each of `list`; answers how many rows there were. */
    async update(
      kind: LeadKind,
      list: number[],
      patch: LeadPatch,
      answered: readonly string[],
    ): Promise<number> {
      const t = LEAD_TABLES[kind];
      const set = [
        sql`updated_at = now()`,
        sql`responded_at = ${respondedAt(patch.status, answered)}`,
        patch.status === undefined ? undefined : sql`status = ${patch.status}`,
        patch.priority === undefined ? undefined : sql`priority = ${patch.priority}`,
        patch.assignedUserId === undefined
          ? undefined
          : sql`assigned_user_id = ${patch.assignedUserId}`,
      ].filter((s): s is SQL => s !== undefined);
      return countOf(sql`
        with changed as (
          update ${t.table} set ${sql.join(set, sql`, `)} where id in ${idList(list)} returning 1)
        select count(*)::int as n from changed`);
    },

    /**
     * The leads of `list` as they are, locked until the transaction ends: a change and the
     * history entry saying what it changed from cannot interleave with another one.
     */
    async lockHandling(kind: LeadKind, list: number[]): Promise<LeadHandling[]> {
      const t = LEAD_TABLES[kind];
      return all<LeadHandling>(sql`
        with locked as (
          select id, ${t.name} as name, status, assigned_user_id from ${t.table}
          where id in ${idList(list)} order by id for update)
        select l.id, l.name, l.status, l.assigned_user_id, ${ASSIGNEE_NAME} as assigned_user_name
        from locked l left join users_directory u on u.id = l.assigned_user_id
        order by l.id`);
    },

    /**
     * Writes changes to the leads' history, by `userId` (their name kept as it is now); null:
     * the shop itself (a quote's answer or expiry moved the lead).
     */
    async addHistory(kind: LeadKind, changes: LeadChange[], userId: number | null): Promise<void> {
      if (changes.length === 0) return;
      const { ref } = LEAD_TABLES[kind];
      const rows = changes.map(
        (c) =>
          sql`(${c.leadId}::int, ${c.field}, ${c.from}::text, ${c.to}::text, ${userId}::int, ${USER_NAME(userId)})`,
      );
      await ex().execute(sql`
        insert into lead_history (${ref}, field, from_value, to_value, user_id, user_name)
        values ${sql.join(rows, sql`, `)}`);
    },

    /**
     * Adds a note by `userId` (name kept as it is now) and marks the lead changed; undefined
     * when there is no such lead. The lead's row lock orders notes added at the same moment.
     */
    async addNote(
      kind: LeadKind,
      id: number,
      text: string,
      userId: number,
    ): Promise<LeadNote | undefined> {
      const t = LEAD_TABLES[kind];
      const [row] = await all<Row>(sql`
        with lead as (update ${t.table} set updated_at = now() where id = ${id} returning id)
        insert into lead_notes (${t.ref}, body, user_id, user_name)
        select lead.id, ${text}, ${userId}::int, ${USER_NAME(userId)} from lead
        returning id, body as text, user_id, user_name, created_at`);
      return row ? noteOf(row) : undefined;
    },

    /** The lead's notes, newest first. */
    async notes(kind: LeadKind, id: number): Promise<LeadNote[]> {
      return (
        await all<Row>(sql`
          select id, body as text, user_id, user_name, created_at from lead_notes
          where ${LEAD_TABLES[kind].ref} = ${id} order by created_at desc, id desc`)
      ).map(noteOf);
    },

    /**
     * The lead's changes of status and assignee, newest first: by id, the order they were
     * written in under the lead's row lock (created_at is each transaction's start, so a
     * change that waited for the lock can carry an earlier time than the one before it).
     */
    async history(kind: LeadKind, id: number): Promise<LeadHistoryEntry[]> {
      return (
        await all<Row>(sql`
          select id, field, from_value, to_value, user_id, user_name, created_at from lead_history
          where ${LEAD_TABLES[kind].ref} = ${id} order by id desc`)
      ).map((row) => ({ ...row, created_at: iso(row.created_at) }) as LeadHistoryEntry);
    },

    /** Every note of each lead of `list`, oldest first: the CSV export's notes column. */
    async notesOf(kind: LeadKind, list: number[]): Promise<Map<number, LeadNote[]>> {
      const { ref } = LEAD_TABLES[kind];
      const found = new Map<number, LeadNote[]>();
      if (list.length === 0) return found;
      const rows = await all<Row>(sql`
        select ${ref} as lead_id, id, body as text, user_id, user_name, created_at
        from lead_notes where ${ref} in ${idList(list)} order by created_at, id`);
      for (const { lead_id, ...row } of rows) {
        const leadId = lead_id as number;
        found.set(leadId, [...(found.get(leadId) ?? []), noteOf(row)]);
      }
      return found;
    },

    async remove(kind: LeadKind, list: number[]): Promise<number> {
      return countOf(sql`
        with removed as (delete from ${LEAD_TABLES[kind].table} where id in ${idList(list)} returning 1)
        select count(*)::int as n from removed`);
    },

    stats: <K extends LeadKind>(kind: K): Promise<LeadStats<K>> => LEAD_TABLES[kind].stats(all),
  };
}
