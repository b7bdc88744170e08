import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type ExecutorSource } from '@shop/db';

export type PageRow = {
  slug: string;
  title: string;
  path: string;
  content: string;
  published: boolean;
  updatedAt: string;
  updatedBy: string | null;
};

export type VersionRow = {
  id: number;
  title: string;
  content: string;
  published: boolean;
  createdAt: string;
  createdBy: string | null;
};

/** One save of a page: the page's row and the version it adds record the same. */
export type PageSave = {
  slug: string;
  path: string;
  title: string;
  content: string;
  published: boolean;
  userId: number;
};

const iso = (value: unknown) => new Date(value as string).toISOString();
const toVersion = (row: VersionRow): VersionRow => ({
  ...row,
  id: Number(row.id),
  createdAt: iso(row.createdAt),
});

/** The name of `u` (a users_directory row), null when it has none. */
const userName = sql`nullif(trim(u.first_name || ' ' || u.last_name), '')`;

/** Queries run on the open transaction of the caller, or the root database outside one. */
export function createContentRepository(database: ExecutorSource) {
  const run = <T>(query: SQL) => queryRows<T>(database, query);

  const selectPages = sql`
    select p.slug, p.title, p.path, p.content, p.published, p.updated_at as "updatedAt",
           ${userName} as "updatedBy"
    from content_pages p left join users_directory u on u.id = p.updated_by`;
  const toPage = (row: PageRow): PageRow => ({ ...row, updatedAt: iso(row.updatedAt) });

  return {
    async list(): Promise<PageRow[]> {
      const rows = await run<PageRow>(selectPages);
      return rows.map(toPage);
    },

    async find(slug: string): Promise<PageRow | undefined> {
      const [row] = await run<PageRow>(sql`${selectPages} where p.slug = ${slug}`);
      return row && toPage(row);
    },

    /** What the public may see: the content of a published page, nothing of a draft. */
    async findPublished(
      slug: string,
    ): Promise<{ title: string; content: string; updatedAt: string } | undefined> {
      const [row] = await run<{ title: string; content: string; updatedAt: string }>(sql`
        select title, content, updated_at as "updatedAt" from content_pages
        where slug = ${slug} and published`);
      return row && { ...row, updatedAt: iso(row.updatedAt) };
    },

    /** Writes the page (the row is made if the seed's row is missing) and locks it. */
    async save(values: PageSave): Promise<void> {
      await run(sql`
        insert into content_pages (slug, title, path, content, published, updated_at, updated_by)
        values (${values.slug}, ${values.title}, ${values.path}, ${values.content},
                ${values.published}, now(), ${values.userId})
        on conflict (slug) do update set
          title = excluded.title, content = excluded.content, published = excluded.published,
          updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
    },

    /** The save as a version, with the editor's name as it is now (kept if the user goes). */
    async insertVersion(values: Omit<PageSave, 'path'>): Promise<void> {
      await run(sql`
        insert into content_page_versions
          (slug, title, content, published, created_by, created_by_name)
        select ${values.slug}, ${values.title}, ${values.content}, ${values.published},
               u.id, ${userName}
        from (select ${values.userId}::int as id) who left join users_directory u on u.id = who.id`);
    },

    /** Keeps the newest `keep` versions of the page (an index range on (slug, id)). */
    async pruneVersions(slug: string, keep: number): Promise<void> {
      await run(sql`
        delete from content_page_versions
        where slug = ${slug} and id < (
          select min(id) from (
            select id from content_page_versions where slug = ${slug}
            order by id desc limit ${keep}
          ) newest
        )`);
    },

    async versions(slug: string, limit: number): Promise<VersionRow[]> {
      const rows = await run<VersionRow>(sql`
        select v.id, v.title, v.content, v.published, v.created_at as "createdAt",
               coalesce(${userName}, v.created_by_name) as "createdBy"
        from content_page_versions v left join users_directory u on u.id = v.created_by
        where v.slug = ${slug}
        order by v.id desc
        limit ${limit}`);
      return rows.map(toVersion);
    },

    async version(slug: string, id: number): Promise<VersionRow | undefined> {
      const [row] = await run<VersionRow>(sql`
        select id, title, content, published, created_at as "createdAt", created_by_name as "createdBy"
        from content_page_versions where slug = ${slug} and id = ${id}`);
      return row && toVersion(row);
    },

    /** Every storefront block that has a row: kind -> items. */
    async storefrontBlocks(): Promise<{ kind: string; items: Record<string, string>[] }[]> {
      return run(sql`select kind, items from storefront_blocks`);
    },

    /** Writes a block's items; `onlyIfMissing` leaves a block the owner has saved alone. */
    async saveStorefrontBlock(
      kind: string,
      items: Record<string, string>[],
      userId: number | null,
      { onlyIfMissing = false } = {},
    ): Promise<void> {
      await run(sql`
        insert into storefront_blocks (kind, items, updated_at, updated_by)
        values (${kind}, ${JSON.stringify(items)}::jsonb, now(), ${userId})
        on conflict (kind) ${
          onlyIfMissing
            ? sql`do nothing`
            : sql`do update set items = excluded.items, updated_at = now(),
                updated_by = excluded.updated_by`
        }`);
    },
  };
}
