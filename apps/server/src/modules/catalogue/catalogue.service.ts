// The rules of this module, in words: docs/modules/catalogue.md
import {
  asCents,
  availabilityOf,
  CHECKOUT_MESSAGES,
  notEnoughForCart,
  LOW_STOCK_MAX,
  paginationOf,
  priceCeilingOf,
  SEARCH_MAX_RESULTS,
  toCents,
  toDollars,
  type Category,
  type ProductDetail,
  type ProductListQuery,
  type ProductSummary,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import {
  createCatalogueRepository,
  type ProductDetailRow,
  type ProductSummaryRow,
} from './catalogue.repository.ts';
import { imageUrl, toProductImage } from './product-images.ts';
import { toPrefixTsquery } from './search-query.ts';
import { seedEmptyCatalogue, type CatalogueSeed, type SeedProduct } from './catalogue.seed.ts';
export type { CatalogueSeed, SeedCategory, SeedProduct } from './catalogue.seed.ts';

/** Who is looking: staff see exact stock counts (docs/modules/catalogue.md#calls). */
export type Viewer = { staff: boolean };

export const CATALOGUE_MESSAGES = {
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  nothingToSearch: 'Search text must contain a letter or a digit',
  packageNotFound: 'Choose a package of this product',
} as const;

function toSummary(row: ProductSummaryRow, viewer: Viewer): ProductSummary {
  const availability = availabilityOf(row.stock);
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    price: row.quote || row.priceCents === null ? null : asCents(row.priceCents),
    quote: row.quote,
    rating: Math.round(Number(row.rating) * 10) / 10,
    reviewCount: row.reviewCount,
    availability,
    stockLeft: row.stock > 0 && row.stock <= LOW_STOCK_MAX ? row.stock : null,
    stock: viewer.staff ? row.stock : null,
    image: row.image ? toProductImage(row.image) : null,
  };
}

/** A line of the installations module's labour price list, as the offers read it. */
export type LabourLine = {
  id: number;
  name: string;
  priceCents: number;
  unit: string;
  active: boolean;
};

/** A labour line that installs one unit of a product in the shop (ADR 0044). */
export type InstallationOffer = { labourPriceId: number; name: string; priceCents: number };

/**
 * The shop's installation offers of the price list as it is now: the active lines that price
 * one unit (a call-out fee is charged once per visit, never per unit), and the active call-out
 * fee an installed order pays once (the first in the list's order).
 */
function installationOffersOf(prices: readonly LabourLine[]) {
  const perUnit = new Map<number, InstallationOffer>();
  let callOut: InstallationOffer | null = null;
  for (const p of prices) {
    if (!p.active) continue;
    const offer = { labourPriceId: p.id, name: p.name, priceCents: p.priceCents };
    if (p.unit !== 'call_out') perUnit.set(p.id, offer);
    else callOut ??= offer;
  }
  return { perUnit, callOut };
}

