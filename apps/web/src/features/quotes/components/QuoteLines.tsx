import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type FieldArrayWithId, type UseFormReturn } from 'react-hook-form';
import {
  QUOTE_LIMITS,
  type QuoteEditorForm,
  type QuoteEditorValues,
  type QuoteLine,
} from '@shop/contract';
import { formatDateTime } from '../../../lib/format';
import { pickerProductQuery } from '../api/catalogue-picker';
import { formatMoney, formatMoneyInput } from '../../../lib/format';

/** The packages of a product line's product, to choose from. */
function PackageSelect({
  id,
  productId,
  value,
  onChange,
  disabled,
}: {
  id: string;
  productId: number;
  value: number | null;
  onChange: (packageId: number | null) => void;
  disabled: boolean;
}) {
  const product = useQuery(pickerProductQuery(productId));
  const packages = product.data?.packages ?? [];
  return (
    <>
      <Form.Label htmlFor={id} className="small mb-1">
        Package
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={value ?? ''}
        disabled={disabled || packages.length === 0}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        {value === null && <option value="">First package</option>}
        {value !== null && !packages.some((p) => p.id === value) && (
          <option value={value}>{product.isPending ? 'Loading...' : 'Saved package'}</option>
        )}
        {packages.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
            {p.price === null ? '' : ` (${formatMoney(p.price)})`}
          </option>
        ))}
      </Form.Select>
    </>
  );
}

/**
 * The quote's lines: quantity, package and a price typed over the list's (blank: the list
 * price). The list price, the line total and who overrode a price are the server's.
 */
export function QuoteLines({
  form,
  lines,
  priced,
  saved,
  disabled,
  onRemove,
}: {
  form: UseFormReturn<QuoteEditorForm, unknown, QuoteEditorValues>;
  /** The form's lines (useFieldArray), each with its key. */
  lines: readonly FieldArrayWithId<QuoteEditorForm, 'lines'>[];
  /** The server's pricing of these lines (the preview), by position. */
  priced: readonly QuoteLine[] | undefined;
  /** The lines as last saved, for who overrode a price. */
  saved: readonly QuoteLine[];
  disabled: boolean;
  onRemove: (index: number) => void;
}) {
  const { control, register } = form;
  const typed = useWatch({ control, name: 'lines' });
  const errors = form.formState.errors.lines;
  if (lines.length === 0)
    return (
      <p className="text-body-secondary mb-0">
        No lines yet: add products and installation labour below.
      </p>
    );
  return (
    <ol className="list-unstyled mb-0" aria-label="Quote lines">
      {lines.map((line, i) => {
        const server = priced?.[i];
        const was = saved[i];
        const overriddenBy =
          was && was.priceOverriddenBy && server && was.unitPrice === server.unitPrice
            ? `${was.priceOverriddenBy}, ${formatDateTime(was.priceOverriddenAt)}`
            : null;
        const id = `quote-line-${line.id}`;
        const qtyError = errors?.[i]?.quantity?.message;
        const priceError = errors?.[i]?.price?.message;
        return (
          <li key={line.id} className="border rounded p-2 mb-2" aria-label={line.name}>
            <div className="row g-2 align-items-end">
              <div className="col-12 col-lg-3">
                <div className="fw-semibold">{line.name}</div>
                <div className="small text-body-secondary">
                  {line.kind === 'labour' ? 'Installation labour' : 'Product'}
                  {server && ` · list ${formatMoney(server.listPrice)}`}
                </div>
              </div>
              <div className="col-12 col-sm-6 col-lg-3">
                {line.kind === 'product' ? (
                  <Controller
                    control={control}
                    name={`lines.${i}.packageId`}
                    render={({ field }) => (
                      <PackageSelect
                        id={`${id}-package`}
                        productId={line.productId}
                        value={field.value ?? null}
                        disabled={disabled}
                        onChange={field.onChange}
                      />
                    )}
                  />
                ) : null}
              </div>
              <div className="col-4 col-sm-2 col-lg-1">
                <Form.Label htmlFor={`${id}-qty`} className="small mb-1">
                  Qty
                </Form.Label>
                <Form.Control
                  id={`${id}-qty`}
                  size="sm"
                  type="number"
                  min={1}
                  max={QUOTE_LIMITS.quantity}
                  disabled={disabled}
                  isInvalid={Boolean(qtyError)}
                  aria-invalid={qtyError ? true : undefined}
                  // Whole numbers; 0 while the field is cleared to type another number.
                  {...register(`lines.${i}.quantity`, {
                    setValueAs: (v: unknown) => Math.trunc(Number(v) || 0),
                  })}
                />
                <Form.Control.Feedback type="invalid">{qtyError}</Form.Control.Feedback>
              </div>
              <div className="col-8 col-sm-4 col-lg-2">
                <Form.Label htmlFor={`${id}-price`} className="small mb-1">
                  Unit price ($)
                </Form.Label>
                <Form.Control
                  id={`${id}-price`}
                  size="sm"
                  inputMode="decimal"
                  placeholder={server ? formatMoneyInput(server.listPrice) : 'List price'}
                  disabled={disabled}
                  isInvalid={Boolean(priceError)}
                  aria-invalid={priceError ? true : undefined}
                  aria-describedby={`${id}-price-note`}
                  {...register(`lines.${i}.price`)}
                />
                <Form.Control.Feedback type="invalid">{priceError}</Form.Control.Feedback>
              </div>
              {/* Wide enough for "$99,999.99" on one line: an amount never breaks. */}
              <div className="col-8 col-lg-2 text-lg-end">
                <span className="small text-body-secondary d-lg-none">Line total </span>
                <span className="fw-semibold text-nowrap">
                  {server ? formatMoney(server.lineTotal) : '...'}
                </span>
              </div>
              <div className="col-4 col-lg-1 text-end">
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={disabled}
                  onClick={() => onRemove(i)}
                  aria-label={`Remove ${line.name}`}
                >
                  <i className="bi bi-trash" aria-hidden="true" />
                </Button>
              </div>
            </div>
            <div id={`${id}-price-note`} className="small text-body-secondary mt-1">
              {(typed[i]?.price ?? '').trim() === ''
                ? 'Blank price: the list price.'
                : overriddenBy
                  ? `Price overridden by ${overriddenBy}.`
                  : 'Price overridden: saved with your name.'}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
