import type { DatabaseHandle } from '@shop/db';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from './demo-catalogue.ts';
import { drawProductSvg, renderProductWebp } from './product-art.ts';
import { storeSquareImage, type StoredImage } from './product-images.ts';

export type SeedOptions = {
  /** Draw and store each product's picture (seconds of CPU); tests that need none skip it. */
  images?: boolean;
  products?: readonly DemoProduct[];
};

/**
 * The demo catalogue: only into an empty catalogue, so it never touches a shop's own products.
 * Pictures are drawn and stored first, outside the transaction (the storage may be a bucket
 * elsewhere); then every row goes in one transaction, under an advisory lock so two instances
 * starting together seed once.
 */
export async function seedDemoCatalogue(
  database: DatabaseHandle,
  storage: FileStorage,
  options: SeedOptions = {},
): Promise<{ seeded: boolean; products: number }> {
  const repository = createCatalogueRepository(database);
  const demo = options.products ?? DEMO_PRODUCTS;
  if ((await repository.countProductsAll()) > 0) return { seeded: false, products: 0 };

  const pictures = new Map<string, StoredImage>();
  if (options.images !== false) {
    for (const product of demo) {
      const svg = drawProductSvg(product);
      pictures.set(
        product.sku,
        await storeSquareImage(storage, svg, (s, w) => renderProductWebp(String(s), w)),
      );
    }
  }

  return database.transaction(async () => {
    await repository.lockForSeeding();
    if ((await repository.countProductsAll()) > 0) return { seeded: false, products: 0 };
    const categoryIds = new Map<string, number>();
    for (const [position, category] of DEMO_CATEGORIES.entries()) {
      const row = await repository.insertCategory({ ...category, position });
      categoryIds.set(category.slug, row.id);
    }
    const productIds = new Map<string, number>();
    for (const [rank, p] of demo.entries()) {
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
      demo.flatMap((p) =>
        p.compatibleWith
          .filter((sku) => productIds.has(sku))
          .map((sku) => ({
            productId: productIds.get(p.sku)!,
            compatibleProductId: productIds.get(sku)!,
          })),
      ),
    );
    return { seeded: true, products: demo.length };
  });
}
