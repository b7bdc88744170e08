import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@shop/contract';
import {
  addProductImages,
  createCategory,
  createProduct,
  deleteProduct,
  deleteProductImage,
  getAdminProduct,
  listAdminProducts,
  listInstallationOptions,
  listProductImages,
  reorderProductImages,
  restoreProduct,
  updateProduct,
} from '@shop/contract/catalogue/endpoints';
import { serve } from '../../plugins/endpoints.ts';
import { MULTIPART_LIMITS, readMultipartForm } from '../../plugins/multipart-form.ts';
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

/**
 * The product editor: admins, and managers granted
 * canManageProducts (the declarations' access). The guard runs on request, before any body
 * is read.
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

  serve(app, listAdminProducts, async (request) => products.list(request.query));

  serve(app, listInstallationOptions, async () => ({
    success: true as const,
    options: await products.installationOptions(),
  }));

  serve(app, getAdminProduct, async (request) => ({
    success: true as const,
    product: await products.product(request.params.id),
  }));

  serve(app, createProduct, async (request) => {
    const { fields, files } = await readMultipart(request, 1);
    const product = await products.create(fields, files);
    return { success: true as const, product };
  });

  serve(app, updateProduct, async (request) => {
    const { fields, files } = await readMultipart(request, 1);
    return {
      success: true as const,
      product: await products.update(request.params.id, fields, files),
    };
  });

  serve(app, deleteProduct, async (request) => products.remove(request.params.id));

  serve(app, restoreProduct, async (request) => ({
    success: true as const,
    product: await products.restore(request.params.id),
  }));

  serve(app, createCategory, async (request) => ({
    success: true as const,
    category: await products.createCategory(request.body.name),
  }));

  serve(app, listProductImages, async (request) => ({
    success: true as const,
    images: await products.images(request.params.id),
  }));

  serve(app, addProductImages, async (request) => {
    const { files } = await readMultipart(request, MAX_UPLOAD_FILES);
    return { success: true as const, images: await products.addImages(request.params.id, files) };
  });

  serve(app, reorderProductImages, async (request) => ({
    success: true as const,
    images: await products.reorderImages(request.params.id, request.body.order),
  }));

  serve(app, deleteProductImage, async (request) => ({
    success: true as const,
    images: await products.deleteImage(request.params.id, request.params.imageId),
  }));
}
