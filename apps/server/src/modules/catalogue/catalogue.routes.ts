import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoriesResponse,
  errorResponses,
  idParam,
  inStockQuery,
  inStockResponse,
  productListQuery,
  productListResponse,
  productResponse,
  searchQuery,
  searchResponse,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import { isValidStorageKey } from '../../lib/storage/storage.ts';
import { plainJsonSerializer } from '../../lib/fast-response.ts';
import type { CatalogueService, Viewer } from './catalogue.service.ts';

const errors = errorResponses(400, 404);
const viewerOf = (request: FastifyRequest): Viewer => ({
  staff: request.user?.role === 'admin' || request.user?.role === 'manager',
});

export async function catalogueRoutes(
  app: FastifyInstance,
  { catalogue }: { catalogue: CatalogueService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/categories',
    { schema: { tags: ['catalogue'], response: { 200: categoriesResponse } } },
    async () => ({ success: true as const, categories: await catalogue.categories() }),
  );

  r.get(
    '/products',
    {
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['catalogue'],
        summary: 'A page of products, filtered and sorted by the server',
        querystring: productListQuery,
        response: { 200: productListResponse, ...errors },
      },
    },
    async (request) => catalogue.products(request.query, viewerOf(request)),
  );

  r.get(
    '/products/category/:id',
    {
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['catalogue'],
        summary: 'A page of the products of one category',
        params: idParam('category'),
        querystring: productListQuery.omit({ category: true }),
        response: { 200: productListResponse, ...errors },
      },
    },
    async (request) =>
      catalogue.products({ ...request.query, category: request.params.id }, viewerOf(request)),
  );

  r.get(
    '/products/:id',
    {
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['catalogue'],
        params: idParam('product id'),
        response: { 200: productResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      product: await catalogue.product(request.params.id, viewerOf(request)),
    }),
  );

  r.get(
    '/products/:id/in-stock',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Whether this many can be bought now',
        params: idParam('product id'),
        querystring: inStockQuery,
        response: { 200: inStockResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      productId: request.params.id,
      quantity: request.query.quantity,
      inStock: await catalogue.inStock(request.params.id, request.query.quantity),
    }),
  );

  r.get(
    '/search',
    {
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['catalogue'],
        summary: 'Full-text product search with ranking (names, SKUs, descriptions)',
        querystring: searchQuery,
        response: { 200: searchResponse, ...errors },
      },
    },
    async (request) => {
      const { q, page, limit } = request.query;
      return catalogue.search(q, page, limit, viewerOf(request));
    },
  );

  // Product pictures. Their keys are content hashes, so a URL always names the same bytes.
  r.get(
    '/images/*',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A stored product picture (WebP), cacheable for a year',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = isValidStorageKey(key) ? await catalogue.image(key) : null;
      if (!file) throw new DomainError('not_found', 'Image not found');
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.type(file.contentType);
      if (file.size !== undefined) reply.header('Content-Length', file.size);
      return reply.send(file.body);
    },
  );
}
