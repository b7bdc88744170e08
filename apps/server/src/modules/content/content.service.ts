// The rules of this module, in words: docs/modules/content.md
import {
  CONTENT_MESSAGES,
  contentPageOf,
  isPageSlug,
  PAGE_CONTENT_MAX,
  PAGE_SLUGS,
  PAGE_VERSIONS_KEPT,
  type AdminPage,
  type AdminPageSummary,
  type PageSlug,
  type PageUpdate,
  type PageVersion,
  type PublicPageResponse,
  fieldErrors,
  STOREFRONT_BLOCK_KINDS,
  storefrontItemsSchema,
  type StorefrontBlockKind,
  type StorefrontBlocks,
  type StorefrontItem,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import { createContentRepository, type PageRow } from './content.repository.ts';
import { sanitizePageHtml } from './page-html.ts';

export type ContentService = ReturnType<typeof createContentService>;

const pageNotFound = () =>
  new DomainError('not_found', CONTENT_MESSAGES.notFound, { code: 'NOT_FOUND' });

function knownSlug(slug: string): PageSlug {
  if (!isPageSlug(slug)) throw pageNotFound();
  return slug;
}

/** A page nobody has saved yet: its name, no content, not published. */
function blankPage(slug: PageSlug): AdminPage {
  const { title, path } = contentPageOf(slug);
  return { slug, title, path, content: '', published: false, updatedAt: null, updatedBy: null };
}

const toAdminPage = (row: PageRow): AdminPage => ({
  ...blankPage(row.slug as PageSlug),
  title: row.title,
  content: row.content,
  published: row.published,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
});

/**
 * The content blocks of the five public pages. Content is sanitised before it
 * is stored, so what is stored is exactly what the public gets. A save and its version (with
 * the pruning of versions past the last 20) are one transaction.
 */
export function createContentService({ database }: { database: DatabaseHandle }) {
  const repository = createContentRepository(database);

  async function page(slug: PageSlug): Promise<AdminPage> {
    const row = await repository.find(slug);
    return row ? toAdminPage(row) : blankPage(slug);
  }

  async function save(slug: PageSlug, input: PageUpdate, userId: number): Promise<AdminPage> {
    const values = {
      slug,
      path: contentPageOf(slug).path,
      title: input.title.trim(),
      content: sanitizePageHtml(input.content),
      published: input.published,
      userId,
    };
    // Sanitising can lengthen the HTML (quoted attributes, escaped &): the stored page must
    // still fit the limit, or the editor could never save it again unchanged.
    if (values.content.length > PAGE_CONTENT_MAX) {
      throw new DomainError('validation', CONTENT_MESSAGES.contentTooLong, {
        fields: { content: CONTENT_MESSAGES.contentTooLong },
      });
    }
    await database.transaction(async () => {
      await repository.save(values);
      await repository.insertVersion(values);
      await repository.pruneVersions(slug, PAGE_VERSIONS_KEPT);
    });
    return page(slug);
  }

  async function storefrontBlocks(): Promise<StorefrontBlocks> {
    const rows = new Map((await repository.storefrontBlocks()).map((r) => [r.kind, r.items]));
    return Object.fromEntries(
      STOREFRONT_BLOCK_KINDS.map((kind) => [kind, rows.get(kind) ?? []]),
    ) as StorefrontBlocks;
  }

  return {
    sanitize: sanitizePageHtml,

    /** The team, testimonials, statistics and certifications the storefront shows. */
    storefrontBlocks,

    /** An owner's list for one block, checked against its kind's fields; [] removes it. */
    async saveStorefrontBlock(
      kind: StorefrontBlockKind,
      input: { items: unknown[] },
      userId: number,
    ): Promise<StorefrontBlocks> {
      const parsed = storefrontItemsSchema(kind).safeParse(input);
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        throw new DomainError('validation', Object.values(fields)[0]!, { fields });
      }
      await repository.saveStorefrontBlock(kind, parsed.data.items as StorefrontItem[], userId);
      return storefrontBlocks();
    },

    /** Blocks nobody saved (the demo shop's): each kind only where the owner has saved none. */
    async seedStorefrontBlocks(
      blocks: Record<StorefrontBlockKind, StorefrontItem[]>,
    ): Promise<void> {
      for (const kind of STOREFRONT_BLOCK_KINDS) {
        await repository.saveStorefrontBlock(kind, blocks[kind], null, {
          onlyIfMissing: true,
        });
      }
    },

    async publicPage(slug: string): Promise<PublicPageResponse> {
      const known = knownSlug(slug);
      const block = await repository.findPublished(known);
      return {
        slug: known,
        path: contentPageOf(known).path,
        block: block && block.content ? block : null,
      };
    },

    async list(): Promise<AdminPageSummary[]> {
      const rows = new Map((await repository.list()).map((r) => [r.slug, toAdminPage(r)]));
      return PAGE_SLUGS.map((slug) => {
        const { content: _content, ...summary } = rows.get(slug) ?? blankPage(slug);
        return summary;
      });
    },

    get: (slug: string) => page(knownSlug(slug)),

    save: (slug: string, input: PageUpdate, userId: number) => save(knownSlug(slug), input, userId),

    async versions(slug: string): Promise<PageVersion[]> {
      return repository.versions(knownSlug(slug), PAGE_VERSIONS_KEPT);
    },

    /**
     * Puts back a version's title and content as a new save (so the restore is in the history
     * too); the Published switch stays as it is now.
     */
    async restore(slug: string, versionId: number, userId: number): Promise<AdminPage> {
      const known = knownSlug(slug);
      return database.transaction(async () => {
        const version = await repository.version(known, versionId);
        if (!version) {
          throw new DomainError('not_found', CONTENT_MESSAGES.versionNotFound, {
            code: 'NOT_FOUND',
          });
        }
        const current = await page(known);
        return save(
          known,
          { title: version.title, content: version.content, published: current.published },
          userId,
        );
      });
    },
  };
}
