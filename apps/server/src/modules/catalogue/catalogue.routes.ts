import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkInStock,
  getImage,
  getProduct,
  listCategories,
  listCategoryProducts,
  listProducts,
  searchProducts,
} from '@shop/contract/catalogue/endpoints';
import { DomainError } from '../../lib/errors.ts';
import { isValidStorageKey } from '../../lib/storage/storage.ts';
import { plainJsonSerializer } from '../../lib/fast-response.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { CatalogueService, Viewer } from './catalogue.service.ts';

const viewerOf = (request: FastifyRequest): Viewer => ({
  staff: request.user?.role === 'admin' || request.user?.role === 'manager',
});
/** The hot reads: their answers are the service's typed views (see lib/fast-response.ts). */
const hot = { serializerCompiler: plainJsonSerializer };

export async function catalogueRoutes(
  app: FastifyInstance,
  { catalogue }: { catalogue: CatalogueService },
) {
  serve(app, listCategories, async () => ({
    success: true as const,
    categories: await catalogue.categories(),
  }));

  serve(
    app,
    listProducts,
    async (request) => catalogue.products(request.query, viewerOf(request)),
    hot,
  );

  serve(
    app,
    listCategoryProducts,
    async (request) =>
      catalogue.products({ ...request.query, category: request.params.id }, viewerOf(request)),
    hot,
  );

  serve(
    app,
    getProduct,
    async (request) => ({
      success: true as const,
      product: await catalogue.product(request.params.id, viewerOf(request)),
    }),
    hot,
  );

  serve(app, checkInStock, async (request) => ({
    success: true as const,
    productId: request.params.id,
    quantity: request.query.quantity,
    inStock: await catalogue.inStock(request.params.id, request.query.quantity),
  }));

  serve(
    app,
    searchProducts,
    async (request) => {
      const { q, page, limit } = request.query;
      return catalogue.search(q, page, limit, viewerOf(request));
    },
    hot,
  );

  // Product pictures. Their keys are content hashes, so a URL always names the same bytes.
  serve(app, getImage, async (request, reply) => {
    const key = request.params['*'];
    const file = isValidStorageKey(key) ? await catalogue.image(key) : null;
    if (!file) throw new DomainError('not_found', 'Image not found');
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    reply.type(file.contentType);
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    return reply.send(file.body);
  });
}
