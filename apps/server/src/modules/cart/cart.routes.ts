import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CART_MESSAGES, GUEST_SESSION_ID, IDEMPOTENCY_KEY } from '@shop/contract';
import {
  addToCart,
  addToGuestCart,
  clearCart,
  getCart,
  getCartSummary,
  getGuestCart,
  mergeGuestCart,
  removeCartItem,
  updateCartItem,
} from '@shop/contract/cart/endpoints';
import { DomainError } from '../../lib/errors.ts';
import { plainJsonSerializer } from '../../lib/fast-response.ts';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { CartOwner, CartService } from './cart.service.ts';

/** A well-formed guest session id in X-Session-ID, or undefined (sign-in ignores a bad one). */
export function wellFormedGuestSessionId(request: FastifyRequest): string | undefined {
  const header = request.headers['x-session-id'];
  return typeof header === 'string' && GUEST_SESSION_ID.test(header) ? header : undefined;
}

/** The guest session id a request carries in X-Session-ID: absent, valid, or refused. */
function guestSessionIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-session-id'];
  if (header === undefined || header === '') return undefined;
  if (typeof header !== 'string' || !GUEST_SESSION_ID.test(header)) {
    throw new DomainError('validation', CART_MESSAGES.guestIdInvalid, { code: 'GUEST_ID_INVALID' });
  }
  return header;
}

/** The Idempotency-Key header of an add-to-cart, if any; a malformed one is refused. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new DomainError('validation', CART_MESSAGES.idempotencyKey, {
      code: 'IDEMPOTENCY_KEY_INVALID',
    });
  }
  return header;
}

/** A signed-in user's cart is theirs whatever header comes along; a guest's is its session id's. */
function ownerOf(request: FastifyRequest): CartOwner {
  if (request.user) return { userId: request.user.id };
  const guestSessionId = guestSessionIdOf(request);
  if (!guestSessionId) {
    throw new DomainError('validation', CART_MESSAGES.guestIdRequired, {
      code: 'GUEST_ID_REQUIRED',
    });
  }
  return { guestSessionId };
}

export async function cartRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  // Every cart answer is the service's typed cart view (see lib/fast-response.ts).
  app.setSerializerCompiler(plainJsonSerializer);
  // A cart is one person's: never cached by the browser or anything between.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  serve(app, getCart, (request) => cart.view(ownerOf(request)));

  serve(app, getCartSummary, async (request) => ({
    success: true as const,
    summary: await cart.summary(ownerOf(request)),
  }));

  serve(app, addToCart, (request) =>
    cart.add(ownerOf(request), request.body, idempotencyKeyOf(request)),
  );

  serve(app, updateCartItem, (request) =>
    cart.update(ownerOf(request), request.params.itemId, request.body),
  );

  serve(app, removeCartItem, (request) => cart.remove(ownerOf(request), request.params.itemId));

  serve(app, clearCart, (request) => cart.clear(ownerOf(request)));

  serve(app, addToGuestCart, (request) => {
    const { sessionId, ...item } = request.body;
    return cart.add({ guestSessionId: sessionId }, item, idempotencyKeyOf(request));
  });

  serve(app, getGuestCart, (request) => cart.view({ guestSessionId: request.params.sessionId }));

  serve(app, mergeGuestCart, async (request) => {
    await cart.mergeGuestCart(currentUser(request).id, request.body.sessionId);
    return { success: true as const, message: CART_MESSAGES.migrated };
  });
}
