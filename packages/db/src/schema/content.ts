import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * The content block of each of the five public pages (docs/modules/content.md#rules). `content` is
 * HTML already sanitised by the server; what the public sees is `content` while `published`
 * is true, nothing otherwise (docs/decisions/0015-content-pages.md).
 */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  path: text('path').notNull(),
  published: boolean('published').notNull().default(false),
  content: text('content').notNull().default(''),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Every save of a page, the last 20 per page kept (older ones are pruned by the save). */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    published: boolean('published').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when saved, so the history still says who after the account goes. */
    createdByName: text('created_by_name'),
  },
  (t) => [
    foreignKey({ columns: [t.slug], foreignColumns: [contentPages.slug] }).onDelete('cascade'),
    index('content_page_versions_slug_idx').on(t.slug, t.id),
  ],
);

/**
 * The storefront's team, testimonials, statistics and certifications: the owner's
 * own, edited in the back office; seeded with the demo shop's in demo mode only. An empty
 * list (or no row) shows nothing.
 */
export const storefrontBlocks = pgTable('storefront_blocks', {
  kind: text('kind').primaryKey(),
  items: jsonb('items').$type<Record<string, string>[]>().notNull().default([]),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
