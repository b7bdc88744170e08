import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  imagesWithoutAlt,
  PAGE_CONTENT_MAX,
  PAGE_SLUGS,
  PAGE_TITLE_MAX,
  type PageSlug,
} from './content-pages.ts';

export * from './content-pages.ts';

const slugSchema = z.enum(PAGE_SLUGS as [PageSlug, ...PageSlug[]]);

/** An unknown slug is a 404 (the service says so), not a validation error. */
export const pageSlugParam = z.object({ slug: z.string().max(40) });
export const pageVersionParam = z.object({
  slug: z.string().max(40),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * PUT /api/admin/pages/{slug}, and the page editor's form: unknown fields (updatedBy, path, ...)
 * are dropped, and every picture has alt text (WCAG 1.1.1; alt="" marks a decorative one), for
 * the editor and an API client alike.
 */
export const pageUpdateSchema = z
  .object({
    title: z
      .string({ error: CONTENT_MESSAGES.titleRequired })
      .trim()
      .min(1, CONTENT_MESSAGES.titleRequired)
      .max(PAGE_TITLE_MAX, CONTENT_MESSAGES.titleTooLong),
    content: z
      .string({ error: CONTENT_MESSAGES.contentTooLong })
      .max(PAGE_CONTENT_MAX, CONTENT_MESSAGES.contentTooLong),
    published: z.boolean({ error: CONTENT_MESSAGES.publishedRequired }),
  })
  .superRefine((page, ctx) => {
    const [first] = imagesWithoutAlt(page.content);
    if (first !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: CONTENT_MESSAGES.imageAlt(first),
      });
  });
export type PageUpdate = z.infer<typeof pageUpdateSchema>;

/** The editor's Insert picture dialog: an address, and its alt text or "decorative". */
export const pageImageSchema = z
  .object({
    src: z
      .string()
      .trim()
      .max(2000, CONTENT_MESSAGES.imageSrc)
      .regex(/^(https?:\/\/\S+|\/\S*)$/i, CONTENT_MESSAGES.imageSrc),
    alt: z.string().trim().max(300, 'Alt text must be at most 300 characters'),
    decorative: z.boolean(),
  })
  .superRefine((image, ctx) => {
    if (!image.decorative && !image.alt)
      ctx.addIssue({ code: 'custom', path: ['alt'], message: CONTENT_MESSAGES.altRequired });
  });
export type PageImageInput = z.input<typeof pageImageSchema>;
export type PageImage = z.output<typeof pageImageSchema>;

/** POST /api/admin/pages/preview: what the public would get for this HTML. */
export const pagePreviewSchema = z.object({
  content: z
    .string({ error: CONTENT_MESSAGES.contentTooLong })
    .max(PAGE_CONTENT_MAX, CONTENT_MESSAGES.contentTooLong),
});
export const pagePreviewResponse = z.object({ content: z.string() });

/** GET /api/pages/{slug}: the published block, or null when the page is not published. */
export const publicPageResponse = z.object({
  slug: slugSchema,
  path: z.string(),
  /** `updatedAt`: when the block was last saved (the legal pages' "Last updated"). */
  block: z.object({ title: z.string(), content: z.string(), updatedAt: z.string() }).nullable(),
});
export type PublicPageResponse = z.infer<typeof publicPageResponse>;

export const adminPageSchema = z.object({
  slug: slugSchema,
  path: z.string(),
  title: z.string(),
  content: z.string(),
  published: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminPageSummarySchema = adminPageSchema.omit({ content: true });
export type AdminPageSummary = z.infer<typeof adminPageSummarySchema>;

export const adminPageListResponse = z.object({ pages: z.array(adminPageSummarySchema) });
export const adminPageResponse = z.object({ page: adminPageSchema });
export const pageSavedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  page: adminPageSchema,
});
export type PageSavedResponse = z.infer<typeof pageSavedResponse>;

export const pageVersionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  published: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type PageVersion = z.infer<typeof pageVersionSchema>;
export const pageVersionsResponse = z.object({ versions: z.array(pageVersionSchema) });
