import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { countedPagePath } from '@shop/contract/page-views';
import { countPageView } from '@shop/contract/dashboard/routes';
import { call } from '../../lib/api-client';

/**
 * Tells the server about each visit to a public page (the admin dashboard's page views): only
 * the path, nothing about the visitor. keepalive lets the call finish when the visitor leaves
 * at once; a failure is never shown, a lost count matters less than a visitor's screen.
 */
export function usePageViewBeacon() {
  const { pathname } = useLocation();
  // The last path seen: StrictMode runs an effect twice in development, which must not count
  // as two views. Reset on every navigation, so going away and back counts again.
  const last = useRef<string | null>(null);
  useEffect(() => {
    const path = countedPagePath(pathname);
    const previous = last.current;
    last.current = path;
    if (path === null || path === previous) return;
    call(countPageView, { body: { path } }, { keepalive: true }).catch(() => {});
  }, [pathname]);
}
