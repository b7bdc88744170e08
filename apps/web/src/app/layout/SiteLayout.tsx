import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteNavbar } from './SiteNavbar';
import { SiteFooter } from './SiteFooter';
import { TestModeBar } from './TestModeBar';
import { CartDrawerProvider } from '../../features/cart/cart-drawer-context';
import { usePageViewBeacon } from './use-page-view-beacon';

/** How long a link's anchor may take to render before the page settles at its top. */
const ANCHOR_WAIT_MS = 3000;

export function SiteLayout() {
  const { pathname, hash } = useLocation();
  usePageViewBeacon();
  // A new page starts at the top, as a visitor expects after clicking a link; a link with an
  // anchor (/services#cctv-installation) goes to that part of the page, which the router does
  // not do by itself. The anchor's part may render a moment after the page (its data still
  // loading): until it appears (a few seconds at most) the page stays where it is rather than
  // jumping to the top first, and only an anchor that never appears leaves the page at the top.
  // The block bodies matter: newer browsers return a Promise from scrollTo, which React would
  // take for a cleanup.
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToAnchor = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      return target !== null;
    };
    if (scrollToAnchor()) return;
    const observer = new MutationObserver(() => {
      if (scrollToAnchor()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      window.scrollTo(0, 0);
    }, ANCHOR_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
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
        <TestModeBar />
        <SiteNavbar />
        <main id="main" tabIndex={-1} className="flex-grow-1">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </CartDrawerProvider>
  );
}
