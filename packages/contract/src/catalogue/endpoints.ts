import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  categoriesResponse,
  idParam,
  inStockQuery,
  inStockResponse,
  productListQuery,
  productListResponse,
  productResponse,
  searchQuery,
  searchResponse,
} from '../catalogue.ts';
import {
  adminImagesResponse,
  adminProductResponse,
  adminProductsQuery,
  adminProductsResponse,
  categoryCreatedResponse,
  deleteProductResponse,
  imageIdParams,
  imageOrderSchema,
  installationOptionsResponse,
  newCategorySchema,
  productSavedResponse,
} from '../admin-products.ts';

// The shop's catalogue: anyone may read it; staff see archived products too (the handler
// reads the optional session).
const shop = { access: 'visitor', tags: ['catalogue'], errors: [404] } as const;

export const listCategories = defineEndpoint({
  ...shop,
  method: 'GET',
  path: '/categories',
  summary: 'The categories of the shop, with how many products each holds',
  errors: [],
  reply: categoriesResponse,
});

export const listProducts = defineEndpoint({
  ...shop,
  method: 'GET',
  path: '/products',
  summary: 'A page of products, filtered and sorted by the server',
  query: productListQuery,
  reply: productListResponse,
});

export const listCategoryProducts = defineEndpoint({
  ...shop,
  method: 'GET',
  path: '/products/category/:id',
  summary: 'A page of the products of one category',
  params: idParam('category'),
  query: productListQuery.omit({ category: true }),
  reply: productListResponse,
});

export const getProduct = defineEndpoint({
  ...shop,
  method: 'GET',
  path: '/products/:id',
  summary: 'A product with its pictures, packages, specifications and availability',
  params: idParam('product id'),
  reply: productResponse,
});

export const checkInStock = defineEndpoint({
  ...shop,
  method: 'GET',
  path: '/products/:id/in-stock',
  summary: 'Whether this many can be bought now',
  params: idParam('product id'),
  query: inStockQuery,
  reply: inStockResponse,
});

export const searchProducts = defineEndpoint({
  ...shop,
  method: 'GET',
  path: '/search',
  summary: 'Full-text product search with ranking (names, SKUs, descriptions)',
  query: searchQuery,
  reply: searchResponse,
});

/** Keys are content hashes in folders (`products/ab/….webp`): the path's rest is the key. */
export const getImage = defineEndpoint({
  ...shop,
  method: 'GET',
  path: '/images/*',
  summary: 'A stored product picture (WebP), cacheable for a year',
  params: z.object({ '*': z.string() }),
  reply: { file: 'image/webp' },
});

// The product editor: admins, and managers granted canManageProducts.
const editor = {
  access: { permission: 'canManageProducts' },
  tags: ['admin products'],
  errors: [404],
} as const;
const writes = [404, 409, 413] as const;

/** The product form's fields; the handler reads the parts itself. */
const productForm =
  'multipart/form-data: name, sku (optional: blank is generated on create, kept on update), ' +
  'price, category (id), description, stock, quote ("" or "1"), ' +
  'image (a JPEG, PNG or WebP file) or imageUrl (/api/images/...), and specs, features, ' +
  'compatibleWith, packages as JSON text, installationLabourId (a labour price id, "" for none), ' +
  'warrantyMonths (whole months, 0 to 120; absent: 12 on create, unchanged on update), ' +
  'serialTracked ("true" or "false": kept as serial-numbered units, its stock their count; ' +
  'absent: false on create, unchanged on update; 409 turning it off with units on the shelves)';

export const listAdminProducts = defineEndpoint({
  ...editor,
  method: 'GET',
  path: '/admin/products',
  summary: 'Products: searched, filtered by category, sorted and paged in the database',
  query: adminProductsQuery,
  reply: adminProductsResponse,
});

export const listInstallationOptions = defineEndpoint({
  ...editor,
  method: 'GET',
  path: '/admin/products/installation-options',
  summary: "The form's Installation choices: the active labour lines priced per unit",
  reply: installationOptionsResponse,
});

export const getAdminProduct = defineEndpoint({
  ...editor,
  method: 'GET',
  path: '/admin/products/:id',
  summary: 'A product as the form edits it (archived ones too)',
  params: idParam('product id'),
  reply: adminProductResponse,
});

export const createProduct = defineEndpoint({
  ...editor,
  method: 'POST',
  path: '/products',
  summary: 'Create a product (multipart form with its picture)',
  description: productForm,
  body: 'multipart',
  status: 201,
  reply: productSavedResponse,
  errors: writes,
});

export const updateProduct = defineEndpoint({
  ...editor,
  method: 'PUT',
  path: '/products/:id',
  summary: 'Update a product (multipart form; a new picture becomes the main one)',
  description: productForm,
  params: idParam('product id'),
  body: 'multipart',
  reply: productSavedResponse,
  errors: writes,
});

export const deleteProduct = defineEndpoint({
  ...editor,
  method: 'DELETE',
  path: '/products/:id',
  summary: 'Delete a product; one that appears in orders is archived instead',
  params: idParam('product id'),
  reply: deleteProductResponse,
  errors: writes,
});

export const restoreProduct = defineEndpoint({
  ...editor,
  method: 'POST',
  path: '/admin/products/:id/restore',
  summary: 'Bring an archived product back to the shop',
  params: idParam('product id'),
  reply: adminProductResponse,
  errors: writes,
});

export const createCategory = defineEndpoint({
  ...editor,
  method: 'POST',
  path: '/admin/categories',
  summary: 'Create a category from the product form (unique name)',
  body: newCategorySchema,
  status: 201,
  reply: categoryCreatedResponse,
  errors: writes,
});

export const listProductImages = defineEndpoint({
  ...editor,
  method: 'GET',
  path: '/admin/products/:id/images',
  summary: 'The product\u2019s pictures in order (the first is the main one)',
  params: idParam('product id'),
  reply: adminImagesResponse,
});

export const addProductImages = defineEndpoint({
  ...editor,
  method: 'POST',
  path: '/admin/products/:id/images',
  summary: 'Upload more pictures (multipart, field "images" or "image", several allowed)',
  params: idParam('product id'),
  body: 'multipart',
  reply: adminImagesResponse,
  errors: writes,
});

export const reorderProductImages = defineEndpoint({
  ...editor,
  method: 'PUT',
  path: '/admin/products/:id/images',
  summary: 'Reorder the pictures; the first becomes the main one',
  params: idParam('product id'),
  body: imageOrderSchema,
  reply: adminImagesResponse,
  errors: writes,
});

export const deleteProductImage = defineEndpoint({
  ...editor,
  method: 'DELETE',
  path: '/admin/products/:id/images/:imageId',
  summary: 'Delete a picture (never the last one)',
  params: imageIdParams,
  reply: adminImagesResponse,
  errors: writes,
});
