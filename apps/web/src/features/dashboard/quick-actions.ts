import type { PublicUser } from '@shop/contract';
import { adminLinksFor } from '../../lib/admin-links';
import { SCREEN_BUILT } from '../../lib/screens';

export type QuickAction = {
  to: string;
  label: string;
  icon: string;
  description: string;
  /** The Admin menu screen it belongs to: shown only to whom that screen is shown. */
  menu: string;
  /** A screen of its own inside the menu screen: its flag in lib/screens.ts. */
  built: boolean;
};

/**
 * The dashboard's quick-action cards (docs/modules/dashboard.md#screens: add a product,
 * edit the home page, orders, product photos), then the other daily work. A card never leads
 * to a screen that does not exist or that the user may not open.
 */
const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    to: '/admin/products/new',
    label: 'Add Product',
    icon: 'plus-square',
    description: 'Create a new product in the catalogue.',
    menu: '/admin/products',
    built: SCREEN_BUILT.productForm,
  },
  {
    to: '/admin/pages/home',
    label: 'Edit Home Page',
    icon: 'file-earmark-richtext',
    description: 'Change what visitors read on the home page.',
    menu: '/admin/pages',
    built: SCREEN_BUILT.homePageEditor,
  },
  {
    to: '/admin/orders',
    label: 'Manage Orders',
    icon: 'receipt',
    description: 'Review, update and ship customer orders.',
    menu: '/admin/orders',
    built: true,
  },
  {
    to: '/admin/products/photos',
    label: 'Product Photos',
    icon: 'images',
    description: 'Upload and arrange product images.',
    menu: '/admin/products',
    built: SCREEN_BUILT.productPhotos,
  },
  {
    to: '/admin/contact-requests',
    label: 'Contact Requests',
    icon: 'envelope',
    description: 'Answer messages sent from the contact form.',
    menu: '/admin/contact-requests',
    built: true,
  },
  {
    to: '/admin/site-surveys',
    label: 'Site Surveys',
    icon: 'clipboard-check',
    description: 'Follow up on free site survey requests.',
    menu: '/admin/site-surveys',
    built: true,
  },
];

/** The quick actions this user may follow: built, and in the user's Admin menu. */
export function quickActionsFor(user: PublicUser | null): QuickAction[] {
  const menu = new Set(adminLinksFor(user).map((link) => link.to));
  return QUICK_ACTIONS.filter((action) => action.built && menu.has(action.menu));
}

/** Whether the user may open the orders screen (the recent orders' links lead there). */
export const canOpenOrders = (user: PublicUser | null) =>
  adminLinksFor(user).some((link) => link.to === '/admin/orders');
