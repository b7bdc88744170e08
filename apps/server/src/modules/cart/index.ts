import { defineModule, route } from '../module.ts';
import { cartRoutes } from './cart.routes.ts';
import { createCartService, type CartService } from './cart.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    cart: CartService;
  }
}

/** The customer's and the guest's cart. */
export const cartModule = defineModule({
  name: 'cart',
  needs: ['database', 'catalogue'],
  provides: ['cart'],
  create: ({ database, catalogue }) => ({ cart: createCartService({ database, catalogue }) }),
  routes: ({ cart }) => [route(cartRoutes, { cart })],
  housekeeping: ({ cart }) => cart.purgeStaleGuestCarts(),
});
