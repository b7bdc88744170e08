import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminImagesResponse,
  adminProductResponse,
  adminProductsQuery,
  adminProductsResponse,
  categoryCreatedResponse,
  deleteProductResponse,
  errorResponses,
  idParam,
  IMAGE_MESSAGES,
  imageIdParams,
  imageOrderSchema,
  installationOptionsResponse,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  newCategorySchema,
  productSavedResponse,
} from '@shop/contract';
import { requirePermission } from '../../plugins/auth-guards.ts';
import { MULTIPART_LIMITS, readMultipartForm } from '../../plugins/multipart-form.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import { PRODUCT_ADMIN_MESSAGES, type ProductsService } from './catalogue-admin.service.ts';

/** The form's text fields; anything else a client sends (id, rating, archived_at) is dropped. */
const FORM_FIELDS = new Set([
  'name',
  'sku',
  'price',
  'category',
  'description',
  'stock',
  'quote',
  'imageUrl',
  'features',
  'specs',
  'compatibleWith',
  'packages',
  'version',
  'installationLabourId',
  'warrantyMonths',
  'serialTracked',
]);
const FILE_FIELDS = new Set(['image', 'images']);

/** The form's pictures: `maxFiles` of them (one with the product form, more under Manage Images). */
function readMultipart(request: FastifyRequest, maxFiles: number) {
  return readMultipartForm(request, {
    fields: FORM_FIELDS,
    fileFields: FILE_FIELDS,
    maxFiles,
    fileErrorField: 'image',
    messages: {
      notMultipart: PRODUCT_ADMIN_MESSAGES.notMultipart,
      tooManyFiles: maxFiles === 1 ? PRODUCT_ADMIN_MESSAGES.onePicture : IMAGE_MESSAGES.tooMany,
    },
  });
}

const multipartBody = {
  // Documents the form; the handler reads the parts itself
  // (customer-and-commerce-admin.md section 7).
  description:
    'multipart/form-data: name, sku (optional: blank is generated on create, kept on update), ' +
    'price, category (id), description, stock, quote ("" or "1"), ' +
    'image (a JPEG, PNG or WebP file) or imageUrl (/api/images/...), and specs, features, ' +
    'compatibleWith, packages as JSON text, installationLabourId (a labour price id, "" for none), ' +
    'warrantyMonths (whole months, 0 to 120; absent: 12 on create, unchanged on update), ' +
    'serialTracked ("true" or "false": kept as serial-numbered units, its stock their count; ' +
    'absent: false on create, unchanged on update; 409 turning it off with units on the shelves)',
};

/**
 * The product editor (issue 7 items 1 and 2): admins, and managers granted
 * canManageProducts. The guard runs on request, before any body is read.
 */
export async function adminProductRoutes(
  app: FastifyInstance,
  { products }: { products: ProductsService },
) {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_UPLOAD_FILES,
      ...MULTIPART_LIMITS,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requirePermission('canManageProducts'));
  const tags = ['admin products'];
  const readErrors = errorResponses(400, 401, 403, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409, 413);

  r.get(
    '/admin/products',
    {
      schema: {
        tags,
        summary: 'Products: searched, filtered by category, sorted and paged in the database',
        querystring: adminProductsQuery,
        response: { 200: adminProductsResponse, ...readErrors },
      },
    },
    async (request) => products.list(request.query),
  );

  r.get(
    '/admin/products/installation-options',
    {
      schema: {
        tags,
        summary: "The form's Installation choices: the active labour lines priced per unit",
        response: { 200: installationOptionsResponse, ...readErrors },
      },
    },
    async () => ({ success: true as const, options: await products.installationOptions() }),
  );

  r.get(
    '/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'A product as the form edits it (archived ones too)',
        params: idParam('product id'),
        response: { 200: adminProductResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      product: await products.product(request.params.id),
    }),
  );

  r.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Create a product (multipart form with its picture)',
        ...multipartBody,
        response: { 201: productSavedResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, 1);
      const product = await products.create(fields, files);
      return reply.status(201).send({ success: true as const, product });
    },
  );

  r.put(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Update a product (multipart form; a new picture becomes the main one)',
        ...multipartBody,
        params: idParam('product id'),
        response: { 200: productSavedResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, 1);
      return {
        success: true as const,
        product: await products.update(request.params.id, fields, files),
      };
    },
  );

  r.delete(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product; one that appears in orders is archived instead',
        params: idParam('product id'),
        response: { 200: deleteProductResponse, ...writeErrors },
      },
    },
    async (request) => products.remove(request.params.id),
  );

  r.post(
    '/admin/products/:id/restore',
    {
      schema: {
        tags,
        summary: 'Bring an archived product back to the shop',
        params: idParam('product id'),
        response: { 200: adminProductResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      product: await products.restore(request.params.id),
    }),
  );

  r.post(
    '/admin/categories',
    {
      schema: {
        tags,
        summary: 'Create a category from the product form (unique name)',
        body: newCategorySchema,
        response: { 201: categoryCreatedResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        category: await products.createCategory(request.body.name),
      }),
  );

  r.get(
    '/admin/products/:id/images',
    {
      schema: {
        tags,
        summary: 'The product\u2019s pictures in order (the first is the main one)',
        params: idParam('product id'),
        response: { 200: adminImagesResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      images: await products.images(request.params.id),
    }),
  );

  r.post(
    '/admin/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Upload more pictures (multipart, field "images" or "image", several allowed)',
        params: idParam('product id'),
        response: { 200: adminImagesResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { files } = await readMultipart(request, MAX_UPLOAD_FILES);
      return { success: true as const, images: await products.addImages(request.params.id, files) };
    },
  );

  r.put(
    '/admin/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Reorder the pictures; the first becomes the main one',
        params: idParam('product id'),
        body: imageOrderSchema,
        response: { 200: adminImagesResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      images: await products.reorderImages(request.params.id, request.body.order),
    }),
  );

  r.delete(
    '/admin/products/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Delete a picture (never the last one)',
        params: imageIdParams,
        response: { 200: adminImagesResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      images: await products.deleteImage(request.params.id, request.params.imageId),
    }),
  );
}
