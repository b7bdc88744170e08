import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { subscriptionCardSchema, type CardOnFile, type Subscription } from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { FailureAlert } from '../../../components/ui/FailureAlert';
import { LoadingState } from '../../../components/ui/LoadingState';
import type { PageAlertMessage } from '../../../components/ui/PageAlert';
import { SelectField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { myCardsQuery } from '../api/cards';
import { useSetPlanCard } from '../api/subscriptions';
import { cardName, cardText } from '../labels';
import { AddCard } from './AddCard';

/**
 * The card the plan's bills are charged to, and "Use another card for this plan": one of the
 * other saved cards, or a card added here first.
 */
export function PlanCardChoice({
  subscription,
  report,
}: {
  subscription: Subscription;
  report: (message: PageAlertMessage) => void;
}) {
  const [open, setOpen] = useState(false);
  const cards = useQuery({ ...myCardsQuery(), enabled: open });
  const others = cards.data?.filter((card) => card.id !== subscription.card?.id) ?? [];
  const ended = subscription.status === 'cancelled';

  return (
    <section className="card mb-4" aria-labelledby="plan-card-title">
      <div className="card-body">
        <h2 id="plan-card-title" className="h5">
          Payment card
        </h2>
        <p className="mb-2">
          {subscription.card ? (
            <>
              <i className="bi bi-credit-card me-2" aria-hidden="true" />
              {cardText(subscription.card)}
            </>
          ) : (
            'No card is on file for this plan yet.'
          )}
        </p>
        {!ended && !open && (
          <Button variant="outline-primary" size="sm" onClick={() => setOpen(true)}>
            Use another card for this plan
          </Button>
        )}
        {open &&
          (cards.isPending ? (
            <LoadingState label="Loading your cards..." />
          ) : cards.isError ? (
            <ErrorState
              message="Your saved cards could not be loaded."
              onRetry={() => void cards.refetch()}
            />
          ) : others.length > 0 ? (
            <ChooseCard
              subscription={subscription}
              cards={others}
              onDone={(card) => {
                setOpen(false);
                report({
                  variant: 'success',
                  text: `Your plan's bills now go to ${cardName(card)}.`,
                });
              }}
              onCancel={() => setOpen(false)}
            />
          ) : (
            <>
              <p className="small text-body-secondary">
                You have no other saved card. Add one, then choose it for the plan.
              </p>
              <AddCard onSaved={() => undefined} onCancel={() => setOpen(false)} />
            </>
          ))}
      </div>
    </section>
  );
}

function ChooseCard({
  subscription,
  cards,
  onDone,
  onCancel,
}: {
  subscription: Subscription;
  cards: CardOnFile[];
  onDone: (card: CardOnFile) => void;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ cardId: number }>({
    resolver: zodResolver(subscriptionCardSchema),
    defaultValues: { cardId: cards[0]!.id },
  });
  const field = fieldProps(register, errors);
  const setCard = useSetPlanCard(subscription.id, {
    onSuccess: (_plan, cardId) => onDone(cards.find((card) => card.id === cardId)!),
    onError: (err) => setError(errorText(err, 'The card could not be changed. Please try again.')),
  });
  const submit = handleSubmit(({ cardId }) => {
    setError(null);
    setCard.mutate(cardId);
  });
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-label="Use another card for this plan">
      <FailureAlert text={error} onDismiss={() => setError(null)} />
      <SelectField
        id="plan-card"
        label="Charge the plan to"
        options={cards.map((card) => ({ value: String(card.id), label: cardText(card) }))}
        disabled={setCard.isPending}
        {...field('cardId', { valueAsNumber: true })}
      />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={setCard.isPending}>
          {setCard.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Use this card
        </Button>
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={onCancel}
          disabled={setCard.isPending}
        >
          Cancel
        </Button>
      </div>
    </Form>
  );
}
