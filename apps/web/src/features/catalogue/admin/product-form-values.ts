import {
  DEFAULT_SPEC_KEYS,
  DEFAULT_WARRANTY_MONTHS,
  fieldErrors,
  PRODUCT_FEATURES_MIN,
  productFormSchema,
  type AdminProductDetail,
  type Cents,
} from '@shop/contract';
import { formatMoneyInput } from '../../../lib/format';

/** What the form edits: text as typed, lists as rows (react-hook-form field arrays). */
export type ProductFormState = {
  name: string;
  /** Blank: the server makes one on create, an edited product keeps its own. */
  sku: string;
  category: string;
  price: string;
  stock: string;
  description: string;
  quote: boolean;
  imageSource: 'upload' | 'url';
  imageUrl: string;
  features: { value: string }[];
  specs: { key: string; value: string }[];
  /** packageId: the stored package being edited (absent for a new row); not `id`, which
   * react-hook-form's field arrays use for their own keys. */
  packages: { packageId?: number; name: string; price: string; features: { value: string }[] }[];
  compatibleWith: { value: string }[];
  /** The labour line that installs one unit, as its id; '' for none. */
  installationLabourId: string;
  /** The warranty a unit is sold with, whole months as typed. */
  warrantyMonths: string;
  /** Kept as serial-numbered units: its stock is then the count of its available units. */
  serialTracked: boolean;
};

const rows = (list: string[], min: number) => {
  const out = list.map((value) => ({ value }));
  while (out.length < min) out.push({ value: '' });
  return out;
};

/** An empty form: 4 feature rows, the default spec keys, one package, one compatible row. */
export function emptyProductForm(): ProductFormState {
  return {
    name: '',
    sku: '',
    category: '',
    price: '',
    stock: '',
    description: '',
    quote: false,
    imageSource: 'upload',
    imageUrl: '',
    features: rows([], PRODUCT_FEATURES_MIN),
    specs: DEFAULT_SPEC_KEYS.map((key) => ({ key, value: '' })),
    packages: [{ name: '', price: '', features: [{ value: '' }] }],
    compatibleWith: [{ value: '' }],
    installationLabourId: '',
    warrantyMonths: String(DEFAULT_WARRANTY_MONTHS),
    serialTracked: false,
  };
}

const moneyText = (cents: Cents | null) => (cents === null ? '' : formatMoneyInput(cents));

export function productToForm(p: AdminProductDetail): ProductFormState {
  const specs = Object.entries(p.specs).map(([key, value]) => ({ key, value }));
  return {
    name: p.name,
    sku: p.sku,
    category: String(p.categoryId),
    price: moneyText(p.price),
    stock: String(p.stock),
    description: p.description,
    quote: p.quote,
    imageSource: 'upload',
    imageUrl: '',
    features: rows(p.features, PRODUCT_FEATURES_MIN),
    specs: specs.length ? specs : emptyProductForm().specs,
    packages: p.packages.length
      ? p.packages.map((k) => ({
          packageId: k.id,
          name: k.name,
          // Blank only without a price of its own (it follows the product price); a package
          // priced like the product shows that price, so a save keeps it as it is.
          price: moneyText(k.price),
          features: rows(k.features, 1),
        }))
      : emptyProductForm().packages,
    compatibleWith: rows(p.compatibleWith, 1),
    installationLabourId: p.installationLabourId === null ? '' : String(p.installationLabourId),
    warrantyMonths: String(p.warrantyMonths),
    serialTracked: p.serialTracked,
  };
}

/**
 * The multipart text fields the server reads (docs/modules/catalogue.md#calls): lists as
 * JSON text.
 */
export function formToFields(v: ProductFormState): Record<string, string> {
  return {
    name: v.name,
    sku: v.sku,
    category: v.category,
    price: v.price,
    stock: v.stock,
    description: v.description,
    quote: v.quote ? '1' : '',
    imageUrl: v.imageSource === 'url' ? v.imageUrl : '',
    features: JSON.stringify(v.features.map((f) => f.value)),
    specs: JSON.stringify(v.specs.map((s) => ({ key: s.key, value: s.value }))),
    packages: JSON.stringify(
      v.packages.map((k) => ({
        ...(k.packageId ? { id: k.packageId } : {}),
        name: k.name,
        price: k.price,
        features: k.features.map((f) => f.value),
      })),
    ),
    compatibleWith: JSON.stringify(v.compatibleWith.map((c) => c.value)),
    installationLabourId: v.installationLabourId,
    warrantyMonths: v.warrantyMonths,
    serialTracked: v.serialTracked ? 'true' : 'false',
  };
}

/** The server's own rules (the contract's schema) run in the browser first: same messages. */
export function checkProductFields(fields: Record<string, string>): Record<string, string> {
  const parsed = productFormSchema.safeParse(fields);
  return parsed.success ? {} : fieldErrors(parsed.error);
}
