import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addToCartSchema,
  CART_MESSAGES,
  cartItemParams,
  cartResponse,
  cartSummaryResponse,
  errorResponses,
  GUEST_SESSION_ID,
  guestAddToCartSchema,
  guestCartParams,
  IDEMPOTENCY_KEY,
  migrateCartSchema,
  successMessageSchema,
  updateCartItemSchema,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import { plainJsonSerializer } from '../../lib/fast-response.ts';
import { currentUser, requireUser } from '../../plugins/auth-guards.ts';
import type { CartOwner, CartService } from './cart.service.ts';

const errors = errorResponses(400, 401, 404, 409);

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every cart answer is the service's typed cart view (see lib/fast-response.ts).
  r.setSerializerCompiler(plainJsonSerializer);
  // A cart is one person's: never cached by the browser or anything between.
  r.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const tags = ['cart'];

  r.get('/cart', { schema: { tags, response: { 200: cartResponse, ...errors } } }, (request) =>
    cart.view(ownerOf(request)),
  );

  r.get(
    '/cart/summary',
    { schema: { tags, response: { 200: cartSummaryResponse, ...errors } } },
    async (request) => ({ success: true as const, summary: await cart.summary(ownerOf(request)) }),
  );

  r.post(
    '/cart/add',
    {
      schema: {
        tags,
        summary: 'Add a product (and package) to the cart; prices always come from the catalogue',
        body: addToCartSchema,
        response: { 200: cartResponse, ...errors },
      },
    },
    (request) => cart.add(ownerOf(request), request.body, idempotencyKeyOf(request)),
  );

  r.put(
    '/cart/update/:itemId',
    {
      schema: {
        tags,
        params: cartItemParams,
        body: updateCartItemSchema,
        response: { 200: cartResponse, ...errors },
      },
    },
    (request) => cart.update(ownerOf(request), request.params.itemId, request.body),
  );

  r.delete(
    '/cart/remove/:itemId',
    { schema: { tags, params: cartItemParams, response: { 200: cartResponse, ...errors } } },
    (request) => cart.remove(ownerOf(request), request.params.itemId),
  );

  r.delete(
    '/cart/clear',
    { schema: { tags, response: { 200: cartResponse, ...errors } } },
    (request) => cart.clear(ownerOf(request)),
  );

  r.post(
    '/cart/guest/add',
    {
      schema: {
        tags,
        summary: 'Add to a guest cart named in the body',
        body: guestAddToCartSchema,
        response: { 200: cartResponse, ...errors },
      },
    },
    (request) => {
      const { sessionId, ...item } = request.body;
      return cart.add({ guestSessionId: sessionId }, item, idempotencyKeyOf(request));
    },
  );

  r.get(
    '/cart/guest/:sessionId',
    { schema: { tags, params: guestCartParams, response: { 200: cartResponse, ...errors } } },
    (request) => cart.view({ guestSessionId: request.params.sessionId }),
  );

  r.put(
    '/cart/migrate',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Merge a guest cart into the signed-in user's cart (also done at sign-in)",
        body: migrateCartSchema,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      await cart.mergeGuestCart(currentUser(request).id, request.body.sessionId);
      return { success: true as const, message: CART_MESSAGES.migrated };
    },
  );
}
