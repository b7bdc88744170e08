import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteNavbar } from './SiteNavbar';
import { SiteFooter } from './SiteFooter';
import { CartDrawerProvider } from '../../features/cart/cart-drawer-context';
import { usePageViewBeacon } from './use-page-view-beacon';

export function SiteLayout() {
  const { pathname, hash } = useLocation();
  usePageViewBeacon();
  // A new page starts at the top, as a visitor expects after clicking a link; a link with an
  // anchor (/services#cctv-installation) goes to that part of the page, which the router does
  // not do by itself. The page has rendered by now (a layout's effects run after its page's).
  // The block bodies matter: newer browsers return a Promise from scrollTo, which React would
  // take for a cleanup.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ block: 'start' });
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return (
    <CartDrawerProvider>
      <div className="d-flex flex-column min-vh-100">
        <a
          href="#main"
          className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-body z-3"
        >
          Skip to main content
        </a>
        <SiteNavbar />
        <main id="main" tabIndex={-1} className="flex-grow-1">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </CartDrawerProvider>
  );
}
