/**
 * The Admin dropdown's ten links (storefront.md section 2), in the spec's order. A screen not
 * built yet is hidden (never a link to a 404); each issue that builds one flips its flag.
 */
const ALL_ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: 'speedometer2', built: true },
  { to: '/admin/products', label: 'Products', icon: 'box-seam', built: false },
  { to: '/admin/productunits', label: 'Product Units', icon: 'upc-scan', built: false },
  { to: '/admin/locations', label: 'Locations', icon: 'geo-alt', built: false },
  { to: '/admin/pages', label: 'Edit Pages', icon: 'file-earmark-richtext', built: false },
  { to: '/admin/orders', label: 'Orders', icon: 'receipt', built: false },
  { to: '/admin/customers', label: 'Customers', icon: 'people', built: false },
  { to: '/admin/users', label: 'User Management', icon: 'person-gear', built: false },
  { to: '/admin/contact-requests', label: 'Contact Requests', icon: 'envelope', built: false },
  { to: '/admin/site-surveys', label: 'Site Surveys', icon: 'clipboard-check', built: false },
] as const;

export const ADMIN_LINKS = ALL_ADMIN_LINKS.filter((link) => link.built);
