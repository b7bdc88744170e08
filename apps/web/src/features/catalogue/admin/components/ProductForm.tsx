import { useEffect, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type UseFormRegister,
} from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  NUMERIC_TEXT,
  PRODUCT_FEATURES_MIN,
  PRODUCT_FORM_MESSAGES,
  SKU_MAX_LENGTH,
  MAX_WARRANTY_MONTHS,
  type AdminProductDetail,
} from '@shop/contract';
import { categoriesQuery } from '../../api/get-categories';
import { useCreateCategory } from '../api/create-category';
import { useSaveProduct } from '../api/save-product';
import { installationOptionsQuery } from '../api/get-installation-options';
import { formatMoney } from '../../../../lib/format';
import { ApiError } from '../../../../lib/api-client';
import { controlState, FormField, TextField } from '../../../../components/ui/TextField';
import {
  checkProductFields,
  emptyProductForm,
  formToFields,
  productToForm,
  type ProductFormState,
} from '../product-form-values';
import { CompatibleProductInput } from './CompatibleProductInput';
import { FailureAlert } from '../../../../components/ui/FailureAlert';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The labour line that installs one unit in the shop: None, or an active line of
 * the price list with its price. A line deactivated since it was chosen is shown as such.
 */
function InstallationField({
  control,
  current,
  error,
}: {
  control: Control<ProductFormState>;
  current: number | null;
  error: string | undefined;
}) {
  const options = useQuery(installationOptionsQuery());
  const list = options.data ?? [];
  const gone = current !== null && options.isSuccess && !list.some((o) => o.id === current);
  const help = options.isError
    ? 'The labour price list could not be loaded.'
    : 'Offered in the shop as "Add professional installation", priced per unit.';
  return (
    <FormField
      className="mb-0"
      id="product-installation"
      label="Installation"
      error={error}
      help={help}
    >
      {/* Controlled: the choices arrive after the form's values. */}
      <Controller
        control={control}
        name="installationLabourId"
        render={({ field }) => (
          <Form.Select
            disabled={options.isPending}
            {...controlState({ id: 'product-installation', error, help })}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value)}
          >
            <option value="">{options.isPending ? 'Loading the price list...' : 'None'}</option>
            {gone && (
              <option value={String(current)}>A line no longer offered: choose another</option>
            )}
            {list.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name} ({formatMoney(o.price)} per unit)
              </option>
            ))}
          </Form.Select>
        )}
      />
      {options.isError && (
        <Button variant="link" size="sm" className="p-0" onClick={() => void options.refetch()}>
          Try again
        </Button>
      )}
    </FormField>
  );
}
const isStock = (text: string) => /^\d*$/.test(text);
const isMoney = (text: string) => NUMERIC_TEXT.test(text);

/**
 * A text field that takes only empty or numeric text (docs/modules/catalogue.md#rules).
 */
