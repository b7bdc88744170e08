import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SiteLayout } from './layout/SiteLayout';
import NotFoundPage from './shop/NotFoundPage';
import { RequireUser } from './account/RequireUser';
import { RequireAdmin } from './admin/RequireAdmin';
import { RequirePermission } from './admin/RequirePermission';
import { AdminHome } from './admin/AdminHome';
import { AdminFrame } from './admin/AdminFrame';
import { LoadingState } from '../components/ui/LoadingState';
import { useShopIdentity } from '../lib/api/shop-settings';

/**
 * Every page loads on demand: a shopper never downloads the admin screens, and the first
 * page stays small (at most 150 kB of gzipped JavaScript up front).
 */
function page(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'>;
/** A page written once for several routes, each giving it its own props. */
function page<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
  props: P,
): Pick<RouteObject, 'lazy'>;
function page<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
  props?: P,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = (await load()).default;
      return { Component: props ? () => <Page {...props} /> : (Page as React.ComponentType) };
    },
  };
}

/**
 * Painted while the first page's code arrives: the navbar's bar with the brand (the same markup
 * and name as the shell in index.html, so nothing moves), and a spinner.
 */
function FirstLoad() {
  const { brand } = useShopIdentity();
  return (
    <div className="min-vh-100">
      <div className="navbar bg-dark" data-bs-theme="dark">
        <div className="container">
          <span className="navbar-brand fw-bold">
            <i className="bi bi-shield-lock-fill text-primary me-2" aria-hidden="true" />
            {brand}
          </span>
        </div>
      </div>
      <LoadingState />
    </div>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    HydrateFallback: FirstLoad,
    children: [
      { index: true, ...page(() => import('./shop/HomePage')) },
      { path: 'services', ...page(() => import('./shop/ServicesPage')) },
      { path: 'industries/:industry', ...page(() => import('./shop/IndustryPage')) },
      { path: 'about', ...page(() => import('./shop/AboutPage')) },
      { path: 'privacy', ...page(() => import('./shop/PrivacyPage')) },
      { path: 'terms', ...page(() => import('./shop/TermsPage')) },
      { path: 'contact', ...page(() => import('./shop/ContactPage')) },
      { path: 'survey', ...page(() => import('./shop/SurveyPage')) },
      // The older client's links say /site-survey.
      { path: 'site-survey', element: <Navigate to="/survey" replace /> },
      { path: 'products', ...page(() => import('./shop/ProductsPage')) },
      { path: 'register', ...page(() => import('./account/RegisterPage')) },
      { path: 'verify/:token', ...page(() => import('./account/VerifyEmailPage')) },
      { path: 'login', ...page(() => import('./account/LoginPage')) },
      { path: 'forgot-password', ...page(() => import('./account/ForgotPasswordPage')) },
      { path: 'reset-password', ...page(() => import('./account/ResetPasswordPage')) },
      // The link of an e-mail change opens in any browser, signed in or not.
      { path: 'confirm-email/:token', ...page(() => import('./account/ConfirmEmailChangePage')) },
      // The bill of lading's QR code: signed, so it opens without signing in.
      { path: 'track/:orderNumber', ...page(() => import('./shop/TrackOrderPage')) },
      // A quote's signed link: opens without signing in; paying asks for it.
      { path: 'quote/:token', ...page(() => import('./shop/QuotePage')) },
      {
        element: <RequireUser />,
        children: [
          { path: 'dashboard', ...page(() => import('./account/DashboardPage')) },
          // A return or warranty claim of a device, and one RMA.
          { path: 'dashboard/returns/new', ...page(() => import('./account/RmaRequestPage')) },
          { path: 'dashboard/returns/:id', ...page(() => import('./account/RmaPage')) },
          // One of the customer's monitoring and maintenance plans (its e-mails link here).
          { path: 'dashboard/plans/:id', ...page(() => import('./account/PlanPage')) },
          { path: 'checkout', ...page(() => import('./shop/CheckoutPage')) },
          // Subscribing to a plan from /services: a visitor signs in and comes back.
          { path: 'subscribe/:planId', ...page(() => import('./shop/SubscribePage')) },
          {
            path: 'order-confirmation/:orderNumber',
            ...page(() => import('./shop/OrderConfirmationPage')),
          },
        ],
      },
      {
        path: 'admin',
        element: <AdminFrame />,
        children: [
          { index: true, element: <AdminHome /> },
          {
            element: <RequirePermission permission="canViewReports" denied="redirect" />,
            children: [
              { path: 'dashboard', ...page(() => import('./admin/AdminDashboardPage')) },
              // The owner's recurring revenue (the dashboard's card links here).
              { path: 'recurring-revenue', ...page(() => import('./admin/RecurringRevenuePage')) },
            ],
          },
          {
            element: (
              <RequirePermission permission="canManageOrders" denied="message" nonStaff="home" />
            ),
            children: [
              { path: 'orders', ...page(() => import('./admin/AdminOrdersPage')) },
              // Customers' subscriptions to the plans.
              { path: 'subscriptions', ...page(() => import('./admin/SubscriptionsPage')) },
              {
                path: 'subscriptions/:id',
                ...page(() => import('./admin/SubscriptionDetailPage')),
              },
            ],
          },
          {
            // The installation calendar and the technicians.
            element: (
              <RequirePermission permission="canManageOrders" denied="message" nonStaff="home" />
            ),
            children: [
              { path: 'installations', ...page(() => import('./admin/InstallationsPage')) },
              { path: 'technicians', ...page(() => import('./admin/TechniciansPage')) },
            ],
          },
          {
            // The return rates (the dashboard's Returns card links here).
            element: (
              <RequirePermission permission="canManageOrders" denied="message" nonStaff="home" />
            ),
            children: [{ path: 'return-rates', ...page(() => import('./admin/ReturnRatesPage')) }],
          },
          {
            element: (
              <RequirePermission permission="canManageProducts" denied="message" nonStaff="home" />
            ),
            children: [
              { path: 'products', ...page(() => import('./admin/AdminProductsPage')) },
              // The dashboard's Product Photos card: pictures are managed from the list's rows.
              { path: 'products/photos', ...page(() => import('./admin/AdminProductsPage')) },
              { path: 'products/new', ...page(() => import('./admin/ProductFormPage')) },
              { path: 'products/edit/:id', ...page(() => import('./admin/ProductFormPage')) },
              // The monitoring and maintenance plans sold beside the products.
              { path: 'plans', ...page(() => import('./admin/PlansPage')) },
            ],
          },
          {
            element: <RequirePermission permission="canManageOrders" denied="message" />,
            children: [
              {
                path: 'contact-requests',
                ...page(() => import('./admin/LeadListPage'), { kind: 'contact' }),
              },
              {
                path: 'site-surveys',
                ...page(() => import('./admin/LeadListPage'), { kind: 'survey' }),
              },
            ],
          },
          // Staff quotes and the labour price list.
          {
            element: <RequirePermission permission="canManageOrders" denied="message" />,
            children: [
              { path: 'quotes', ...page(() => import('./admin/QuotesPage')) },
              { path: 'quotes/new', ...page(() => import('./admin/QuoteEditorPage')) },
              { path: 'quotes/:id', ...page(() => import('./admin/QuoteEditorPage')) },
              { path: 'labour-prices', ...page(() => import('./admin/LabourPricesPage')) },
            ],
          },
          // The returns (RMA) queue.
          {
            element: <RequirePermission permission="canManageOrders" denied="message" />,
            children: [
              { path: 'rmas', ...page(() => import('./admin/RmasPage')) },
              { path: 'rmas/:id', ...page(() => import('./admin/RmaDetailPage')) },
            ],
          },
          {
            element: <RequirePermission permission="canManageOrders" denied="redirect" />,
            children: [
              {
                path: 'contact-requests/:id',
                ...page(() => import('./admin/LeadDetailPage'), { kind: 'contact' }),
              },
              {
                path: 'site-surveys/:id',
                ...page(() => import('./admin/LeadDetailPage'), { kind: 'survey' }),
              },
            ],
          },
          {
            element: <RequirePermission permission="canManageUsers" denied="message" />,
            children: [
              { path: 'users', ...page(() => import('./admin/UsersPage')) },
              { path: 'customers', ...page(() => import('./admin/CustomersPage')) },
              ...['users', 'customers'].flatMap((area) => [
                { path: `${area}/new`, ...page(() => import('./admin/PersonFormPage')) },
                { path: `${area}/:id/edit`, ...page(() => import('./admin/PersonFormPage')) },
                { path: `${area}/:id`, ...page(() => import('./admin/PersonDetailPage')) },
              ]),
              { path: 'customers/:id/orders', ...page(() => import('./admin/PersonDetailPage')) },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'pages', ...page(() => import('./admin/PageEditorPage')) },
              { path: 'pages/:slug', ...page(() => import('./admin/PageEditorPage')) },
              { path: 'system', ...page(() => import('./admin/SystemPage')) },
              { path: 'settings', ...page(() => import('./admin/SettingsPage')) },
              { path: 'productunits', ...page(() => import('./admin/ProductUnitsPage')) },
              { path: 'locations', ...page(() => import('./admin/LocationsPage')) },
              { path: 'warehouse-map', ...page(() => import('./admin/WarehouseMapPage')) },
              { path: 'scan', ...page(() => import('./admin/ScanPage')) },
              // The developer test pages of the older client, replaced by the System page.
              { path: 'apitest', element: <Navigate to="/admin/system" replace /> },
              { path: 'debugstats', element: <Navigate to="/admin/system" replace /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
