import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteNavbar } from './SiteNavbar';
import { SiteFooter } from './SiteFooter';

export function SiteLayout() {
  const { pathname } = useLocation();
  // A new page starts at the top, as a visitor expects after clicking a link. The block body
  // matters: newer browsers return a Promise from scrollTo, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="d-flex flex-column min-vh-100">
      <a
        href="#main"
        className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white z-3"
      >
        Skip to main content
      </a>
      <SiteNavbar />
      <main id="main" tabIndex={-1} className="flex-grow-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
