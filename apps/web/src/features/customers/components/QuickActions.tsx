import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { DownloadLink } from '../../../components/ui/DownloadLink';
import { ReadOnlyNote } from '../../../components/ui/ReadOnlyNote';

/** Edit Profile, View Orders, the latest order's invoice, and Support. */
export function QuickActions({
  latestInvoiceHref,
  statsLoaded,
  onEditProfile,
  onViewOrders,
  onSupport,
}: {
  /** The latest order's invoice, or null before the first order. */
  latestInvoiceHref: string | null;
  statsLoaded: boolean;
  /** Null for a read-only (guest) account: the button is off and says why. */
  onEditProfile: (() => void) | null;
  onViewOrders: () => void;
  onSupport: () => void;
}) {
  return (
    <Card as="section" aria-labelledby="quick-actions-title" className="h-100 shadow-sm">
      <Card.Body>
        <h2 id="quick-actions-title" className="h5">
          Quick Actions
        </h2>
        <div className="d-grid gap-2">
          <Button
            variant="outline-primary"
            onClick={onEditProfile ?? undefined}
            disabled={!onEditProfile}
            aria-describedby={onEditProfile ? undefined : 'quick-edit-read-only'}
          >
            <i className="bi bi-pencil-square me-2" aria-hidden="true" />
            Edit Profile
          </Button>
          {!onEditProfile && <ReadOnlyNote id="quick-edit-read-only" className="mb-0" />}
          <Button variant="outline-primary" onClick={onViewOrders}>
            <i className="bi bi-list-ul me-2" aria-hidden="true" />
            View Orders
          </Button>
          {latestInvoiceHref !== null ? (
            <DownloadLink
              className="btn btn-outline-primary"
              href={latestInvoiceHref}
              icon={<i className="bi bi-file-earmark-pdf me-2" aria-hidden="true" />}
            >
              Download Invoice
            </DownloadLink>
          ) : (
            <>
              <Button variant="outline-secondary" disabled aria-describedby="no-invoice-reason">
                <i className="bi bi-file-earmark-pdf me-2" aria-hidden="true" />
                Download Invoice
              </Button>
              <p id="no-invoice-reason" className="small text-body-secondary mb-0">
                {statsLoaded
                  ? 'No invoice yet: your latest order\u2019s invoice appears here once you have ordered.'
                  : 'Looking for your latest order...'}
              </p>
            </>
          )}
          <Button variant="outline-primary" onClick={onSupport}>
            <i className="bi bi-life-preserver me-2" aria-hidden="true" />
            Support
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
