import { SUBSCRIPTION_MESSAGES, type CardOnFile, type Role } from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { assertCustomer } from './subscription-rules.ts';

export type CardsService = ReturnType<typeof createCardsService>;

/**
 * A customer's saved cards (ADR 0075): listed, added (the test provider's card form, or a
 * Stripe SetupIntent the browser confirms) and removed, except a card a plan is charged to.
 */
export function createCardsService(deps: {
  payments: Pick<
    PaymentsService,
    'cardsOf' | 'cardOf' | 'saveTestCard' | 'startCardSetup' | 'finishCardSetup' | 'removeCard'
  >;
  cardInUse: (customerId: number, cardId: number) => Promise<boolean>;
}) {
  const { payments } = deps;
  return {
    list: (userId: number): Promise<CardOnFile[]> => payments.cardsOf(userId),

    async saveTestCard(
      user: { id: number; role: Role },
      input: { cardNumber: string; expiry: string; cvc: string },
    ) {
      assertCustomer(user);
      return payments.saveTestCard(user.id, input);
    },

    async startSetup(user: { id: number; role: Role; email: string }) {
      assertCustomer(user);
      const setup = await payments.startCardSetup(user.id, user.email);
      return { setupIntentId: setup.id, clientSecret: setup.clientSecret };
    },

    async finishSetup(user: { id: number; role: Role }, setupIntentId: string) {
      assertCustomer(user);
      return payments.finishCardSetup(user.id, setupIntentId);
    },

    async remove(userId: number, cardId: number): Promise<void> {
      if (!(await payments.cardOf(userId, cardId))) {
        throw new DomainError('not_found', SUBSCRIPTION_MESSAGES.cardNotFound, {
          code: 'CARD_NOT_FOUND',
        });
      }
      if (await deps.cardInUse(userId, cardId)) {
        throw new DomainError('conflict', SUBSCRIPTION_MESSAGES.cardInUse, { code: 'CARD_IN_USE' });
      }
      await payments.removeCard(userId, cardId);
    },
  };
}
