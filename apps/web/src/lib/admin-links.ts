import type { PublicUser } from '@shop/contract';
import { hasPermission, type Permission } from '@shop/contract/permissions';

/** The back office's sections, in the side menu's order. */
export const ADMIN_SECTIONS = [
  'Overview',
  'Orders',
  'Catalogue',
  'Warehouse',
  'Leads',
  'Quotes',
  'Installations',
  'Returns',
  'People',
  'Settings',
  'System',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

type AdminLink = {
  to: string;
  label: string;
  icon: string;
  built: boolean;
  /** Who may open it: admins only, or every user with this permission (managers too). */
  access: 'admin' | Permission;
  /** Where the desktop side menu lists it. */
  section: AdminSection;
  /** Screens opened from this one that the side menu marks as it (beyond its own sub-paths). */
  alsoCurrent?: readonly string[];
};

/**
 * The Admin dropdown's ten links (ADR 0058), in the spec's order, with the
 * Warehouse Map (beyond the spec) after Locations, then System and Settings. A screen not built yet
 * is hidden (never a link to a 404); each issue that builds one flips its flag.
 */
const ALL_ADMIN_LINKS: readonly AdminLink[] = [
  {
    to: '/admin/dashboard',
    label: 'Dashboard',
    icon: 'speedometer2',
    built: true,
    access: 'canViewReports',
    section: 'Overview',
  },
  // The owner's recurring monthly revenue (RMR) and its attrition.
  {
    to: '/admin/recurring-revenue',
    label: 'Recurring Revenue',
    icon: 'graph-up-arrow',
    built: true,
    access: 'canViewReports',
    section: 'Overview',
  },
  {
    to: '/admin/products',
    label: 'Products',
    icon: 'box-seam',
    built: true,
    access: 'canManageProducts',
    section: 'Catalogue',
  },
  // The monitoring and maintenance plans customers subscribe to (sold beside the products).
  {
    to: '/admin/plans',
    label: 'Plans',
    icon: 'shield-check',
    built: true,
    access: 'canManageProducts',
    section: 'Catalogue',
  },
  {
    to: '/admin/productunits',
    label: 'Product Units',
    icon: 'upc-scan',
    built: true,
    access: 'admin',
    section: 'Warehouse',
  },
  {
    to: '/admin/locations',
    label: 'Locations',
    icon: 'geo-alt',
    built: true,
    access: 'admin',
    section: 'Warehouse',
  },
  // Beyond the spec: the floor plan of the warehouse, after Locations.
  {
    to: '/admin/warehouse-map',
    label: 'Warehouse Map',
    icon: 'map',
    built: true,
    access: 'admin',
    section: 'Warehouse',
  },
  // Scanning and picking, for a phone or a handheld.
  {
    to: '/admin/scan',
    label: 'Scan',
    icon: 'qr-code-scan',
    built: true,
    access: 'admin',
    section: 'Warehouse',
  },
  {
    to: '/admin/pages',
    label: 'Edit Pages',
    icon: 'file-earmark-richtext',
    built: true,
    access: 'admin',
    section: 'Catalogue',
  },
  {
    to: '/admin/orders',
    label: 'Orders',
    icon: 'receipt',
    built: true,
    access: 'canManageOrders',
    section: 'Orders',
  },
  // Customers' plans: billed each period, their invoices refunded like orders.
  {
    to: '/admin/subscriptions',
    label: 'Subscriptions',
    icon: 'arrow-repeat',
    built: true,
    access: 'canManageOrders',
    section: 'Orders',
  },
  {
    to: '/admin/customers',
    label: 'Customers',
    icon: 'people',
    built: true,
    access: 'canManageUsers',
    section: 'People',
  },
  {
    to: '/admin/users',
    label: 'User Management',
    icon: 'person-gear',
    built: true,
    access: 'canManageUsers',
    section: 'People',
  },
  {
    to: '/admin/contact-requests',
    label: 'Contact Requests',
    icon: 'envelope',
    built: true,
    access: 'canManageOrders',
    section: 'Leads',
  },
  {
    to: '/admin/site-surveys',
    label: 'Site Surveys',
    icon: 'clipboard-check',
    built: true,
    access: 'canManageOrders',
    section: 'Leads',
  },
  // Quotes built from the leads above (the labour price list opens from there).
  {
    to: '/admin/quotes',
    label: 'Quotes',
    icon: 'file-earmark-text',
    built: true,
    access: 'canManageOrders',
    section: 'Quotes',
    alsoCurrent: ['/admin/labour-prices'],
  },
  // The installation calendar and the technicians who fill it.
  {
    to: '/admin/installations',
    label: 'Installations',
    icon: 'calendar-week',
    built: true,
    access: 'canManageOrders',
    section: 'Installations',
  },
  {
    to: '/admin/technicians',
    label: 'Technicians',
    icon: 'person-badge',
    built: true,
    access: 'canManageOrders',
    section: 'Installations',
  },
  // Returns and warranty claims (RMAs), received back by scanning.
  {
    to: '/admin/rmas',
    label: 'Returns',
    icon: 'arrow-return-left',
    built: true,
    access: 'canManageOrders',
    section: 'Returns',
    alsoCurrent: ['/admin/return-rates'],
  },
  // Replaces the older client's /admin/apitest and /admin/debugstats
  // (docs/modules/system.md#screens).
  {
    to: '/admin/system',
    label: 'System',
    icon: 'hdd-stack',
    built: true,
    access: 'admin',
    section: 'System',
  },
  // Beyond the spec: the shop's own details, shipping rate and sales-tax table.
  {
    to: '/admin/settings',
    label: 'Settings',
    icon: 'sliders',
    built: true,
    access: 'admin',
    section: 'Settings',
  },
];

export const ADMIN_LINKS = ALL_ADMIN_LINKS.filter((link) => link.built);

/** The links this user may follow: the server refuses the rest anyway. */
export function adminLinksFor(user: PublicUser | null) {
  if (!user) return [];
  return ADMIN_LINKS.filter((link) =>
    link.access === 'admin' ? user.role === 'admin' : hasPermission(user, link.access),
  );
}

/** The leads screens: admins, and managers allowed to manage orders (as the server checks). */
export const canManageLeads = (user: PublicUser | null) => hasPermission(user, 'canManageOrders');

/** The user's links by section, in the side menu's order; sections with none are left out. */
export function adminSectionsFor(user: PublicUser | null) {
  const links = adminLinksFor(user);
  return ADMIN_SECTIONS.map((section) => ({
    section,
    links: links.filter((link) => link.section === section),
  })).filter((group) => group.links.length > 0);
}

/** Whether `pathname` is the link's screen, one under it, or one it counts as its own. */
export function isCurrentAdminLink(
  link: { to: string; alsoCurrent?: readonly string[] },
  pathname: string,
): boolean {
  return [link.to, ...(link.alsoCurrent ?? [])].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}
