import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { useQuery } from '@tanstack/react-query';
import type { CardOnFile } from '@shop/contract';
import { ListStates } from '../../../components/list/ListStates';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { errorText } from '../../../lib/error-text';
import { useSearchParam } from '../../../lib/use-list-params';
import { myCardsQuery, useFinishCardSetup, useRemoveCard } from '../api/cards';
import { cardName, cardText } from '../labels';
import { AddCard } from './AddCard';

/**
 * The customer's saved cards (the Plans tab): each with Remove (asked first; a card a plan is
 * charged to is refused with the server's words), and Add a card.
 */
export function SavedCards() {
  const cards = useQuery(myCardsQuery());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CardOnFile | null>(null);
  const [message, setMessage] = useState<PageAlertMessage | null>(null);
  const remove = useRemoveCard({
    onSuccess: (_answer, id) => {
      const card = cards.data?.find((c) => c.id === id);
      setMessage({ variant: 'success', text: `${card ? cardName(card) : 'The card'} is removed.` });
      setRemoving(null);
    },
    onError: (error) => {
      setMessage({
        variant: 'danger',
        text: errorText(error, 'The card could not be removed. Please try again.'),
      });
      setRemoving(null);
    },
  });
  useStripeReturn(setMessage);

  return (
    <section aria-labelledby="saved-cards-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="saved-cards-title" className="h4 mb-0 me-auto">
          Saved cards
        </h2>
        {!adding && (
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => {
              setMessage(null);
              setAdding(true);
            }}
          >
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            Add a card
          </Button>
        )}
      </div>
      <PageAlert message={message} onClose={() => setMessage(null)} />
      {adding && (
        <div className="border rounded p-3 mb-3" style={{ maxWidth: '32rem' }}>
          <h3 className="h6">Add a card</h3>
          <AddCard
            onSaved={(card) => {
              setAdding(false);
              setMessage({
                variant: 'success',
                text: card ? `${cardName(card)} is saved.` : 'Your card is saved.',
              });
            }}
            onCancel={() => setAdding(false)}
          />
        </div>
      )}
      <ListStates
        query={cards}
        rows={(list) => list}
        texts={{
          loading: 'Loading your cards...',
          loadError: 'Your saved cards could not be loaded.',
          empty: 'No card is saved. A card you pay a plan with is kept for its bills.',
        }}
      >
        {(list) => (
          <ListGroup as="ul" aria-label="Your saved cards">
            {list.map((card) => (
              <ListGroup.Item as="li" key={card.id} className="d-flex align-items-center gap-2">
                <i className="bi bi-credit-card fs-5" aria-hidden="true" />
                <span className="me-auto" style={{ minWidth: 0 }}>
                  {cardText(card)}
                </span>
                <Button
                  variant="outline-danger"
                  size="sm"
                  className="flex-shrink-0"
                  onClick={() => {
                    setMessage(null);
                    setRemoving(card);
                  }}
                >
                  Remove <span className="visually-hidden">{cardName(card)}</span>
                </Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </ListStates>
      <ConfirmDialog
        show={removing !== null}
        title="Remove this card?"
        message={
          removing
            ? `${cardName(removing)} will no longer be kept. A plan charged to it needs another card first.`
            : ''
        }
        confirmLabel="Remove card"
        variant="danger"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

/**
 * Back from Stripe after a bank's check of a card being saved: the SetupIntent it names is
 * kept once, and the address loses it.
 */
function useStripeReturn(setMessage: (message: PageAlertMessage) => void) {
  const [setupIntent, setSetupIntent] = useSearchParam('setup_intent');
  const [status] = useSearchParam('redirect_status');
  const finish = useFinishCardSetup({
    onSuccess: (card) => setMessage({ variant: 'success', text: `${cardName(card)} is saved.` }),
    onError: (error) =>
      setMessage({
        variant: 'danger',
        text: errorText(error, 'Your card could not be saved. Please try again.'),
      }),
  });
  const handled = useRef(false);
  useEffect(() => {
    if (!setupIntent || handled.current) return;
    handled.current = true;
    if (status === 'succeeded') finish.mutate(setupIntent);
    else setMessage({ variant: 'danger', text: 'Your card was not saved. Please try again.' });
    setSetupIntent(null, { replace: true });
  }, [setupIntent, status, finish, setMessage, setSetupIntent]);
}
