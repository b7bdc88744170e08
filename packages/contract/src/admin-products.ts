import { z } from 'zod';
import { money } from './money-schema.ts';
import { AVAILABILITIES, MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from './catalogue-rules.ts';
import { idParam, pageQuery, paginationSchema, productImageSchema } from './catalogue.ts';
import { MAX_WARRANTY_MONTHS, WARRANTY_SPEC_KEY } from './returns-rules.ts';

/**
 * The admin product list and the product form (docs/modules/catalogue.md). The messages are the
 * spec's own where it gives them.
 */
export const PRODUCT_FORM_MESSAGES = {
  required: 'Please fill out all required fields: Name and Price are required',
  image: 'Please upload an image',
  features: 'Please add at least 4 features',
  // The spec's text; the rule counts characters (docs/modules/catalogue.md#rules).
  description: 'Description must be at least 10 words',
  price: 'Price must be a number',
  stock: 'Stock must be a whole number',
  packagePrice: 'Package price must be a number',
  category: 'Please choose a category',
  categoryNotFound: 'Category not found',
  compatibleNotFound: 'Compatible product not found',
  badJson: 'This field must be valid JSON',
  imageUrl: 'Choose a picture the shop already serves (/api/images/...)',
  loadFailed: 'Failed to load data. Please try again.',
  saveFailed: 'Failed to save product: ',
  categoryName: 'Category name is required',
  categoryTaken: 'A category with this name already exists',
  sku: 'SKU may use letters, digits and - _ . / (it starts with a letter or digit, at most 40 characters)',
  skuTaken: 'Another product already has this SKU',
  changedElsewhere:
    'This product was changed by someone else since you opened it. Reload to see the changes.',
  installation: 'Choose an active installation line of the labour price list, or None',
  warrantyMonths: `Warranty must be a whole number of months from 0 to ${MAX_WARRANTY_MONTHS}`,
  serialTracked: 'Tracked by serial number must be yes or no',
  warrantySpec:
    'The warranty is set in the Warranty (months) field, not as a specification: remove the Warranty row',
  unitsOnShelf: (count: number) =>
    `${count === 1 ? 'One unit' : `${count} units`} of this product ${count === 1 ? 'is' : 'are'} on the shelves: sell, move out or void ${count === 1 ? 'it' : 'them'} before the product stops being tracked by serial number`,
} as const;

export const PRODUCT_LIST_MESSAGES = {
  loadFailed: 'Failed to load products data. Please try again later.',
  deleteFailed: 'Failed to delete product. Please try again.',
  empty: 'No products found. Try adjusting your search or filters.',
  confirmTitle: 'Are you sure?',
  confirmText: 'This action cannot be undone.',
  deleted: 'Product deleted',
  archived: 'The product appears in orders, so it was archived instead: it left the shop.',
  restored: 'Product restored',
  truncated: 'More than 1,000 products match: the first 1,000 found are listed. Refine the search.',
} as const;

/** Pictures one request may upload (the form's one, or the images dialog's several). */
export const MAX_UPLOAD_FILES = 10;

export const IMAGE_MESSAGES = {
  notAnImage: 'Upload a JPEG, PNG or WebP picture (other files, SVG included, are refused)',
  tooLarge: 'The picture is larger than 10 MB',
  tooManyPixels: 'The picture has too many pixels (at most 50 megapixels)',
  unreadable: 'The picture could not be read',
  lastImage: 'A product keeps at least one picture: upload another before deleting this one',
  order: 'The order must list each picture of the product once',
  imageNotFound: 'Picture not found',
  noFile: 'Choose a picture to upload',
  tooMany: `Upload at most ${MAX_UPLOAD_FILES} pictures at once`,
} as const;

export const PRODUCT_FEATURES_MIN = 4;
export const PRODUCT_DESCRIPTION_MIN = 10;
export const COMPATIBLE_SEARCH_MIN = 2;
export const DEFAULT_SPEC_KEYS = [
  'resolution',
  'sensorType',
  'lensType',
  'nightVision',
  'dimensions',
] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 50_000_000;
export const MAX_PRODUCT_IMAGES = 20;

export const ADMIN_PRODUCT_SORTS = [
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export const ADMIN_PRODUCT_SORT_LABELS: Record<AdminProductSort, string> = {
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  'price-asc': 'Price (Low to High)',
  'price-desc': 'Price (High to Low)',
  'stock-asc': 'Stock (Low to High)',
  'stock-desc': 'Stock (High to Low)',
};
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const adminProductsQuery = z.object({
  page: pageQuery.shape.page,
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .min(1, { error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .max(MAX_PAGE_SIZE, { error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .default(ADMIN_PRODUCTS_PAGE_SIZE),
  sort: z
    .enum(ADMIN_PRODUCT_SORTS, { error: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` })
    .default('name-asc'),
  category: z.preprocess(emptyToUndefined, idParam('category').shape.id.optional()),
  search: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, {
        error: `Search text must be at most ${SEARCH_MAX_LENGTH} characters`,
      })
      .optional(),
  ),
  /** Archived products only (the Show Archived filter). */
  archived: z
    .enum(['true', 'false'], { error: 'archived must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;
export type AdminProductsQueryInput = z.input<typeof adminProductsQuery>;

/**
 * Where a product is normally shelved (null: "No Location"), with
 * The badge (docs/modules/catalogue.md#rules).
 */
export const defaultLocationSchema = z.object({
  zone: z.string(),
  aisle: z.string().nullable(),
  rack: z.string().nullable(),
  shelf: z.string().nullable(),
  locationCode: z.string(),
  badge: z.enum(['active', 'inactive', 'full', 'location_inactive']),
});

export const adminProductSummarySchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  price: money.nullable(),
  quote: z.boolean(),
  stock: z.number().int(),
  status: z.enum(AVAILABILITIES),
  defaultLocation: defaultLocationSchema.nullable(),
  image: productImageSchema.nullable(),
  archived: z.boolean(),
  /** The warranty a unit is sold with, in months (0: none). */
  warrantyMonths: z.number().int(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

export const adminProductsResponse = z.object({
  success: z.literal(true),
  products: z.array(adminProductSummarySchema),
  pagination: paginationSchema,
  /** A search matched more than SEARCH_MAX_RESULTS: only that many were sorted and paged. */
  truncated: z.boolean(),
});
export type AdminProductsResponse = z.infer<typeof adminProductsResponse>;

export const adminImageSchema = productImageSchema.extend({
  id: z.number().int(),
  position: z.number().int(),
});
export type AdminImage = z.infer<typeof adminImageSchema>;

export const adminImagesResponse = z.object({
  success: z.literal(true),
  images: z.array(adminImageSchema),
});
export type AdminImagesResponse = z.infer<typeof adminImagesResponse>;

/** PUT /api/admin/products/{id}/images: the pictures' new order; the first is the main one. */
export const imageOrderSchema = z.object({
  order: z
    .array(z.number().int().positive(), { error: IMAGE_MESSAGES.order })
    .min(1, { error: IMAGE_MESSAGES.order })
    .max(MAX_PRODUCT_IMAGES, { error: IMAGE_MESSAGES.order }),
});

export const imageIdParams = z.object({
  id: idParam('product id').shape.id,
  imageId: idParam('image id').shape.id,
});

/** The product as the form edits it (GET /api/admin/products/{id}). */
export const adminProductDetailSchema = adminProductSummarySchema
  .omit({ status: true, defaultLocation: true, image: true })
  .extend({
    description: z.string(),
    features: z.array(z.string()),
    specs: z.record(z.string(), z.string()),
    packages: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        price: money.nullable(),
        features: z.array(z.string()),
      }),
    ),
    compatibleWith: z.array(z.string()),
    images: z.array(adminImageSchema),
    /**
     * The row's version (its last change, to the microsecond). The form sends it back with an
     * update; a product changed since (another admin, or a checkout taking stock) answers 409
     * instead of being overwritten.
     */
    version: z.string(),
    /**
     * Kept as serial-numbered units (set on the form): its stock is the count of its
     * available units, not typed (ADR 0059).
     */
    serialTracked: z.boolean(),
    /** The labour line that installs one unit in the shop; null: no installation. */
    installationLabourId: z.number().int().nullable(),
  });
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;
export const adminProductResponse = z.object({
  success: z.literal(true),
  product: adminProductDetailSchema,
});

/**
 * The form's Installation choices: the labour price list's active lines that price
 * one unit, with their price.
 */
export const installationOptionsResponse = z.object({
  success: z.literal(true),
  options: z.array(z.object({ id: z.number().int(), name: z.string(), price: money })),
});
export type InstallationOptionsResponse = z.infer<typeof installationOptionsResponse>;

export const deleteProductResponse = z.object({
  success: z.literal(true),
  /** true: the product appears in orders and was archived instead of deleted. */
  archived: z.boolean(),
  message: z.string(),
});

export const newCategorySchema = z.object({
  name: z
    .string({ error: PRODUCT_FORM_MESSAGES.categoryName })
    .trim()
    .min(1, { error: PRODUCT_FORM_MESSAGES.categoryName })
    .max(60, { error: 'Category name must be at most 60 characters' }),
});
export const categoryCreatedResponse = z.object({
  success: z.literal(true),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});

// ---------------------------------------------------------------------------------------
// The product form's fields (multipart text fields; lists arrive as JSON text,
// docs/modules/catalogue.md#calls).

/**
 * An SKU an owner may type: letters, digits and the separators the shop's search splits on,
 * starting with a letter or digit. Stored in capitals: the SKU searches compare in capitals,
 * and "cam-1" and "CAM-1" are one SKU.
 */
export const SKU_MAX_LENGTH = 40;
export const SKU_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._/-]{0,${SKU_MAX_LENGTH - 1}}$`);

/** "Price, stock and package price accept only empty or numeric text." */
export const NUMERIC_TEXT = /^\s*(\d+(\.\d*)?|\.\d+)?\s*$/;

const jsonText = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return Symbol.for('bad-json');
    }
  }, inner.optional());

const textList = z.array(
  z.string().max(500, { error: 'Each entry must be at most 500 characters' }),
  {
    error: PRODUCT_FORM_MESSAGES.badJson,
  },
);

const specsInput = z.union(
  [
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String)),
    z.array(
      z.object({ key: z.string(), value: z.union([z.string(), z.number()]).transform(String) }),
    ),
    z.array(z.tuple([z.string(), z.union([z.string(), z.number()]).transform(String)])),
  ],
  { error: PRODUCT_FORM_MESSAGES.badJson },
);

const packageInput = z.object({
  /** The package being edited (update); absent for a new one. */
  id: z.coerce.number().int().positive().optional().catch(undefined),
  name: z.string().max(120).optional().default(''),
  price: z.union([z.string(), z.number(), z.null()]).optional(),
  features: textList.optional().default([]),
});

/** A checkbox as a form sends it. */
const BOOLEAN_TEXT = /^(1|0|true|false)$/;

/** Money text of the form, or the empty string: cents, null (empty), or NaN (not numeric). */
export function parseMoneyText(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const text = String(value);
  if (!NUMERIC_TEXT.test(text) || text.trim() === '') return text.trim() === '' ? null : NaN;
  const n = Number(text);
  return n > 10_000_000 ? NaN : Math.round(n * 100);
}

/**
 * The form's fields as the server reads them. Blank features, specs with a blank key or value, blank
 * compatible products and blank package features are dropped; a nameless package is saved as
 * 'Package' (docs/modules/catalogue.md#rules).
 */
export const productFormSchema = z
  .object({
    name: z.string().trim().max(200, { error: 'Name must be at most 200 characters' }).default(''),
    /** Blank: a new product gets a generated one, an edited product keeps its own. */
    sku: z.string().max(200, { error: PRODUCT_FORM_MESSAGES.sku }).default(''),
    price: z.string().default(''),
    category: z.string().default(''),
    description: z.string().max(20_000, { error: 'Description is too long' }).default(''),
    stock: z.string().default(''),
    quote: z.string().default(''),
    imageUrl: z.string().max(300).default(''),
    version: z.string().max(40).default(''),
    /** A labour price's id, '' for none; absent (an API client), an update keeps it. */
    installationLabourId: z.string().max(12).optional(),
    /** Whole months, 0 to MAX_WARRANTY_MONTHS; absent (an API client): a new product gets the
     * default, an update keeps the product's. */
    warrantyMonths: z.string().max(12).optional(),
    /** 'true'/'1' or 'false'/'0'; absent (an API client): a new product is not tracked, an
     * update keeps the product's choice. */
    serialTracked: z.string().max(5).optional(),
    features: jsonText(textList.max(50, { error: 'At most 50 features' })),
    specs: jsonText(specsInput),
    compatibleWith: jsonText(
      z
        .array(z.union([z.string().max(200), z.number().int()]), {
          error: PRODUCT_FORM_MESSAGES.badJson,
        })
        .max(50, { error: 'At most 50 compatible products' }),
    ),
    packages: jsonText(
      z.array(packageInput, { error: PRODUCT_FORM_MESSAGES.badJson }).max(20, {
        error: 'At most 20 packages',
      }),
    ),
  })
  .superRefine((f, ctx) => {
    const quote = f.quote === '1' || f.quote === 'true';
    const price = parseMoneyText(f.price);
    if (!f.name || (price === null && !quote)) {
      ctx.addIssue({
        code: 'custom',
        path: [!f.name ? 'name' : 'price'],
        message: PRODUCT_FORM_MESSAGES.required,
      });
    }
    if (Number.isNaN(price))
      ctx.addIssue({ code: 'custom', path: ['price'], message: PRODUCT_FORM_MESSAGES.price });
    if (f.sku.trim() !== '' && !SKU_PATTERN.test(f.sku.trim()))
      ctx.addIssue({ code: 'custom', path: ['sku'], message: PRODUCT_FORM_MESSAGES.sku });
    const labour = f.installationLabourId?.trim();
    if (labour && (!/^\d{1,9}$/.test(labour) || Number(labour) < 1))
      ctx.addIssue({
        code: 'custom',
        path: ['installationLabourId'],
        message: PRODUCT_FORM_MESSAGES.installation,
      });
    const warranty = f.warrantyMonths?.trim();
    if (
      warranty !== undefined &&
      (!/^\d{1,3}$/.test(warranty) || Number(warranty) > MAX_WARRANTY_MONTHS)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['warrantyMonths'],
        message: PRODUCT_FORM_MESSAGES.warrantyMonths,
      });
    // One warranty per product: the term field, which the specifications then show.
    const specKeys = !f.specs
      ? []
      : Array.isArray(f.specs)
        ? f.specs.map((s) => (Array.isArray(s) ? s[0] : s.key))
        : Object.keys(f.specs);
    if (specKeys.some((k) => k.trim().toLowerCase() === WARRANTY_SPEC_KEY.toLowerCase()))
      ctx.addIssue({
        code: 'custom',
        path: ['specs'],
        message: PRODUCT_FORM_MESSAGES.warrantySpec,
      });
    if (f.serialTracked !== undefined && !BOOLEAN_TEXT.test(f.serialTracked.trim()))
      ctx.addIssue({
        code: 'custom',
        path: ['serialTracked'],
        message: PRODUCT_FORM_MESSAGES.serialTracked,
      });
    if (f.stock.trim() !== '' && !/^\s*\d+\s*$/.test(f.stock))
      ctx.addIssue({ code: 'custom', path: ['stock'], message: PRODUCT_FORM_MESSAGES.stock });
    if (f.stock.trim() !== '' && Number(f.stock) > 2_000_000_000)
      ctx.addIssue({ code: 'custom', path: ['stock'], message: PRODUCT_FORM_MESSAGES.stock });
    if (!/^\d{1,9}$/.test(f.category.trim()) || Number(f.category) < 1)
      ctx.addIssue({ code: 'custom', path: ['category'], message: PRODUCT_FORM_MESSAGES.category });
    if (f.description.trim().length < PRODUCT_DESCRIPTION_MIN)
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: PRODUCT_FORM_MESSAGES.description,
      });
    const features = (f.features ?? []).filter((s) => s.trim() !== '');
    if (features.length < PRODUCT_FEATURES_MIN)
      ctx.addIssue({ code: 'custom', path: ['features'], message: PRODUCT_FORM_MESSAGES.features });
    (f.packages ?? []).forEach((p, i) => {
      if (Number.isNaN(parseMoneyText(p.price)))
        ctx.addIssue({
          code: 'custom',
          path: ['packages', i, 'price'],
          message: PRODUCT_FORM_MESSAGES.packagePrice,
        });
    });
  })
  .transform((f) => {
    const quote = f.quote === '1' || f.quote === 'true';
    const specsList: [string, string][] = !f.specs
      ? []
      : Array.isArray(f.specs)
        ? f.specs.map(
            (s) => (Array.isArray(s) ? [s[0], s[1]] : [s.key, s.value]) as [string, string],
          )
        : Object.entries(f.specs);
    return {
      name: f.name,
      sku: f.sku.trim().toUpperCase() || null,
      priceCents: parseMoneyText(f.price),
      categoryId: Number(f.category),
      description: f.description.trim(),
      stock: f.stock.trim() === '' ? 0 : Number(f.stock),
      quote,
      imageUrl: f.imageUrl.trim(),
      /** Blank: an API client that does not ask for the check (the form always sends it). */
      version: f.version.trim() || null,
      installationLabourId:
        f.installationLabourId === undefined
          ? undefined
          : f.installationLabourId.trim() === ''
            ? null
            : Number(f.installationLabourId),
      warrantyMonths: f.warrantyMonths === undefined ? undefined : Number(f.warrantyMonths.trim()),
      serialTracked:
        f.serialTracked === undefined ? undefined : /^(1|true)$/.test(f.serialTracked.trim()),
      features: (f.features ?? []).map((s) => s.trim()).filter(Boolean),
      specs: Object.fromEntries(
        specsList
          .map(([k, v]) => [k.trim(), v.trim()] as const)
          .filter(([k, v]) => k !== '' && v !== ''),
      ),
      compatibleWith: (f.compatibleWith ?? [])
        .map((c) => (typeof c === 'number' ? c : c.trim()))
        .filter((c) => c !== ''),
      packages: (f.packages ?? []).map((p) => ({
        id: p.id,
        name: p.name.trim() || 'Package',
        priceCents: parseMoneyText(p.price),
        features: p.features.map((s) => s.trim()).filter(Boolean),
      })),
    };
  });
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

export const productSavedResponse = z.object({
  success: z.literal(true),
  product: adminProductDetailSchema,
});
