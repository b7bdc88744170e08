import Card from 'react-bootstrap/Card';
import { isReadOnly, type AccountProfile, type CustomerOrderStats } from '@shop/contract';
import { invoiceUrl } from '../../features/orders/api/orders';
import { RecentOrders } from '../../features/orders/components/RecentOrders';
import { addressLines, separateBilling } from '../../features/customers/display-name';
import { AddressBlock } from '../../features/customers/components/AddressBlock';
import { OrderStatCards } from '../../features/customers/components/OrderStatCards';
import { QuickActions } from '../../features/customers/components/QuickActions';

function ContactCard({ profile: p }: { profile: AccountProfile }) {
  const name = `${p.firstName} ${p.lastName}`.trim();
  return (
    <Card as="section" aria-labelledby="contact-title" className="h-100 shadow-sm">
      <Card.Body>
        <h2 id="contact-title" className="h5">
          Contact Information
        </h2>
        <dl className="mb-0">
          {p.accountType === 'business' && p.companyName && (
            <>
              <dt className="small text-body-secondary">Company</dt>
              <dd className="text-break">{p.companyName}</dd>
            </>
          )}
          <dt className="small text-body-secondary">Name</dt>
          <dd className="text-break">{name || 'Not provided'}</dd>
          <dt className="small text-body-secondary">Email</dt>
          <dd className="text-break">
            {p.email}
            {p.pendingEmail && (
              <div className="small text-body-secondary">Pending change to {p.pendingEmail}</div>
            )}
          </dd>
          <dt className="small text-body-secondary">Phone</dt>
          <dd className="mb-0">{p.phone || 'Not provided'}</dd>
        </dl>
      </Card.Body>
    </Card>
  );
}

function AddressCard({ id, title, lines }: { id: string; title: string; lines: string[] }) {
  return (
    <Card as="section" aria-labelledby={id} className="h-100 shadow-sm">
      <Card.Body>
        <h2 id={id} className="h5">
          {title}
        </h2>
        <AddressBlock lines={lines} />
      </Card.Body>
    </Card>
  );
}

/**
 * The overview: the four cards, contact and addresses, quick actions and recent orders. It
 * lives in app/ because it joins the account's cards with the orders feature's list and invoice.
 */
export function OverviewTab({
  profile,
  stats,
  statsError,
  onRetryStats,
  onEditProfile,
  onViewOrders,
  onSupport,
}: {
  profile: AccountProfile;
  stats: CustomerOrderStats | undefined;
  statsError: boolean;
  onRetryStats: () => void;
  onEditProfile: () => void;
  onViewOrders: () => void;
  onSupport: () => void;
}) {
  const billing = separateBilling(profile);
  return (
    <div className="d-grid gap-4">
      <OrderStatCards stats={stats} isError={statsError} onRetry={onRetryStats} />
      <div className="row g-4">
        <div className="col-12 col-md-6 col-xl-3">
          <ContactCard profile={profile} />
        </div>
        <div className={billing ? 'col-12 col-md-6 col-xl-3' : 'col-12 col-md-6 col-xl-5'}>
          <AddressCard id="address-title" title="Address" lines={addressLines(profile)} />
        </div>
        {billing && (
          <div className="col-12 col-md-6 col-xl-3">
            <AddressCard id="billing-title" title="Billing Address" lines={billing} />
          </div>
        )}
        <div className={billing ? 'col-12 col-md-6 col-xl-3' : 'col-12 col-xl-4'}>
          <QuickActions
            latestInvoiceHref={
              stats?.latestOrderId != null ? invoiceUrl(stats.latestOrderId) : null
            }
            statsLoaded={!!stats}
            onEditProfile={isReadOnly(profile) ? null : onEditProfile}
            onViewOrders={onViewOrders}
            onSupport={onSupport}
          />
        </div>
      </div>
      <RecentOrders onViewAll={onViewOrders} />
    </div>
  );
}
