import { lazy, Suspense, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import Button from 'react-bootstrap/Button';
import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { useShopIdentity } from '../../lib/api/shop-settings';
import { SCREEN_BUILT } from '../../lib/screens';
import { adminLinksFor } from '../../lib/admin-links';
import { useCartDrawer } from '../../features/cart/cart-drawer-context';
import { useCart } from '../../features/cart/use-cart';
import { SiteSearch } from '../../features/catalogue/components/SiteSearch';

// Loaded when first opened: neither is needed to show the first page (JS budget).
const CartDrawer = lazy(() => import('./CartDrawer').then((m) => ({ default: m.CartDrawer })));
const AdminMenu = lazy(() => import('./SignedInMenus').then((m) => ({ default: m.AdminMenu })));
const UserMenu = lazy(() => import('./SignedInMenus').then((m) => ({ default: m.UserMenu })));
const AdminLoginModal = lazy(() =>
  import('../../features/auth/components/AdminLoginModal').then((m) => ({
    default: m.AdminLoginModal,
  })),
);

const MAIN_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/services', label: 'Services' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  ...(SCREEN_BUILT.survey ? [{ to: '/survey', label: 'Free Site Survey' }] : []),
];

export function SiteNavbar() {
  const shop = useShopIdentity();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const cartDrawer = useCartDrawer();
  const { summary } = useCart();
  const [adminLoginOpen, setAdminLoginOpen] = useState(false);
  // Once opened they stay mounted, so they can play their closing animation.
  const [adminLoginUsed, setAdminLoginUsed] = useState(false);
  if (adminLoginOpen && !adminLoginUsed) setAdminLoginUsed(true);
  const [cartUsed, setCartUsed] = useState(false);
  if (cartDrawer.shown && !cartUsed) setCartUsed(true);
  const close = () => setExpanded(false);
  // A signed-in visitor's row has User Dashboard and the user menu (and staff's the Admin
  // menu): wider than a guest's, so it collapses behind the menu button up to 1400px instead
  // of 1200px (at 1200-1300px it pushed the search and the cart off the screen).
  const staff = !!user && adminLinksFor(user).length > 0;
  const bp = user ? 'xxl' : 'xl';

  async function handleLogout() {
    close();
    // Leave first (rendered at once): on a signed-in-only page the guard would otherwise send
    // the now signed-out visitor to /login instead of home.
    await navigate('/', { flushSync: true });
    await signOut();
  }

  return (
    <>
      <Navbar
        expand={bp}
        bg="dark"
        data-bs-theme="dark"
        sticky="top"
        expanded={expanded}
        onToggle={setExpanded}
        className="site-navbar shadow-sm"
      >
        <Container>
          <Navbar.Brand as={Link} to="/" onClick={close} className="fw-bold">
            <i className="bi bi-shield-lock-fill text-primary me-2" aria-hidden="true" />
            {shop.brand}
          </Navbar.Brand>
          <div className="site-search-slot">
            <SiteSearch onNavigate={close} />
          </div>
          <div className={`d-flex align-items-center order-${bp}-last gap-2`}>
            <Button
              variant="outline-light"
              size="sm"
              onClick={cartDrawer.open}
              aria-label={`Open cart, ${summary.itemCount} ${summary.itemCount === 1 ? 'item' : 'items'}`}
              className="position-relative"
            >
              <i className="bi bi-cart3" aria-hidden="true" />
              {summary.itemCount > 0 && (
                <span
                  className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger"
                  aria-hidden="true"
                  data-testid="cart-count"
                >
                  {summary.itemCount > 99 ? '99+' : summary.itemCount}
                </span>
              )}
            </Button>
            <Navbar.Toggle aria-controls="main-nav" aria-label="Toggle navigation" />
          </div>
          <Navbar.Collapse id="main-nav">
            <Nav className="me-auto" as="ul">
              {MAIN_LINKS.map((link) => (
                <Nav.Item as="li" key={link.to}>
                  <Nav.Link as={NavLink} to={link.to} end={link.end} onClick={close}>
                    {link.label}
                  </Nav.Link>
                </Nav.Item>
              ))}
              {user && (
                <Nav.Item as="li">
                  <Nav.Link as={NavLink} to="/dashboard" onClick={close}>
                    User Dashboard
                  </Nav.Link>
                </Nav.Item>
              )}
              {user && staff && (
                <Suspense fallback={<li className="nav-link">Admin</li>}>
                  <AdminMenu user={user} onNavigate={close} />
                </Suspense>
              )}
            </Nav>
            <Nav className={`align-items-${bp}-center gap-2 my-2 my-${bp}-0 me-${bp}-2`}>
              {user ? (
                <Suspense fallback={<span className="nav-link">{user.firstName}</span>}>
                  <UserMenu user={user} onNavigate={close} onLogout={handleLogout} />
                </Suspense>
              ) : (
                <>
                  <Button
                    variant="link"
                    className="nav-link text-start px-xl-2"
                    // From 1200 to 1399px the row is full: the button is its icon there.
                    aria-label="Admin Login"
                    title="Admin Login"
                    onClick={() => {
                      close();
                      setAdminLoginOpen(true);
                    }}
                  >
                    <i className="bi bi-shield-lock me-1" aria-hidden="true" />
                    <span className="d-xl-none d-xxl-inline">Admin Login</span>
                  </Button>
                  <Link to="/login" className="btn btn-outline-light btn-sm" onClick={close}>
                    Login
                  </Link>
                </>
              )}
              <Link to="/contact" className="btn btn-primary btn-sm" onClick={close}>
                Get a Quote
              </Link>
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <Suspense fallback={null}>
        {cartUsed && <CartDrawer />}
        {adminLoginUsed && (
          <AdminLoginModal show={adminLoginOpen} onHide={() => setAdminLoginOpen(false)} />
        )}
      </Suspense>
    </>
  );
}
