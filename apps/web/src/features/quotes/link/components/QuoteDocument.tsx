import { recurringPhrase, type QuoteLink } from '@shop/contract';
import { formatDay, formatFixedRate, formatMoney } from '../../../../lib/format';
import { minTermText, perInterval } from '../../plan-labels';

/**
 * The quote as the customer reads it, phone first: who it is from, its number and date, each
 * line as a row that wraps (no table to scroll sideways at 375 px), the plans billed after it,
 * the totals ("then $X/month" when there are plans) and the terms.
 * Every text is the server's, shown as text.
 */
export function QuoteDocument({ quote }: { quote: QuoteLink }) {
  const { company } = quote;
  return (
    <article aria-labelledby="quote-title">
      <header className="d-flex flex-wrap justify-content-between gap-2 mb-3">
        <div>
          <h1 id="quote-title" className="h4 mb-1">
            Quote {quote.quoteNumber}
          </h1>
          <p className="mb-0 text-body-secondary small">
            Valid until <strong>{formatDay(quote.validUntil)}</strong>
          </p>
        </div>
        {company && (
          <address className="small text-md-end mb-0">
            <strong>{company.name}</strong>
            <br />
            {company.street}
            <br />
            {company.cityLine}
            <br />
            <a href={`tel:${company.phone}`}>{company.phone}</a> ·{' '}
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
        )}
      </header>

      <h2 className="h6">What is included</h2>
      <ul className="list-group mb-3" aria-label="Quote lines">
        {quote.lines.map((line, n) => (
          <li
            key={n}
            className="list-group-item d-flex justify-content-between align-items-start gap-3"
          >
            <div className="text-break">
              <div className="fw-semibold">
                {line.kind === 'labour' && (
                  <i className="bi bi-tools me-1 text-body-secondary" aria-hidden="true" />
                )}
                {line.description}
              </div>
              <div className="small text-body-secondary">
                {line.packageName && `${line.packageName} · `}
                {line.quantity} × {formatMoney(line.unitPrice)}
                {line.kind === 'labour' && ' · installation'}
              </div>
            </div>
            <span className="text-nowrap fw-semibold">{formatMoney(line.lineTotal)}</span>
          </li>
        ))}
      </ul>

      <dl className="row small mb-3" aria-label="Totals">
        <dt className="col-7 fw-normal">Subtotal</dt>
        <dd className="col-5 text-end mb-1">{formatMoney(quote.subtotal)}</dd>
        {quote.discount > 0 && (
          <>
            <dt className="col-7 fw-normal">Discount</dt>
            <dd className="col-5 text-end mb-1">−{formatMoney(quote.discount)}</dd>
          </>
        )}
        <dt className="col-7 fw-normal">Sales tax ({formatFixedRate(quote.taxRate)})</dt>
        <dd className="col-5 text-end mb-1">{formatMoney(quote.tax)}</dd>
        <dt className="col-7 fs-6 border-top pt-2">Total</dt>
        <dd className="col-5 fs-6 fw-bold text-end border-top pt-2 mb-0" data-testid="quote-total">
          {formatMoney(quote.total)}
        </dd>
        {quote.recurring.length > 0 && (
          <dd className="col-12 text-end text-body-secondary mb-0" data-testid="quote-recurring">
            then {recurringPhrase(quote.recurring, formatMoney)}
          </dd>
        )}
      </dl>

      {quote.plans.length > 0 && (
        <section aria-labelledby="quote-plans">
          <h2 id="quote-plans" className="h6">
            Plans
          </h2>
          <p className="small text-body-secondary mb-2">
            Billed after the total above: they start when the quote is paid (in full or by its
            deposit), with no set-up fee.
          </p>
          <ul className="list-group mb-3" aria-label="Plans">
            {quote.plans.map((plan) => {
              const term = minTermText(plan.minTermMonths);
              return (
                <li
                  key={plan.position}
                  className="list-group-item d-flex justify-content-between align-items-start gap-3"
                >
                  <div className="text-break">
                    <div className="fw-semibold">
                      <i
                        className="bi bi-arrow-repeat me-1 text-body-secondary"
                        aria-hidden="true"
                      />
                      {plan.planName}
                    </div>
                    {term && <div className="small text-body-secondary">{term}</div>}
                  </div>
                  <div className="text-end">
                    <span className="text-nowrap fw-semibold">
                      {perInterval(plan.recurring, plan.interval)}
                    </span>
                    {plan.taxable && (
                      <div className="small text-body-secondary text-nowrap">incl. tax</div>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {quote.terms && (
        <section aria-labelledby="quote-terms">
          <h2 id="quote-terms" className="h6">
            Terms
          </h2>
          <p className="small text-body-secondary" style={{ whiteSpace: 'pre-wrap' }}>
            {quote.terms}
          </p>
        </section>
      )}
    </article>
  );
}
