import { z } from 'zod';

/**
 * The storefront's team, testimonials, statistics and certifications: each a list
 * the owner edits in the back office (an empty list removes the block). Each kind names its
 * fields, their labels and their longest text; the form and the server share them.
 */
export const STOREFRONT_BLOCKS = {
  team: {
    title: 'Team',
    fields: [
      { key: 'name', label: 'Name', max: 80 },
      { key: 'role', label: 'Role', max: 80 },
      { key: 'bio', label: 'About', max: 300, multiline: true },
    ],
  },
  testimonials: {
    title: 'Testimonials',
    fields: [
      { key: 'quote', label: 'Quote', max: 600, multiline: true },
      { key: 'name', label: 'Name', max: 80 },
      { key: 'context', label: 'Who they are', max: 120 },
    ],
  },
  stats: {
    title: 'Statistics',
    fields: [
      { key: 'value', label: 'Figure', max: 20 },
      { key: 'label', label: 'What it counts', max: 80 },
    ],
  },
  certifications: {
    title: 'Certifications',
    fields: [
      { key: 'title', label: 'Title', max: 80 },
      { key: 'text', label: 'Text', max: 300, multiline: true },
    ],
  },
} as const satisfies Record<
  string,
  {
    title: string;
    fields: readonly { key: string; label: string; max: number; multiline?: boolean }[];
  }
>;

export type StorefrontBlockKind = keyof typeof STOREFRONT_BLOCKS;
export const STOREFRONT_BLOCK_KINDS = Object.keys(STOREFRONT_BLOCKS) as StorefrontBlockKind[];
export const STOREFRONT_BLOCK_MAX_ITEMS = 12;

export const STOREFRONT_BLOCK_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  tooMany: `At most ${STOREFRONT_BLOCK_MAX_ITEMS} entries`,
  unknownKind: 'Unknown block',
  saved: (title: string) => `${title} saved`,
  saveFailed: 'Failed to save the block',
  loadFailed: 'Failed to load the storefront blocks. Please try again.',
} as const;

export type StorefrontItem = Record<string, string>;

/** The items of one kind: every field required, trimmed, at most its length. */
export function storefrontItemsSchema(kind: StorefrontBlockKind) {
  const shape = Object.fromEntries(
    STOREFRONT_BLOCKS[kind].fields.map((f) => [
      f.key,
      z
        .string({ error: STOREFRONT_BLOCK_MESSAGES.required(f.label) })
        .trim()
        .min(1, { error: STOREFRONT_BLOCK_MESSAGES.required(f.label) })
        .max(f.max, { error: STOREFRONT_BLOCK_MESSAGES.tooLong(f.label, f.max) }),
    ]),
  );
  return z.object({
    items: z
      .array(z.object(shape))
      .max(STOREFRONT_BLOCK_MAX_ITEMS, { error: STOREFRONT_BLOCK_MESSAGES.tooMany }),
  });
}

/** PUT /api/admin/storefront-blocks/{kind}: any kind's items (the service checks the kind's). */
export const storefrontBlockUpdateSchema = z.object({
  items: z.array(z.record(z.string(), z.unknown())).max(STOREFRONT_BLOCK_MAX_ITEMS, {
    error: STOREFRONT_BLOCK_MESSAGES.tooMany,
  }),
});

export const storefrontKindParam = z.object({
  kind: z.enum(STOREFRONT_BLOCK_KINDS as [StorefrontBlockKind, ...StorefrontBlockKind[]], {
    error: STOREFRONT_BLOCK_MESSAGES.unknownKind,
  }),
});

/** GET /api/storefront-blocks: every kind's items (empty: the block is not shown). */
export const storefrontBlocksSchema = z.object(
  Object.fromEntries(
    STOREFRONT_BLOCK_KINDS.map((k) => [k, z.array(z.record(z.string(), z.string()))]),
  ) as Record<StorefrontBlockKind, z.ZodArray<z.ZodRecord<z.ZodString, z.ZodString>>>,
);
export type StorefrontBlocks = z.infer<typeof storefrontBlocksSchema>;