function NumericField({
  control,
  name,
  label,
  accept,
  prefix,
  placeholder,
  error,
  help,
  readOnly = false,
}: {
  control: Control<ProductFormState>;
  name: 'price' | 'stock' | 'warrantyMonths' | `packages.${number}.price`;
  label: string;
  accept: (text: string) => boolean;
  prefix?: string;
  placeholder?: string;
  error?: string | undefined;
  /** A line under the field, tied to it for screen readers. */
  help?: string | undefined;
  readOnly?: boolean;
}) {
  const id = `product-${name.replace(/\./g, '-')}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} error={error} help={help} className="mb-0">
          <InputGroup>
            {prefix && <InputGroup.Text>{prefix}</InputGroup.Text>}
            <Form.Control
              inputMode="decimal"
              placeholder={placeholder}
              value={field.value}
              onBlur={field.onBlur}
              ref={field.ref}
              readOnly={readOnly}
              {...controlState({ id, error, help })}
              onChange={(e) => {
                if (accept(e.target.value)) field.onChange(e.target.value);
              }}
            />
          </InputGroup>
        </FormField>
      )}
    />
  );
}

/** The ways to give the product its picture. */
const IMAGE_SOURCES = [
  { value: 'upload', label: 'Upload a file' },
  { value: 'url', label: 'Existing URL' },
] as const;

/** A card holding one fieldset of the form: its legend, then its rows. */
function FieldsetCard({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <fieldset>
          <legend className="h6">{legend}</legend>
          {children}
        </fieldset>
      </Card.Body>
    </Card>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="outline-secondary" onClick={onClick}>
      <i className="bi bi-plus" aria-hidden="true" /> {label}
    </Button>
  );
}

/** A row's remove button; disabled where the spec keeps a minimum of rows. */
function RemoveButton({
  label,
  onClick,
  disabled = false,
  icon = 'x-lg',
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  icon?: string;
}) {
  return (
    <Button variant="outline-danger" disabled={disabled} onClick={onClick} aria-label={label}>
      <i className={`bi bi-${icon}`} aria-hidden="true" />
    </Button>
  );
}

function PackageFeatures({
  control,
  register,
  index,
}: {
  control: Control<ProductFormState>;
  register: UseFormRegister<ProductFormState>;
  index: number;
}) {
  const { fields, append, remove } = useFieldArray({
    control,
    name: `packages.${index}.features`,
  });
  return (
    <fieldset>
      <legend className="form-label fs-6">Package features</legend>
      {fields.map((f, j) => (
        <InputGroup key={f.id} className="mb-2">
          <Form.Control
            aria-label={`Package ${index + 1} feature ${j + 1}`}
            {...register(`packages.${index}.features.${j}.value`)}
          />
          <RemoveButton
            disabled={fields.length <= 1}
            onClick={() => remove(j)}
            label={`Remove package ${index + 1} feature ${j + 1}`}
          />
        </InputGroup>
      ))}
      <AddButton onClick={() => append({ value: '' })} label="Add package feature" />
    </fieldset>
  );
}

/**
 * The product form (docs/modules/catalogue.md): every field of the
 * spec, the minimum rows, and the server's own checks run first in the browser. The server
 * checks again; its answer is shown as "Failed to save product: {message}".
 */
export function ProductForm({
  product,
  onSaved,
  onManageImages,
  onReload,
}: {
  product: AdminProductDetail | null;
  onSaved: (saved: AdminProductDetail) => void;
  onManageImages?: () => void;
  /** Loads the product again and starts the form over (after a 409: changed elsewhere). */
  onReload?: () => void;
}) {
  const categories = useQuery(categoriesQuery());
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  // The version the form was opened with: a later refetch (after the images dialog) must not
  // move it on, or the form would overwrite a change it never showed.
  const [version] = useState(product?.version ?? '');
  const [newCategory, setNewCategory] = useState<string | null>(null);
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const { control, register, handleSubmit, setValue } = useForm<ProductFormState>({
    defaultValues: product ? productToForm(product) : emptyProductForm(),
  });
  const features = useFieldArray({ control, name: 'features' });
  const specs = useFieldArray({ control, name: 'specs' });
  const packages = useFieldArray({ control, name: 'packages' });
  const compatible = useFieldArray({ control, name: 'compatibleWith' });
  const imageSource = useWatch({ control, name: 'imageSource' });
  const serialTracked = useWatch({ control, name: 'serialTracked' });
  // A file chosen before the source changed is dropped: the input shows none when it returns.
  useEffect(() => setFile(null), [imageSource]);
  const chosen = useWatch({ control, name: 'compatibleWith' }).map((c) => c.value.trim());

  const save = useSaveProduct({
    onSuccess: onSaved,
    onError: (err) => {
      setFailure(`${PRODUCT_FORM_MESSAGES.saveFailed}${err.message}`);
      setStale(err instanceof ApiError && err.status === 409 && product !== null);
      if (err instanceof ApiError) setErrors(err.fields);
    },
  });
  const addCategory = useCreateCategory({
    onSuccess: (category) => {
      setValue('category', String(category.id));
      setNewCategory(null);
      setCategoryError(null);
    },
    onError: (err: Error) => setCategoryError(err.message),
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    setStale(false);
    const found = checkProductFields(formToFields(values));
    const hasImage =
      (values.imageSource === 'upload' && file !== null) ||
      (values.imageSource === 'url' && values.imageUrl.trim() !== '') ||
      (product?.images.length ?? 0) > 0;
    if (!hasImage) found.image = PRODUCT_FORM_MESSAGES.image;
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({
      id: product?.id ?? null,
      fields: product ? { ...formToFields(values), version } : formToFields(values),
      image: values.imageSource === 'upload' ? file : null,
    });
  });
  const err = (key: string) => errors[key];
  /** One of the product's text fields (id "product-" and its name); the card's grid spaces them. */
  const text = (
    name: 'name' | 'description',
    label: string,
    props: { maxLength?: number; rows?: number },
  ) => (
    <TextField
      className="mb-0"
      id={`product-${name}`}
      label={label}
      registration={register(name)}
      error={err(name)}
      {...props}
    />
  );
  const summary = [...new Set(Object.values(errors))];

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-label="Product form">
      <FailureAlert text={failure} onDismiss={() => setFailure(null)}>
        {stale && onReload && (
          <div className="mt-2">
            <Button variant="outline-danger" size="sm" onClick={onReload}>
              <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
              Reload
            </Button>
          </div>
        )}
      </FailureAlert>
      {!failure && summary.length > 0 && (
        <FailureAlert
          text={
            <ul className="mb-0 ps-3">
              {summary.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          }
        />
      )}
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <Card className="shadow-sm mb-4">
            <Card.Body className="d-grid gap-3">
              {text('name', 'Product Name *', { maxLength: 200 })}
              <TextField
                className="mb-0"
                id="product-sku"
                label="SKU"
                registration={register('sku')}
                error={err('sku')}
                maxLength={SKU_MAX_LENGTH}
                autoComplete="off"
                inputClassName="text-uppercase"
                help={
                  product
                    ? 'Letters, digits and - _ . / (saved in capitals); left blank, it stays as it is.'
                    : 'Letters, digits and - _ . / (saved in capitals); left blank, one is made (SS-...).'
                }
              />
              <FormField
                className="mb-0"
                id="product-category"
                label="Category *"
                error={err('category')}
              >
                <InputGroup>
                  <Controller
                    control={control}
                    name="category"
                    render={({ field }) => (
                      <Form.Select
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        {...controlState({ id: 'product-category', error: err('category') })}
                      >
                        <option value="">Choose a category</option>
                        {(categories.data ?? []).map((c) => (
                          <option key={c.id} value={String(c.id)}>
                            {c.name}
                          </option>
                        ))}
                      </Form.Select>
                    )}
                  />
                  <Button variant="outline-secondary" onClick={() => setNewCategory('')}>
                    New category
                  </Button>
                </InputGroup>
              </FormField>
              {newCategory !== null && (
                <FormField
                  className="mb-0"
                  id="product-new-category"
                  label="New category name"
                  error={categoryError ?? undefined}
                >
                  <InputGroup>
                    <Form.Control
                      value={newCategory}
                      maxLength={60}
                      {...controlState({
                        id: 'product-new-category',
                        error: categoryError ?? undefined,
                      })}
                      onChange={(e) => setNewCategory(e.target.value)}
                    />
                    <Button
                      variant="outline-primary"
                      disabled={addCategory.isPending}
                      onClick={() => addCategory.mutate(newCategory)}
                    >
                      Create
                    </Button>
                    <Button variant="outline-secondary" onClick={() => setNewCategory(null)}>
                      Cancel
                    </Button>
                  </InputGroup>
                </FormField>
              )}
              <div className="row g-3">
                <div className="col-6">
                  <NumericField
                    control={control}
                    name="price"
                    label="Price *"
                    prefix="$"
                    accept={isMoney}
                    error={err('price')}
                  />
                </div>
                <div className="col-6">
                  <NumericField
                    control={control}
                    name="stock"
                    label="Stock"
                    accept={isStock}
                    error={err('stock')}
                    readOnly={serialTracked}
                    help={
                      serialTracked
                        ? product?.serialTracked
                          ? 'Counted from the warehouse: the available units of this product'
                          : 'Counted from the warehouse once saved: 0 until units are received'
                        : undefined
                    }
                  />
                </div>
              </div>
              <Controller
                control={control}
                name="serialTracked"
                render={({ field }) => (
                  <Form.Check
                    type="switch"
                    id="product-serial-tracked"
                    role="switch"
                    className="mb-1"
                    label="Tracked by serial number"
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                    isInvalid={!!err('serialTracked')}
                    feedback={err('serialTracked')}
                    feedbackType="invalid"
                    aria-describedby="product-serial-tracked-help"
                  />
                )}
              />
              <Form.Text id="product-serial-tracked-help" className="d-block mb-3">
                Each unit is received with its own serial and shelved in the warehouse (cameras,
                recorders, panels); off, the stock is a number typed here (cables, mounts).
              </Form.Text>
              <FormField className="mb-0" id="product-quote" label="Pricing">
                <Controller
                  control={control}
                  name="quote"
                  render={({ field }) => (
                    <Form.Select
                      value={field.value ? '1' : ''}
                      onChange={(e) => field.onChange(e.target.value === '1')}
                    >
                      <option value="">Show the price</option>
                      <option value="1">Request a quote</option>
                    </Form.Select>
                  )}
                />
              </FormField>
              <InstallationField
                control={control}
                current={product?.installationLabourId ?? null}
                error={err('installationLabourId')}
              />
              <div style={{ maxWidth: '14rem' }}>
                <NumericField
                  control={control}
                  name="warrantyMonths"
                  label="Warranty (months)"
                  accept={isStock}
                  error={err('warrantyMonths')}
                  help={`0 for none, at most ${MAX_WARRANTY_MONTHS}. Sold units keep their term.`}
                />
              </div>
              {text('description', 'Description *', { rows: 4 })}
            </Card.Body>
          </Card>

          <FieldsetCard legend={`Features * (at least ${PRODUCT_FEATURES_MIN})`}>
            {features.fields.map((f, i) => (
              <InputGroup key={f.id} className="mb-2">
                <Form.Control
                  aria-label={`Feature ${i + 1}`}
                  {...register(`features.${i}.value`)}
                />
                <RemoveButton
                  disabled={features.fields.length <= PRODUCT_FEATURES_MIN}
                  onClick={() => features.remove(i)}
                  label={`Remove feature ${i + 1}`}
                />
              </InputGroup>
            ))}
            {err('features') && <div className="text-danger small mb-2">{err('features')}</div>}
            <AddButton onClick={() => features.append({ value: '' })} label="Add feature" />
          </FieldsetCard>

          <FieldsetCard legend="Specifications">
            {specs.fields.map((f, i) => (
              <div key={f.id} className="row g-2 mb-2">
                <div className="col-5">
                  <Form.Control
                    aria-label={`Specification ${i + 1} name`}
                    placeholder="Name"
                    {...register(`specs.${i}.key`)}
                  />
                </div>
                <div className="col-7">
                  <InputGroup>
                    <Form.Control
                      aria-label={`Specification ${i + 1} value`}
                      placeholder="Value"
                      {...register(`specs.${i}.value`)}
                    />
                    <RemoveButton
                      onClick={() => specs.remove(i)}
                      label={`Remove specification ${i + 1}`}
                    />
                  </InputGroup>
                </div>
              </div>
            ))}
            <AddButton
              onClick={() => specs.append({ key: '', value: '' })}
              label="Add specification"
            />
          </FieldsetCard>

          <FieldsetCard legend="Packages">
            {packages.fields.map((f, i) => (
              <div key={f.id} className="border rounded p-3 mb-3">
                <div className="row g-2 mb-2 align-items-end">
                  <TextField
                    className="col-12 col-sm-6"
                    id={`product-package-${i}-name`}
                    label={`Package ${i + 1} name`}
                    placeholder="Package"
                    registration={register(`packages.${i}.name`)}
                  />
                  <div className="col-8 col-sm-4">
                    <NumericField
                      control={control}
                      name={`packages.${i}.price`}
                      label={`Package ${i + 1} price`}
                      prefix="$"
                      placeholder="product price"
                      accept={isMoney}
                      error={err(`packages.${i}.price`)}
                    />
                  </div>
                  <div className="col-4 col-sm-2 text-end">
                    <RemoveButton
                      disabled={packages.fields.length <= 1}
                      onClick={() => packages.remove(i)}
                      label={`Remove package ${i + 1}`}
                      icon="trash"
                    />
                  </div>
                </div>
                <PackageFeatures control={control} register={register} index={i} />
              </div>
            ))}
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => packages.append({ name: '', price: '', features: [{ value: '' }] })}
            >
              <i className="bi bi-plus" aria-hidden="true" /> Add package
            </Button>
          </FieldsetCard>
        </div>

        <div className="col-12 col-lg-5">
          <FieldsetCard legend={`Image ${product ? '' : '*'}`}>
            {product && product.images[0] && (
              <div className="d-flex align-items-center gap-3 mb-3">
                <img
                  src={product.images[0].url}
                  alt={`Current main image of ${product.name}`}
                  width={96}
                  height={96}
                  className="rounded border"
                />
                <div>
                  <div className="small text-body-secondary mb-1">
                    {product.images.length} image{product.images.length === 1 ? '' : 's'}; a new one
                    becomes the main image.
                  </div>
                  {onManageImages && (
                    <Button size="sm" variant="outline-secondary" onClick={onManageImages}>
                      <i className="bi bi-images me-1" aria-hidden="true" />
                      Manage images
                    </Button>
                  )}
                </div>
              </div>
            )}
            <div className="mb-2">
              {IMAGE_SOURCES.map(({ value, label }) => (
                <Form.Check
                  key={value}
                  type="radio"
                  id={`image-source-${value}`}
                  label={label}
                  value={value}
                  {...register('imageSource')}
                />
              ))}
            </div>
            {imageSource === 'upload' ? (
              <FormField
                className="mb-0"
                id="product-image"
                label="JPEG, PNG or WebP, up to 10 MB"
                labelClassName="small"
                error={err('image')}
              >
                <Form.Control
                  type="file"
                  accept={ACCEPT}
                  {...controlState({ id: 'product-image', error: err('image') })}
                  onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
                />
              </FormField>
            ) : (
              <TextField
                className="mb-0"
                id="product-image-url"
                label="A picture the shop already serves (/api/images/...)"
                labelClassName="small"
                placeholder="/api/images/products/..."
                registration={register('imageUrl')}
                error={err('imageUrl') ?? err('image')}
              />
            )}
          </FieldsetCard>

          <FieldsetCard legend="Compatible products">
            {compatible.fields.map((f, i) => (
              <div key={f.id} className="d-flex gap-2 mb-2">
                <Controller
                  control={control}
                  name={`compatibleWith.${i}.value`}
                  render={({ field }) => (
                    <CompatibleProductInput
                      id={`product-compatible-${i}`}
                      label={`Compatible product ${i + 1}`}
                      value={field.value}
                      onChange={field.onChange}
                      chosen={chosen.filter((_, j) => j !== i && chosen[j] !== '')}
                    />
                  )}
                />
                <RemoveButton
                  disabled={compatible.fields.length <= 1}
                  onClick={() => compatible.remove(i)}
                  label={`Remove compatible product ${i + 1}`}
                />
              </div>
            ))}
            {err('compatibleWith') && (
              <div className="text-danger small mb-2">{err('compatibleWith')}</div>
            )}
            <AddButton
              onClick={() => compatible.append({ value: '' })}
              label="Add compatible product"
            />
          </FieldsetCard>

          <div className="d-grid">
            <Button type="submit" size="lg" disabled={save.isPending}>
              {save.isPending && (
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              {product ? 'Update Product' : 'Create Product'}
            </Button>
          </div>
        </div>
      </div>
    </Form>
  );
}
