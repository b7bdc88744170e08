import {
  availabilityOf,
  joinMessages,
  MAX_PRODUCT_IMAGES,
  asCents,
  type AdminImage,
  type AdminProductDetail,
  type AdminProductSummary,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import { toProductImage } from './product-images.ts';
import type {
  AdminImageRow,
  AdminProductDetailRow,
  AdminProductRow,
} from './catalogue-admin.repository.ts';

export const PRODUCT_ADMIN_MESSAGES = {
  notFound: 'Product not found',
  notMultipart: 'Send the product as multipart/form-data',
  skuClash: 'Could not give the product a unique SKU. Please try again.',
  onePicture: 'Send one picture with the product; add more under Manage Images',
  tooManyFields: 'The form has too many fields',
  fieldTooLong: 'is too long',
  badField: 'The form has a field name that is not allowed',
  cutShort: 'The upload was cut short. Please try again.',
} as const;

/** How the product editor answers: a product in the list, the form's product, a picture. */
const money = (cents: number | null) => (cents === null ? null : asCents(cents));

/** What the list and the form both show of a product. */
const basics = (row: AdminProductRow) => ({
  id: row.id,
  sku: row.sku,
  name: row.name,
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  price: money(row.priceCents),
  quote: row.quote,
  stock: row.stock,
  archived: row.archived,
  warrantyMonths: row.warrantyMonths,
});

export function toSummary(row: AdminProductRow): AdminProductSummary {
  return {
    ...basics(row),
    status: availabilityOf(row.stock),
    defaultLocation: row.defaultLocation,
    image: row.image ? toProductImage(row.image, 160) : null,
  };
}

export const toAdminImage = (row: AdminImageRow): AdminImage => ({
  ...toProductImage(row, 400),
  id: row.id,
  position: row.position,
});

export function toDetail(row: AdminProductDetailRow): AdminProductDetail {
  return {
    ...basics(row),
    description: row.description,
    features: row.features,
    specs: row.specs,
    packages: row.packages.map((p) => ({
      id: p.id,
      name: p.name,
      // null: no price of its own, the package is sold at the product price.
      price: money(p.priceCents),
      features: p.features,
    })),
    compatibleWith: row.compatibleWith,
    images: row.images.map(toAdminImage),
    version: row.version,
    serialTracked: row.serialTracked,
    installationLabourId: row.installationLabourId,
  };
}

export const productNotFound = () => new DomainError('not_found', PRODUCT_ADMIN_MESSAGES.notFound);

/** A 400 with every failing field of the form. */
export const invalid = (errors: Record<string, string>) =>
  new DomainError('validation', joinMessages(errors), { fields: errors });

export const tooManyImages = () =>
  invalid({ image: `A product has at most ${MAX_PRODUCT_IMAGES} pictures` });