function toDetail(
  row: ProductDetailRow,
  viewer: Viewer,
  installation: InstallationOffer | undefined,
): ProductDetail {
  return {
    ...toSummary(row, viewer),
    features: row.features,
    specs: row.specs,
    packages: row.packages.map((p) => ({
      id: p.id,
      name: p.name,
      // A package without a price of its own is sold at the product's (the cart's price too).
      price:
        row.quote || (p.priceCents ?? row.priceCents) === null
          ? null
          : asCents((p.priceCents ?? row.priceCents)!),
      features: p.features,
    })),
    compatibleWith: row.compatibleWith,
    images: row.images.map((i) => toProductImage(i, 800)),
    installation:
      installation && !row.quote
        ? { available: true, price: asCents(installation.priceCents), name: installation.name }
        : { available: false, price: null, name: null },
    warrantyMonths: row.warrantyMonths,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** How long sitemap.xml may list a product another process archived (or miss a new one). */
export const SITEMAP_PRODUCTS_TTL_MS = 5 * 60_000;

/** What a shopper typed, as the search's tsquery; 400 when nothing in it can be searched. */
function searchOf(text: string, field = 'search') {
  const tsquery = toPrefixTsquery(text);
  if (!tsquery) {
    throw new DomainError('validation', CATALOGUE_MESSAGES.nothingToSearch, {
      fields: { [field]: CATALOGUE_MESSAGES.nothingToSearch },
    });
  }
  return { tsquery, text };
}

export function createCatalogueService({
  database,
  storage,
}: {
  database: DatabaseHandle;
  storage: FileStorage;
}) {
  const repository = createCatalogueRepository(database);
  /**
   * A list's count, price ceiling and category check change only when products are added,
   * archived or repriced: they are kept 10 s per filter (pages then cost one statement), and
   * dropped at once when this process changes the catalogue. Stock is never cached.
   */
  const counts = createTtlCache<Awaited<ReturnType<typeof repository.countProducts>>>(10_000, 1000);
  /**
   * The sitemap's products: crawlers ask often and a product's arrival or departure may show a
   * few minutes late, but at once when this process changes the catalogue.
   */
  const sitemapProducts = createTtlCache<Awaited<ReturnType<typeof repository.liveProductDates>>>(
    SITEMAP_PRODUCTS_TTL_MS,
    1,
  );
  const changed = () => {
    counts.clear();
    sitemapProducts.clear();
  };

  /**
   * The labour price list the installation option is priced from: the
   * installations module hands it in when it is built (ADR 0065); none offers no installation.
   */
  let labourPrices: () => Promise<readonly LabourLine[]> = async () => [];
  const installationOffers = async () => installationOffersOf(await labourPrices());

  return {
    /**
     * The installation option's prices as they are now: per labour line that
     * installs one unit, and the call-out fee. Read in the caller's transaction, if any.
     */
    installationOffers,
    /** Prices the installation option from this list (the installations module's). */
    offerInstallationFrom(list: () => Promise<readonly LabourLine[]>) {
      labourPrices = list;
    },

    /** A whole catalogue at once (the demo shop's), into an empty catalogue only. */
    async seedEmpty<P extends SeedProduct>(seed: CatalogueSeed<P>) {
      const result = await seedEmptyCatalogue(database, storage, seed);
      changed();
      return result;
    },

    /** Products were added, archived or repriced (the admin's product editor calls this). */
    catalogueChanged: changed,

    /** Every live product's id and last change, for sitemap.xml (cached, see above). */
    liveProductDates: () => sitemapProducts.get('live', () => repository.liveProductDates()),

    /** The URL of a stored picture in one of its widths. */
    imageUrl,

    /**
     * What the cart needs to know of a product it is asked to hold: 404 when it is not sold
     * (any more), 400 when the package is not one of its own.
     */
    async productForSale(productId: number, packageId: number | undefined) {
      const row = await repository.findWithPackage(productId, packageId);
      if (!row) throw new DomainError('not_found', CATALOGUE_MESSAGES.productNotFound);
      if (row.packageId === null) {
        throw new DomainError('validation', CATALOGUE_MESSAGES.packageNotFound, {
          fields: { packageId: CATALOGUE_MESSAGES.packageNotFound },
        });
      }
      return {
        id: row.id,
        name: row.name,
        quote: row.quote,
        stock: row.stock,
        packageId: row.packageId,
        installationLabourId: row.installationLabourId,
      };
    },

    /** For checkout, inside its transaction: false when there is not enough left. */
    /**
     * Holds the customer's products for their checkout (replacing any hold they had): each
     * product's wanted quantity must fit in its stock less what other customers hold. Joins
     * the caller's transaction; throws the refusal naming the product and what is left.
     */
    async holdStock(
      userId: number,
      wanted: { productId: number; productName: string; quantity: number }[],
      minutes: number,
    ): Promise<void> {
      await database.transaction(async () => {
        const rows = await repository.lockedStockAndHolds(
          wanted.map((w) => w.productId),
          userId,
        );
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const w of wanted) {
          const row = byId.get(w.productId);
          const available = Math.max(0, (row?.stock ?? 0) - (row?.heldByOthers ?? 0));
          if (w.quantity <= available) continue;
          const message =
            available === 0 && (row?.stock ?? 0) > 0
              ? CHECKOUT_MESSAGES.soldOutNow(w.productName)
              : notEnoughForCart(available, w.productName, w.quantity);
          throw new DomainError('conflict', message, { code: 'NOT_ENOUGH_STOCK' });
        }
        await repository.replaceHold(
          userId,
          wanted.map(({ productId, quantity }) => ({ productId, quantity })),
          minutes,
        );
      });
    },

    /** The customer's checkout ended (order placed, payment canceled, cart changed). */
    releaseHold: (userId: number) => repository.releaseHold(userId),

    /** Until when the customer's checkout holds stock; null when it holds none. */
    holdExpiresAt: (userId: number) => repository.holdExpiresAt(userId),

    deleteExpiredHolds: () => repository.deleteExpiredHolds(),

    takeStock: (productId: number, quantity: number) => repository.takeStock(productId, quantity),
    /** A quote's order: quote-only products keep no stock; archived ones still sell. */
    takeQuotedStock: (productId: number, quantity: number) =>
      repository.takeQuotedStock(productId, quantity),
    /** Live and archived products, for the dashboard and the System page. */
    productCounts: () => repository.productCounts(),
    recountProducts: () => repository.recountProducts(),
    /** Name, SKU, stock and rating for many products at once (a map by id). */
    async facts(ids: number[]) {
      const rows = await repository.facts([...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, r]));
    },
    /** An order's lines back on the shelf (untracked products only); joins the caller's transaction. */
    restock: (lines: { productId: number; quantity: number }[]) => repository.restock(lines),
    /** Products become tracked by serial, their stock their available units; joins the caller's transaction. */
    markSerialTracked: (ids: number[]) => repository.markSerialTracked(ids),
    /** One more customer rating folded into the product's average; the new average back. */
    addRating: (productId: number, rating: number) => repository.addRating(productId, rating),

    /**
     * A stored product picture by key, or null. Only the product pictures' folder: the same
     * storage keeps private files (an RMA's photos) this public route must not serve.
     */
    image: async (key: string) => (key.startsWith('products/') ? storage.get(key) : null),

    async categories(): Promise<Category[]> {
      return repository.listCategories();
    },

    /**
     * A page of live products: the count and the page, two statements. With `search`, only
     * the matches (words or the start of a SKU), ranked unless another sort is asked for.
     */
    async products(query: ProductListQuery, viewer: Viewer) {
      const filter = {
        search: query.search === undefined ? undefined : searchOf(query.search),
        categoryId: query.category,
        minPriceCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
        maxPriceCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
      };
      const { total, highestPriceCents, categoryExists } = await counts.get(
        JSON.stringify(filter),
        () => repository.countProducts(filter),
      );
      if (!categoryExists) throw new DomainError('not_found', CATALOGUE_MESSAGES.categoryNotFound);
      const rows = await repository.listProducts(
        filter,
        query.sort,
        query.limit,
        (query.page - 1) * query.limit,
      );
      return {
        success: true as const,
        products: rows.map((r) => toSummary(r, viewer)),
        pagination: paginationOf(query.page, query.limit, total),
        priceCeiling: priceCeilingOf(
          highestPriceCents === null ? null : toDollars(highestPriceCents),
        ),
      };
    },

    async product(id: number, viewer: Viewer): Promise<ProductDetail> {
      const row = await repository.findProduct(id);
      if (!row) throw new DomainError('not_found', CATALOGUE_MESSAGES.productNotFound);
      // Only a product that names a labour line pays for reading the price list.
      const offer =
        row.installationLabourId === null
          ? undefined
          : (await installationOffers()).perUnit.get(row.installationLabourId);
      return toDetail(row, viewer, offer);
    },

    async inStock(id: number, quantity: number): Promise<boolean> {
      const row = await repository.findStock(id);
      if (!row) throw new DomainError('not_found', CATALOGUE_MESSAGES.productNotFound);
      return !row.quote && row.stock >= quantity;
    },

    async search(q: string, page: number, limit: number, viewer: Viewer) {
      const { tsquery } = searchOf(q, 'q');
      const rows = await repository.search(
        tsquery,
        q,
        SEARCH_MAX_RESULTS,
        limit,
        (page - 1) * limit,
      );
      // The rows say how many matched; only a page past the end (or nothing found) counts.
      const matched =
        rows[0]?.candidates ??
        (page > 1 ? await repository.countSearch(tsquery, SEARCH_MAX_RESULTS) : 0);
      return {
        success: true as const,
        query: q,
        products: rows.map((r) => toSummary(r, viewer)),
        pagination: paginationOf(page, limit, Math.min(matched, SEARCH_MAX_RESULTS)),
        truncated: matched > SEARCH_MAX_RESULTS,
      };
    },

    /** Whether any product is installed with this labour price (it is then kept). */
    installedWith: (labourPriceId: number) => repository.installedWith(labourPriceId),
  };
}
