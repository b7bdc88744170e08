import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  asCents,
  quotePaymentIntentSchema,
  type QuoteLink,
  type QuotePaymentChoice,
} from '@shop/contract';
import { formatMoney } from '../../../../lib/format';
import { plansPaymentNote } from '../../plan-labels';

// The site's confirmation stays in the browser: the server takes only the choice.
const paymentChoiceSchema = quotePaymentIntentSchema.extend({
  siteConfirmed: z.boolean().refine(Boolean),
});
type PaymentChoiceValues = z.infer<typeof paymentChoiceSchema>;

/**
 * How the customer pays an accepted quote: all of it, or the deposit the shop offers ("Pay
 * deposit $X (30%) now, $Y later"); and the site, confirmed, where the goods go and the
 * installation happens. Only the choice goes to the server: it computes every amount.
 * A quote with plans says its card is kept for their bills (ADR 0076).
 */
export function PaymentChoice({
  quote,
  busy,
  onContinue,
}: {
  quote: QuoteLink;
  busy: boolean;
  onContinue: (choice: QuotePaymentChoice) => void;
}) {
  const deposit = quote.deposit > 0;
  const { register, handleSubmit, watch } = useForm<PaymentChoiceValues>({
    resolver: zodResolver(paymentChoiceSchema),
    defaultValues: { payment: deposit ? 'deposit' : 'full', siteConfirmed: false },
  });
  const siteConfirmed = watch('siteConfirmed');
  const { site } = quote;
  return (
    <Form noValidate onSubmit={handleSubmit(({ payment }) => onContinue(payment))}>
      <fieldset className="mb-3">
        <legend className="h6">How would you like to pay?</legend>
        {deposit && (
          <Form.Check
            type="radio"
            id="pay-deposit"
            value="deposit"
            {...register('payment')}
            label={`Pay deposit ${formatMoney(quote.deposit)} (${quote.depositPercent}%) now, ${formatMoney(
              asCents(quote.total - quote.deposit),
            )} later`}
          />
        )}
        <Form.Check
          type="radio"
          id="pay-full"
          value="full"
          {...register('payment')}
          label={`Pay the full ${formatMoney(quote.total)} now`}
        />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">Installation site</legend>
        <p className="small mb-2 text-break">
          {site.address}, {site.city}, {site.state} {site.zipCode}
        </p>
        <Form.Check
          type="checkbox"
          id="confirm-site"
          {...register('siteConfirmed')}
          label="Deliver and install at this address"
        />
        {!siteConfirmed && (
          <Form.Text>If the address is wrong, contact us before you pay.</Form.Text>
        )}
      </fieldset>
      {quote.plans.length > 0 && (
        <p id="plans-card-note" className="small mb-2">
          <i className="bi bi-credit-card me-1" aria-hidden="true" />
          {plansPaymentNote(quote.recurring)}
        </p>
      )}
      <Button
        type="submit"
        className="w-100"
        size="lg"
        disabled={busy || !siteConfirmed}
        aria-describedby={quote.plans.length > 0 ? 'plans-card-note' : undefined}
      >
        {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Continue to payment
      </Button>
    </Form>
  );
}
