import {
  paginationOf,
  SEARCH_MAX_RESULTS,
  type AdminProductDetail,
  type AdminProductsQuery,
} from '@shop/contract';
import type { TtlCache } from '../../lib/ttl-cache.ts';
import { toPrefixTsquery } from './search-query.ts';
import type { AdminProductFilter, ProductsRepository } from './catalogue-admin.repository.ts';
import { productNotFound, toDetail, toSummary } from './catalogue-admin.mappers.ts';

/** The product editor's reads: the admin list (filtered, searched, sorted, paged), a product. */
export function createProductReads({
  repository,
  counts,
}: {
  repository: ProductsRepository;
  /** The list's counts by filter (the composing service drops them when it writes). */
  counts: TtlCache<number>;
}) {
  async function detail(id: number): Promise<AdminProductDetail> {
    const row = await repository.findAdmin(id);
    if (!row) throw productNotFound();
    return toDetail(row);
  }

  return {
    async list(query: AdminProductsQuery) {
      const filter: AdminProductFilter = {
        categoryId: query.category,
        archived: query.archived,
        search: query.search
          ? { tsquery: toPrefixTsquery(query.search), sku: query.search }
          : undefined,
      };
      const offset = (query.page - 1) * query.limit;
      if (filter.search) {
        const rows = await repository.searchAdmin(
          filter,
          query.sort,
          query.limit,
          offset,
          SEARCH_MAX_RESULTS,
        );
        // The rows say how many matched; only a page past the end (or nothing found) counts.
        const matched =
          rows[0]?.matched ??
          (query.page > 1 ? await repository.countAdmin(filter, SEARCH_MAX_RESULTS) : 0);
        const total = Math.min(matched, SEARCH_MAX_RESULTS);
        return {
          success: true as const,
          products: rows.map(toSummary),
          pagination: paginationOf(query.page, query.limit, total),
          truncated: matched > SEARCH_MAX_RESULTS,
        };
      }
      const total = await counts.get(JSON.stringify(filter), () =>
        repository.countAdmin(filter, SEARCH_MAX_RESULTS),
      );
      const rows = await repository.listAdmin(filter, query.sort, query.limit, offset);
      return {
        success: true as const,
        products: rows.map(toSummary),
        pagination: paginationOf(query.page, query.limit, total),
        truncated: false,
      };
    },

    product: detail,
  };
}

export type ProductReads = ReturnType<typeof createProductReads>;
