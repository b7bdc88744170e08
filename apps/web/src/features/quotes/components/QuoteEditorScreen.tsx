import { useId, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { get, useFieldArray, useForm, useWatch, type FieldError, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  quoteEditorFormSchema,
  recurringPhrase,
  type AdminQuote,
  type QuoteEditorForm,
  type QuoteEditorValues,
  type QuotePrefill,
} from '@shop/contract';
import { asCents } from '@shop/contract/money';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@shop/contract/order-options';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DownloadButton } from '../../../components/ui/DownloadLink';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, formatDay, formatFixedRate, formatMoney } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { labourPricesQuery } from '../api/labour-prices';
import { quotePdfUrl, quotePrefillQuery, quotePreviewQuery, quoteQuery } from '../api/quotes';
import { useCreateQuote, useDeleteQuote, useSaveQuote, useSendQuote } from '../api/quote-writes';
import { formOfPrefill, formOfQuote, pricingOf, type QuoteEditorLine } from '../quote-draft';
import { leadHref } from '../quote-labels';
import { LinePicker } from './ProductPicker';
import { QuoteHistory } from './QuoteHistory';
import { QuoteLines } from './QuoteLines';
import { QuotePlans } from './QuotePlans';
import { QuoteStatusBadge } from './QuoteStatusBadge';
import { useSearchParam } from '../../../lib/use-list-params';
import { positiveId } from '../../../lib/ids';

/**
 * /admin/quotes/new (?survey=ID, ?contact=ID or ?customer=ID: prefilled from the lead or the
 * account) and /admin/quotes/:id:
 * the quote editor. It loads what it edits, then hands it to the form.
 */
export function QuoteEditorScreen() {
  const params = useParams();
  const [survey] = useSearchParam('survey');
  const [contact] = useSearchParam('contact');
  const [customer] = useSearchParam('customer');
  const id = positiveId(params.id);
  const isNew = params.id === undefined;
  const source = {
    siteSurveyId: positiveId(survey) ?? undefined,
    contactRequestId: positiveId(contact) ?? undefined,
    customerId: positiveId(customer) ?? undefined,
  };
  const prefill = useQuery({ ...quotePrefillQuery(source), enabled: isNew });
  const quote = useQuery({ ...quoteQuery(id ?? 0), enabled: id !== null });
  useDocumentTitle(isNew ? 'New Quote' : (quote.data?.quoteNumber ?? 'Quote'));

  const shell = (body: React.ReactNode) => (
    <div className="container-fluid px-3 px-lg-4 py-4" style={{ maxWidth: '96rem' }}>
      <Link to="/admin/quotes" className="d-inline-block mb-3">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        Back to Quotes
      </Link>
      {body}
    </div>
  );

  if (!isNew && id === null) return shell(<ErrorState message="No such quote." />);
  const loading = isNew ? prefill : quote;
  if (loading.isPending) return shell(<LoadingState label="Loading quote..." />);
  if (loading.isError)
    return shell(
      <ErrorState
        message={errorText(loading.error, 'Failed to load the quote')}
        onRetry={() => void loading.refetch()}
      />,
    );
  return shell(
    isNew ? (
      <QuoteEditor key="new" quote={null} prefill={prefill.data!} />
    ) : (
      <QuoteEditor key={quote.data!.id} quote={quote.data!} prefill={null} />
    ),
  );
}

/** A titled part of the editor (a region named by its heading). */
function Section({
  title,
  live,
  children,
}: {
  title: string;
  live?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby={id}>
      <Card.Header className="bg-body-tertiary">
        <h2 id={id} className="h6 mb-0">
          {title}
        </h2>
      </Card.Header>
      <Card.Body aria-live={live ? 'polite' : undefined}>{children}</Card.Body>
    </Card>
  );
}

function QuoteEditor({
  quote,
  prefill,
}: {
  quote: AdminQuote | null;
  prefill: QuotePrefill | null;
}) {
  const ids = useId();
  const navigate = useNavigate();
  const form = useForm<QuoteEditorForm, unknown, QuoteEditorValues>({
    resolver: zodResolver(quoteEditorFormSchema),
    defaultValues: quote ? formOfQuote(quote) : formOfPrefill(prefill!),
    // A price, a quantity or the discount says what is wrong with it as it is typed.
    mode: 'onChange',
  });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const lines = useFieldArray({ control, name: 'lines' });
  const plans = useFieldArray({ control, name: 'plans' });
  // A new quote is unsaved until it is created.
  const dirty = quote === null || formState.isDirty;
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const [stale, setStale] = useState(false);
  const [confirm, setConfirm] = useState<'send' | 'delete' | null>(null);
  const labour = useQuery(labourPricesQuery());
  const fresh = useQuery({ ...quoteQuery(quote?.id ?? 0), enabled: false });

  const readOnly = quote !== null && (quote.status === 'accepted' || quote.status === 'declined');
  // The totals are the server's, asked again once typing pauses (and only of amounts).
  const pricing = useWatch({ control, compute: pricingOf });
  const siteZip = useWatch({ control, name: 'site.zip' });
  const settled = useDebouncedValue(pricing, 400);
  const preview = useQuery({
    ...quotePreviewQuery(settled ?? { lines: [] }),
    enabled: pricing !== null && settled !== null,
  });

  const failed = (fallback: string) => (error: Error) => {
    if (error instanceof ApiError && error.code === 'QUOTE_STALE_VERSION') {
      setStale(true);
      return;
    }
    showServerFieldErrors(form.setError, error);
    setAlert({ variant: 'danger', text: errorText(error, fallback) });
  };
  const create = useCreateQuote({
    onSuccess: (q) => void navigate(`/admin/quotes/${q.id}`, { replace: true }),
    onError: failed('Failed to create the quote'),
  });
  const save = useSaveQuote(quote?.id ?? 0, {
    onSuccess: (q) => {
      form.reset(formOfQuote(q));
      setAlert({ variant: 'success', text: `Saved as version ${q.version}.` });
    },
    onError: failed('Failed to save the quote'),
  });
  const send = useSendQuote(quote?.id ?? 0, {
    onSuccess: (q) => {
      setConfirm(null);
      setAlert({ variant: 'success', text: `Quote sent to ${q.customerEmail}.` });
    },
    onError: (e) => {
      setConfirm(null);
      failed('Failed to send the quote')(e);
    },
  });
  const remove = useDeleteQuote(quote?.id ?? 0, {
    onSuccess: () => void navigate('/admin/quotes', { replace: true }),
    onError: (e) => {
      setConfirm(null);
      failed('Failed to delete the quote')(e);
    },
  });
  const saving = create.isPending || save.isPending;

  const onSave = form.handleSubmit(
    (body) => {
      setAlert(null);
      if (quote) save.mutate({ ...body, version: quote.version });
      else
        create.mutate({
          ...body,
          siteSurveyId: prefill!.siteSurveyId,
          contactRequestId: prefill!.contactRequestId,
          customerId: prefill!.customerId,
        });
    },
    () => setAlert({ variant: 'danger', text: 'Check the highlighted fields.' }),
  );

  const reload = async () => {
    const { data } = await fresh.refetch();
    if (data) {
      form.reset(formOfQuote(data));
      setStale(false);
      setAlert(null);
    }
  };

  const addLine = (line: QuoteEditorLine) => lines.append(line, { shouldFocus: false });
  const totals = preview.data?.totals;
  // An answered quote's plans are as it was paid or refused: today's prices are not its own.
  const pricedPlans = readOnly ? quote!.plans : preview.data?.plans;
  const recurring = readOnly ? quote!.recurring : preview.data?.recurring;
  const text = <G extends 'customer' | 'site'>(
    group: G,
    name: keyof QuoteEditorForm[G] & string,
    label: string,
    props: Record<string, unknown> = {},
  ) => {
    const key = `${group}.${name}` as Path<QuoteEditorForm>;
    const error = (get(errors, key) as FieldError | undefined)?.message;
    return (
      <Form.Group className="mb-2" controlId={`${ids}-${key}`}>
        <Form.Label className="small mb-1">{label}</Form.Label>
        <Form.Control
          size="sm"
          disabled={readOnly}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          {...props}
          {...register(key)}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Group>
    );
  };

  return (
    <Form noValidate onSubmit={(e) => void onSave(e)} aria-busy={saving}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-2">{quote ? quote.quoteNumber : 'New Quote'}</h1>
        {quote && <QuoteStatusBadge status={quote.status} />}
        {quote && <span className="small text-body-secondary">Version {quote.version}</span>}
        <div className="ms-auto d-flex flex-wrap gap-2">
          {quote && (
            <DownloadButton
              url={() => quotePdfUrl(quote.id)}
              fallbackName={`quote-${quote.quoteNumber}.pdf`}
              onError={(error) =>
                setAlert({
                  variant: 'danger',
                  text: errorText(error, 'Failed to download the PDF'),
                })
              }
              variant="outline-secondary"
              icon={<i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />}
            >
              Download PDF
            </DownloadButton>
          )}
          {quote && quote.status === 'draft' && quote.sentAt === null && (
            <Button variant="outline-danger" onClick={() => setConfirm('delete')}>
              Delete
            </Button>
          )}
          {quote && quote.status === 'draft' && (
            <Button
              variant="success"
              disabled={dirty || quote.lines.length === 0}
              title={dirty ? 'Save your changes first' : undefined}
              onClick={() => setConfirm('send')}
            >
              <i className="bi bi-send me-1" aria-hidden="true" />
              Send
            </Button>
          )}
          {!readOnly && (
            <Button type="submit" disabled={saving}>
              {saving && <Spinner size="sm" className="me-1" aria-hidden="true" />}
              {saving ? 'Saving...' : 'Save'}
            </Button>
          )}
        </div>
      </div>

      {stale && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">
            Someone else changed this quote: reload it to see their changes (yours are not saved).
          </span>
          <Button size="sm" variant="outline-dark" onClick={() => void reload()}>
            Reload
          </Button>
        </Alert>
      )}
      <PageAlert message={alert} onClose={() => setAlert(null)} />
      {quote && (quote.status === 'sent' || quote.status === 'viewed') && (
        <Alert variant="info">
          Sent {formatDateTime(quote.sentAt)}. Saving a change puts it back to draft: the link the
          customer has stops working until you send it again.
        </Alert>
      )}
      {readOnly && (
        <Alert variant="secondary">This quote was {quote!.status}: it can no longer change.</Alert>
      )}

      <div className="row gx-4">
        <div className="col-lg-8">
          <Section title="Lines">
            <QuoteLines
              form={form}
              lines={lines.fields}
              priced={preview.data?.lines}
              saved={quote?.lines ?? []}
              disabled={readOnly}
              onRemove={(index) => lines.remove(index)}
            />
            {!readOnly && (
              <div className="border-top pt-3 mt-3">
                <LinePicker
                  labour={labour.data ?? []}
                  disabled={readOnly}
                  onProduct={(p) =>
                    addLine({
                      kind: 'product',
                      productId: p.id,
                      name: p.name,
                      packageId: null,
                      quantity: 1,
                      price: '',
                    })
                  }
                  onLabour={(l) =>
                    addLine({
                      kind: 'labour',
                      labourPriceId: l.id,
                      name: l.name,
                      quantity: 1,
                      price: '',
                    })
                  }
                />
              </div>
            )}
          </Section>

          <Section title="Plans">
            <QuotePlans
              form={form}
              plans={plans.fields}
              priced={pricedPlans}
              disabled={readOnly}
              onAdd={(plan) => plans.append(plan)}
              onRemove={(index) => plans.remove(index)}
            />
          </Section>

          <Section title="Totals" live>
            <div className="row g-2 mb-3">
              <Form.Group className="col-sm-6" controlId={`${ids}-discount`}>
                <Form.Label className="small mb-1">Discount ($)</Form.Label>
                <Form.Control
                  size="sm"
                  inputMode="decimal"
                  placeholder="0.00"
                  disabled={readOnly}
                  isInvalid={Boolean(errors.discount)}
                  aria-invalid={errors.discount ? true : undefined}
                  {...register('discount')}
                />
                <Form.Control.Feedback type="invalid">
                  {errors.discount?.message}
                </Form.Control.Feedback>
                {quote?.discountBy && (
                  <Form.Text>
                    Given by {quote.discountBy}, {formatDateTime(quote.discountAt)}
                  </Form.Text>
                )}
              </Form.Group>
            </div>
            {preview.isError ? (
              <Alert variant="warning" className="mb-0">
                {errorText(preview.error, 'The totals could not be worked out')}
              </Alert>
            ) : !totals ? (
              <LoadingState label="Pricing..." />
            ) : (
              <dl className="row mb-0">
                <dt className="col-7 fw-normal">Subtotal</dt>
                <dd className="col-5 text-end">{formatMoney(totals.subtotal)}</dd>
                <dt className="col-7 fw-normal">Discount</dt>
                <dd className="col-5 text-end">
                  {totals.discount > 0
                    ? `-${formatMoney(totals.discount)}`
                    : formatMoney(asCents(0))}
                </dd>
                <dt className="col-7 fw-normal">
                  Sales tax ({formatFixedRate(totals.taxRate)}
                  {siteZip ? ` for ${siteZip}` : ', no ZIP yet'})
                </dt>
                <dd className="col-5 text-end">{formatMoney(totals.tax)}</dd>
                <dt className="col-7">Total</dt>
                <dd className="col-5 text-end fw-bold">
                  {formatMoney(totals.total)}
                  {preview.isFetching && <span className="visually-hidden"> (updating)</span>}
                </dd>
                {totals.deposit > 0 && (
                  <>
                    <dt className="col-7 fw-normal">Deposit ({totals.depositPercent}%)</dt>
                    <dd className="col-5 text-end mb-0">{formatMoney(totals.deposit)}</dd>
                  </>
                )}
              </dl>
            )}
            {totals && !preview.isError && recurring && recurring.length > 0 && (
              <div className="border-top mt-2 pt-2 text-end">
                <p className="fw-semibold mb-1" data-testid="quote-recurring">
                  Then {recurringPhrase(recurring, formatMoney)}
                </p>
                <p className="small text-body-secondary mb-0">
                  Plans start when the quote is paid; no set-up fee.
                </p>
              </div>
            )}
          </Section>

          <Section title="Validity and terms">
            <Form.Group className="mb-3" controlId={`${ids}-valid`} style={{ maxWidth: '14rem' }}>
              <Form.Label className="small mb-1">Valid until</Form.Label>
              <Form.Control
                size="sm"
                type="date"
                disabled={readOnly}
                isInvalid={Boolean(errors.validUntil)}
                aria-invalid={errors.validUntil ? true : undefined}
                {...register('validUntil')}
              />
              <Form.Control.Feedback type="invalid">
                {errors.validUntil?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId={`${ids}-terms`}>
              <Form.Label className="small mb-1">Terms</Form.Label>
              <Form.Control
                as="textarea"
                rows={6}
                maxLength={4000}
                disabled={readOnly}
                isInvalid={Boolean(errors.terms)}
                aria-invalid={errors.terms ? true : undefined}
                {...register('terms')}
              />
              <Form.Control.Feedback type="invalid">{errors.terms?.message}</Form.Control.Feedback>
            </Form.Group>
          </Section>
        </div>

        <div className="col-lg-4">
          <Section title="Customer">
            {text('customer', 'name', 'Name', { maxLength: 200, required: true })}
            {text('customer', 'email', 'E-mail', {
              type: 'email',
              maxLength: 254,
              required: true,
            })}
            {text('customer', 'phone', 'Phone', { type: 'tel', maxLength: 40 })}
            {text('customer', 'company', 'Company', { maxLength: 200 })}
          </Section>
          <Section title="Installation site">
            {text('site', 'street', 'Street', { maxLength: 200 })}
            {text('site', 'city', 'City', { maxLength: 100 })}
            <div className="row g-2">
              <div className="col-6">{text('site', 'state', 'State', { maxLength: 50 })}</div>
              <div className="col-6">
                {text('site', 'zip', 'ZIP (sets the tax)', {
                  inputMode: 'numeric',
                  maxLength: 10,
                })}
              </div>
            </div>
            {text('site', 'country', 'Country', { maxLength: 100 })}
          </Section>
          {quote && (
            <Section title="Links and history">
              <p className="small mb-2">
                Lead:{' '}
                {quote.lead ? (
                  <Link to={leadHref(quote.lead)}>
                    {quote.lead.kind === 'survey' ? 'Site survey' : 'Contact request'} #
                    {quote.lead.id} ({quote.lead.name})
                  </Link>
                ) : (
                  'none'
                )}
              </p>
              <p className="small">
                Order:{' '}
                {quote.order ? (
                  <Link to={`/admin/orders?order=${quote.order.id}`}>
                    {quote.order.orderNumber} (payment:{' '}
                    {PAYMENT_STATUS_LABELS[quote.order.paymentStatus as PaymentStatus] ??
                      quote.order.paymentStatus}
                    )
                  </Link>
                ) : (
                  'not paid yet'
                )}
              </p>
              <QuoteHistory quote={quote} />
            </Section>
          )}
        </div>
      </div>

      {quote && (
        <>
          <ConfirmDialog
            show={confirm === 'send'}
            title="Send this quote?"
            message={`${quote.customerEmail} gets an e-mail with a link to ${quote.quoteNumber} (${formatMoney(quote.totals.total)}${quote.recurring.length > 0 ? `, then ${recurringPhrase(quote.recurring, formatMoney)}` : ''}), valid until ${formatDay(quote.validUntil)}.`}
            confirmLabel="Send Quote"
            confirmIcon="bi bi-send"
            pending={send.isPending}
            onConfirm={() => send.mutate()}
            onCancel={() => setConfirm(null)}
          />
          <ConfirmDialog
            show={confirm === 'delete'}
            title="Delete this draft?"
            message={`Delete ${quote.quoteNumber}? This cannot be undone.`}
            confirmLabel="Delete"
            variant="danger"
            pending={remove.isPending}
            onConfirm={() => remove.mutate()}
            onCancel={() => setConfirm(null)}
          />
        </>
      )}
    </Form>
  );
}
