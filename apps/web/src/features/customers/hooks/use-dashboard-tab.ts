import { useCallback, useState } from 'react';
import { useSearchParam } from '../../../lib/use-list-params';

export const DASHBOARD_TABS = [
  'overview',
  'profile',
  'orders',
  'plans',
  'installations',
  'devices',
  'returns',
  'support',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const isTab = (value: string | null): value is DashboardTab =>
  (DASHBOARD_TABS as readonly (string | null)[]).includes(value);

/**
 * The dashboard's tab lives in the URL (?tab=profile), so a reload, a shared link or Back shows
 * the same tab. Overview is the default and keeps the address bare (/dashboard). The orders
 * list's own filters stay in the URL beside it.
 *
 * The tab is also held in state, set at once on a choice: the tab list moves the focus to the
 * selected tab right after an arrow key, before the URL's navigation has landed.
 */
export function useDashboardTab() {
  const [raw, setTabParam] = useSearchParam('tab');
  const urlTab: DashboardTab = isTab(raw) ? raw : 'overview';
  const [tab, setLocalTab] = useState(urlTab);
  // Back, Forward or a link changed the URL: follow it.
  const [seenUrlTab, setSeenUrlTab] = useState(urlTab);
  if (urlTab !== seenUrlTab) {
    setSeenUrlTab(urlTab);
    setLocalTab(urlTab);
  }

  const setTab = useCallback(
    (next: DashboardTab) => {
      setLocalTab(next);
      setTabParam(next === 'overview' ? null : next, { preventScrollReset: true });
    },
    [setTabParam],
  );
  return { tab, setTab };
}
