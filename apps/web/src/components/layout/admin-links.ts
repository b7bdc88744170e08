/** The Admin dropdown's ten links (storefront.md section 2), in the spec's order. */
export const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: 'speedometer2' },
  { to: '/admin/products', label: 'Products', icon: 'box-seam' },
  { to: '/admin/productunits', label: 'Product Units', icon: 'upc-scan' },
  { to: '/admin/locations', label: 'Locations', icon: 'geo-alt' },
  { to: '/admin/pages', label: 'Edit Pages', icon: 'file-earmark-richtext' },
  { to: '/admin/orders', label: 'Orders', icon: 'receipt' },
  { to: '/admin/customers', label: 'Customers', icon: 'people' },
  { to: '/admin/users', label: 'User Management', icon: 'person-gear' },
  { to: '/admin/contact-requests', label: 'Contact Requests', icon: 'envelope' },
  { to: '/admin/site-surveys', label: 'Site Surveys', icon: 'clipboard-check' },
] as const;
