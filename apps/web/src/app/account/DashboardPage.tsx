import { useEffect, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { useQuery } from '@tanstack/react-query';
import { PROFILE_MESSAGES } from '@shop/contract';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OverviewTab } from './OverviewTab';
import { ProfileTab } from '../../features/customers/components/ProfileTab';
import { SupportTab } from '../../features/customers/components/SupportTab';
import { ThemeSwitch } from '../../features/customers/components/ThemeSwitch';
import { displayName } from '../../features/customers/display-name';
import {
  DASHBOARD_TABS,
  useDashboardTab,
  type DashboardTab,
} from '../../features/customers/hooks/use-dashboard-tab';
import { profileQuery } from '../../features/customers/api/get-profile';
import { orderStatsQuery } from '../../features/orders/api/orders';
import { CustomerOrders } from '../../features/orders/components/CustomerOrders';
import { CustomerInstallations } from '../../features/installations/components/CustomerInstallations';
import { MyDevices } from '../../features/returns/components/MyDevices';
import { CustomerReturns } from '../../features/returns/components/CustomerReturns';
import { MyPlans } from '../../features/subscriptions/components/MyPlans';
import { formatDate } from '../../lib/format';

const TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  profile: 'Profile',
  orders: 'Orders',
  plans: 'Plans',
  installations: 'Installations',
  devices: 'My devices',
  returns: 'Returns',
  support: 'Support',
};

/**
 * The customer dashboard (docs/modules/customers.md#screens): eight tabs (Plans, the monitoring
 * and maintenance plans with the saved cards; Installations; My devices and Returns), the tab
 * in the URL. A tab's content is built the first time it is opened and kept (hidden) after, so
 * an edit in progress survives a look at another tab.
 */
export default function DashboardPage() {
  useDocumentTitle('My Account');
  const profile = useQuery(profileQuery());
  const stats = useQuery(orderStatsQuery());
  const { tab, setTab } = useDashboardTab();
  const [editing, setEditing] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);
  // The row is laid out again when the profile arrives and when the Orders badge does.
  const loaded = profile.isSuccess;
  const counted = stats.isSuccess;

  // On a phone the tabs scroll sideways, the side with more tabs faded out (.scroll-fade-x):
  // the open tab (say Installations, opened by a link) is scrolled into the row, clear of the
  // fade (the row's scroll padding), not left cut at its edge. Only the row scrolls, not the
  // page.
  useEffect(() => {
    const row = tabsRef.current;
    const link = row?.querySelector<HTMLElement>('.nav-link.active');
    if (!row || !link) return;
    const style = getComputedStyle(row);
    const padStart = parseFloat(style.getPropertyValue('scroll-padding-inline-start')) || 0;
    const padEnd = parseFloat(style.getPropertyValue('scroll-padding-inline-end')) || 0;
    const box = row.getBoundingClientRect();
    const own = link.getBoundingClientRect();
    if (own.right > box.right - padEnd) row.scrollLeft += own.right - box.right + padEnd;
    else if (own.left < box.left + padStart) row.scrollLeft -= box.left + padStart - own.left;
  }, [tab, loaded, counted]);

  if (profile.isPending) return <LoadingState label="Loading your account..." />;
  if (profile.isError) {
    return (
      <div className="container py-5">
        <ErrorState
          message={PROFILE_MESSAGES.loadFailed}
          onRetry={() => void profile.refetch()}
          retryLabel="Retry"
        />
      </div>
    );
  }
  const p = profile.data;
  const active = p.status === 'active';

  return (
    <div className="container py-4 py-lg-5">
      <header className="d-flex flex-wrap align-items-start gap-3 mb-4">
        <div className="me-auto" style={{ minWidth: 0 }}>
          <h1 className="h2 mb-1 text-break">Welcome, {displayName(p)}</h1>
          <p className="text-body-secondary mb-0 d-flex flex-wrap align-items-center gap-2">
            <span>{p.accountType === 'business' ? 'Business Account' : 'Personal Account'}</span>
            <span aria-hidden="true">&middot;</span>
            <span>Member since {formatDate(p.createdAt)}</span>
            <Badge bg={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>
          </p>
        </div>
        <ThemeSwitch />
      </header>

      <Tab.Container
        id="dashboard"
        activeKey={tab}
        onSelect={(key) => {
          if (key && (DASHBOARD_TABS as readonly string[]).includes(key)) {
            setTab(key as DashboardTab);
          }
        }}
        mountOnEnter
        transition={false}
      >
        <Nav
          ref={tabsRef}
          variant="tabs"
          className="mb-4 flex-nowrap overflow-x-auto overflow-y-hidden scroll-fade-x"
          aria-label="Account sections"
        >
          {DASHBOARD_TABS.map((key) => (
            <Nav.Item key={key}>
              <Nav.Link eventKey={key} className="text-nowrap px-2 px-sm-3">
                {TAB_LABELS[key]}
                {key === 'orders' && stats.data && ' '}
                {key === 'orders' && stats.data && (
                  <Badge bg="secondary" pill className="ms-1">
                    {stats.data.totalOrders}
                  </Badge>
                )}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Tab.Content>
          <Tab.Pane eventKey="overview" hidden={tab !== 'overview'}>
            <OverviewTab
              profile={p}
              stats={stats.data}
              statsError={stats.isError}
              onRetryStats={() => void stats.refetch()}
              onEditProfile={() => {
                setEditing(true);
                setTab('profile');
              }}
              onViewOrders={() => setTab('orders')}
              onSupport={() => setTab('support')}
            />
          </Tab.Pane>
          <Tab.Pane eventKey="profile" hidden={tab !== 'profile'}>
            <ProfileTab profile={p} editing={editing} onEditingChange={setEditing} />
          </Tab.Pane>
          <Tab.Pane eventKey="orders" hidden={tab !== 'orders'}>
            <CustomerOrders />
          </Tab.Pane>
          <Tab.Pane eventKey="plans" hidden={tab !== 'plans'}>
            <MyPlans />
          </Tab.Pane>
          <Tab.Pane eventKey="installations" hidden={tab !== 'installations'}>
            <CustomerInstallations />
          </Tab.Pane>
          <Tab.Pane eventKey="devices" hidden={tab !== 'devices'}>
            <MyDevices />
          </Tab.Pane>
          <Tab.Pane eventKey="returns" hidden={tab !== 'returns'}>
            <CustomerReturns />
          </Tab.Pane>
          <Tab.Pane eventKey="support" hidden={tab !== 'support'}>
            <SupportTab />
          </Tab.Pane>
        </Tab.Content>
      </Tab.Container>
    </div>
  );
}
