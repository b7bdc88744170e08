import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CustomerProfile } from '@shop/contract';
import { profileQuery } from '../../features/customers/api/get-profile';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MyOrders } from '../../features/orders/components/MyOrders';

/** The welcome line uses the business name for business accounts, else the full name, else the e-mail. */
export function displayName(
  p: Pick<CustomerProfile, 'accountType' | 'companyName' | 'firstName' | 'lastName' | 'email'>,
): string {
  if (p.accountType === 'business' && p.companyName) return p.companyName;
  const full = `${p.firstName} ${p.lastName}`.trim();
  return full || p.email;
}

/** The street line decides: a country alone is not an address. */
function AddressBlock({ lines }: { lines: (string | null)[] }) {
  const shown = lines[0] ? lines.filter(Boolean) : [];
  return shown.length ? (
    <address className="mb-0">
      {shown.map((l, i) => (
        <span key={i}>
          {l}
          <br />
        </span>
      ))}
    </address>
  ) : (
    <p className="text-body-secondary mb-0">No address on file.</p>
  );
}

export default function DashboardPage() {
  useDocumentTitle('My Account');
  const query = useQuery(profileQuery());

  if (query.isPending) return <LoadingState label="Loading your account..." />;
  if (query.isError) {
    return (
      <div className="container py-5">
        <ErrorState message="Failed to load customer data" onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const p = query.data;
  const billingDiffers = !!p.billingAddress;
  const memberSince = new Date(p.createdAt).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

  return (
    <div className="container py-5">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">Welcome, {displayName(p)}</h1>
        <Badge bg={p.status === 'active' ? 'success' : 'secondary'}>
          {p.status === 'active' ? 'Active' : 'Inactive'}
        </Badge>
      </div>
      <p className="text-body-secondary">
        {p.accountType === 'business' ? 'Business Account' : 'Personal Account'} &middot; Member
        since {memberSince}
      </p>
      <div className="row g-4">
        <div className="col-12 col-lg-4">
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5">Contact information</h2>
              <dl className="mb-0">
                <dt className="small text-body-secondary">Name</dt>
                <dd>
                  {p.firstName} {p.lastName}
                </dd>
                {p.companyName && (
                  <>
                    <dt className="small text-body-secondary">Company</dt>
                    <dd>{p.companyName}</dd>
                  </>
                )}
                <dt className="small text-body-secondary">Email</dt>
                <dd className="text-break">{p.email}</dd>
                <dt className="small text-body-secondary">Phone</dt>
                <dd className="mb-0">{p.phone ?? 'Not provided'}</dd>
              </dl>
            </Card.Body>
          </Card>
        </div>
        <div className="col-12 col-md-6 col-lg-4">
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5">Address</h2>
              <AddressBlock
                lines={[
                  p.address,
                  [p.city, p.state].filter(Boolean).join(', ') + (p.zipCode ? ` ${p.zipCode}` : ''),
                  p.country,
                ]}
              />
            </Card.Body>
          </Card>
        </div>
        {billingDiffers && (
          <div className="col-12 col-md-6 col-lg-4">
            <Card className="h-100">
              <Card.Body>
                <h2 className="h5">Billing address</h2>
                <AddressBlock
                  lines={[
                    p.billingAddress,
                    [p.billingCity, p.billingState].filter(Boolean).join(', ') +
                      (p.billingZipCode ? ` ${p.billingZipCode}` : ''),
                    p.billingCountry,
                  ]}
                />
              </Card.Body>
            </Card>
          </div>
        )}
      </div>
      <MyOrders />
      <Card className="mt-4">
        <Card.Body className="d-flex flex-wrap align-items-center gap-3">
          <div className="me-auto">
            <h2 className="h5 mb-1">Need help?</h2>
            <p className="mb-0 text-body-secondary">
              Questions about equipment or an installation? Our team replies within 24 hours.
            </p>
          </div>
          <Link to="/contact" className="btn btn-outline-primary">
            Contact Support
          </Link>
          <Link to="/services" className="btn btn-primary">
            Browse Services
          </Link>
        </Card.Body>
      </Card>
    </div>
  );
}
