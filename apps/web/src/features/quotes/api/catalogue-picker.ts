import { queryOptions } from '@tanstack/react-query';
import { getProduct, listProducts } from '@shop/contract/catalogue/routes';
import { call } from '../../../lib/api-client';

/**
 * The product picker reads the catalogue as the shop shows it (what is sold now, at today's
 * price), so any staff member who builds quotes can use it; the server prices the line anyway.
 */
export const pickerSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['quotes', 'picker', search],
    queryFn: async () => (await call(listProducts, { query: { search, limit: 8 } })).products,
    enabled: search.trim().length >= 2,
  });

/** A product's packages and their prices. */
export const pickerProductQuery = (id: number) =>
  queryOptions({
    queryKey: ['quotes', 'picker', 'product', id],
    queryFn: async () => (await call(getProduct, { params: { id } })).product,
  });
