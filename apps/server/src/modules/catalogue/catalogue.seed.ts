import type { DatabaseHandle } from '@shop/db';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { forEachConcurrently } from '../../lib/concurrency.ts';
import { storeSquareImage, type StoredImage } from './product-images.ts';

export type SeedCategory = { slug: string; name: string; description: string };

export type SeedProduct = {
  sku: string;
  name: string;
  /** The slug of one of the seed's categories. */
  categorySlug: string;
  description: string;
  /** null: a quote-only product ("Request a Quote"). */
  priceCents: number | null;
  stock: number;
  rating: number;
  reviewCount: number;
  features: string[];
  specs: Record<string, string>;
  /** The warranty a unit is sold with, in months; absent: the shop's default (12). */
  warrantyMonths?: number;
  packages: { name: string; priceCents: number | null; features: string[] }[];
  /** SKUs of the seed's other products; one the seed does not hold is left out. */
  compatibleWith: string[];
};

/**
 * A whole catalogue given at once, in the order it is featured. `picture` draws a product's
 * one picture (an SVG or an image) and `render` makes the WebP of a width from it; without
 * them the products have no pictures.
 */
export type CatalogueSeed<P extends SeedProduct = SeedProduct> = {
  categories: readonly SeedCategory[];
  products: readonly P[];
  pictures?: {
    draw: (product: P) => string | Buffer;
    render: (source: string | Buffer, width: number) => Promise<Buffer>;
  };
};

/**
 * A catalogue into an empty catalogue only, so it never touches a shop's own products.
 * Pictures are drawn and stored first, outside the transaction (the storage may be a bucket
 * elsewhere); then every row goes in one transaction, under an advisory lock so two instances
 * starting together seed once.
 */
export async function seedEmptyCatalogue<P extends SeedProduct>(
  database: DatabaseHandle,
  storage: FileStorage,
  seed: CatalogueSeed<P>,
): Promise<{ seeded: boolean; products: number }> {
  const repository = createCatalogueRepository(database);
  if ((await repository.countProductsAll()) > 0) return { seeded: false, products: 0 };

  const pictures = new Map<string, StoredImage>();
  if (seed.pictures) {
    const { draw, render } = seed.pictures;
    // Two at a time: a picture's WebP is encoded on one core, so a first start on two cores
    // draws the demo's 59 in half the time.
    await forEachConcurrently(seed.products, 2, async (product) => {
      pictures.set(product.sku, await storeSquareImage(storage, draw(product), render));
    });
  }

  return database.transaction(async () => {
    await repository.lockForSeeding();
    if ((await repository.countProductsAll()) > 0) return { seeded: false, products: 0 };
    const categoryIds = new Map<string, number>();
    for (const [position, category] of seed.categories.entries()) {
      const { slug, name, description } = category;
      const row = await repository.insertCategory({ slug, name, description, position });
      categoryIds.set(slug, row.id);
    }
    const productIds = new Map<string, number>();
    for (const [rank, p] of seed.products.entries()) {
      const id = await repository.insertProduct({
        sku: p.sku,
        name: p.name,
        categoryId: categoryIds.get(p.categorySlug)!,
        description: p.description,
        quote: p.priceCents === null,
        priceCents: p.priceCents,
        stock: p.stock,
        rating: p.rating,
        reviewCount: p.reviewCount,
        features: p.features,
        specs: p.specs,
        ...(p.warrantyMonths === undefined ? {} : { warrantyMonths: p.warrantyMonths }),
        featuredRank: rank + 1,
      });
      productIds.set(p.sku, id);
      await repository.insertPackages(
        p.packages.map((k, position) => ({
          productId: id,
          position,
          name: k.name,
          priceCents: k.priceCents,
          features: k.features,
        })),
      );
      const picture = pictures.get(p.sku);
      if (picture) {
        await repository.insertImages([{ productId: id, position: 0, alt: p.name, ...picture }]);
      }
    }
    await repository.insertCompatibility(
      seed.products.flatMap((p) =>
        p.compatibleWith
          .filter((sku) => productIds.has(sku))
          .map((sku) => ({
            productId: productIds.get(p.sku)!,
            compatibleProductId: productIds.get(sku)!,
          })),
      ),
    );
    return { seeded: true, products: seed.products.length };
  });
}
