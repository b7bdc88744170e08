import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import {
  deleteConfirmation,
  PEOPLE_SCREEN_MESSAGES as M,
  PEOPLE_LIMITS,
  userNotesSchema,
  type AdminUser,
} from '@shop/contract';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { ConfirmDeleteModal } from '../../components/ui/ConfirmDeleteModal';
import { NotesEditor } from '../../features/leads/components/NotesEditor';
import {
  adminUserQuery,
  useDeleteUser,
  useSaveUserNotes,
  useSetUserStatus,
} from '../../features/users/api/admin-users';
import { RoleBadge, StatusBadge } from '../../features/users/components/PeopleBadges';
import { UserActivityTab } from '../../features/users/components/UserActivityTab';
import { UserOrdersTab } from '../../features/users/components/UserOrdersTab';
import { usePeopleRoute } from '../../features/users/hooks/use-people-area';
import { areaBase, fullName, initials, STATUS_OPTIONS } from '../../features/users/people-labels';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDate, formatMoney, formatCount } from '../../lib/format';
import { PageAlert, type PageAlertMessage } from '../../components/ui/PageAlert';

function Info({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="col-5 col-sm-4 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-7 col-sm-8 text-break">{children}</dd>
    </>
  );
}

function Overview({ user }: { user: AdminUser }) {
  const a = user.address;
  const address = [a.street, [a.city, a.state, a.zipCode].filter(Boolean).join(' '), a.country]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-6">
        <Card className="h-100">
          <Card.Header as="h3" className="h6 mb-0">
            Contact Information
          </Card.Header>
          <Card.Body>
            <dl className="row mb-0">
              <Info label="Email">{user.email}</Info>
              <Info label="Phone">{user.phone || '-'}</Info>
              <Info label="Company">{user.companyName || '-'}</Info>
              <Info label="Address">{a.street ? address : '-'}</Info>
            </dl>
          </Card.Body>
        </Card>
      </div>
      <div className="col-12 col-lg-6">
        <Card className="h-100">
          <Card.Header as="h3" className="h6 mb-0">
            Account Details
          </Card.Header>
          <Card.Body>
            <dl className="row mb-0">
              <Info label="Member since">{formatDate(user.created_at)}</Info>
              <Info label="Last login">{formatDate(user.lastLogin)}</Info>
              <Info label="Email verified">{user.emailVerified ? 'Yes' : 'No'}</Info>
              <Info label="Total orders">{user.totalOrders}</Info>
              <Info label="Total spent">{formatMoney(user.totalSpent)}</Info>
              <Info label="Avg order value">{formatMoney(user.avgOrderValue)}</Info>
              <Info label="Last order">{formatDate(user.lastOrderDate)}</Info>
              <Info label="Loyalty points">{formatCount(user.loyaltyPoints)}</Info>
            </dl>
          </Card.Body>
        </Card>
      </div>
    </div>
  );
}

/** /admin/customers/{id}(/orders) and /admin/users/{id}: one person, with notes and tabs. */
export default function PersonDetailPage() {
  const { area, id } = usePeopleRoute();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useQuery({ ...adminUserQuery(id ?? 0), enabled: id !== null });
  useDocumentTitle(user.data ? fullName(user.data) : 'Customer');
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const [asking, setAsking] = useState(false);
  // The tab follows the path (/admin/customers/5 vs /5/orders switch in place); a tab picked
  // by hand holds until the path changes.
  const pathTab = pathname.endsWith('/orders') ? 'orders' : 'overview';
  const [picked, setPicked] = useState({ path: pathname, tab: pathTab });
  const tab = picked.path === pathname ? picked.tab : pathTab;
  const setTab = (next: string) => setPicked({ path: pathname, tab: next });
  const base = areaBase(area);
  const refused = (err: unknown, text: string) =>
    err instanceof ApiError && err.status === 409 ? `${text}: ${err.message}` : text;

  const status = useSetUserStatus({
    onError: (err) => setAlert({ variant: 'danger', text: refused(err, M.detailStatus) }),
  });
  const notes = useSaveUserNotes(id ?? 0, {
    onSuccess: () => setAlert({ variant: 'success', text: 'Notes saved.' }),
    onError: () => setAlert({ variant: 'danger', text: M.notesSave }),
  });
  const remove = useDeleteUser({
    onSuccess: (result) => {
      setAsking(false);
      if (result.outcome === 'deleted') void navigate(base);
      else setAlert({ variant: 'success', text: result.message });
    },
    onError: (err) => {
      setAsking(false);
      setAlert({ variant: 'danger', text: refused(err, M.detailDelete) });
    },
  });

  if (id === null) {
    return (
      <div className="container py-4">
        <ErrorState message={M.noId} />
      </div>
    );
  }
  if (user.isPending) return <LoadingState label="Loading customer..." />;
  if (user.isError) {
    return (
      <div className="container py-4">
        <ErrorState
          retryLabel="Retry"
          message={`${M.detailLoad}: ${user.error.message}`}
          onRetry={() => void user.refetch()}
        />
      </div>
    );
  }
  const u = user.data;
  const name = fullName(u) || u.email;
  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <Link to={base} className="btn btn-link px-0 mb-2">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        Back
      </Link>
      <PageAlert message={alert} onClose={() => setAlert(null)} />
      <Card className="shadow-sm mb-3">
        <Card.Body className="d-flex flex-wrap align-items-center gap-3">
          <div
            className="rounded-circle bg-primary text-white d-flex align-items-center justify-content-center fw-bold fs-4 flex-shrink-0"
            style={{ width: '4rem', height: '4rem' }}
            aria-hidden="true"
          >
            {initials(u)}
          </div>
          <div className="me-auto">
            <h1 className="h3 mb-1 text-break">{name}</h1>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <StatusBadge status={u.status} />
              <RoleBadge role={u.role} />
              <span className="small text-body-secondary text-break">{u.email}</span>
            </div>
          </div>
          <Form.Select
            size="sm"
            className="w-auto"
            aria-label={`Status of ${name}`}
            value={status.isPending ? status.variables.status : u.status}
            onChange={(e) =>
              status.mutate({ id: u.id, status: e.target.value as AdminUser['status'] })
            }
          >
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Form.Select>
          <Link to={`${base}/${u.id}/edit`} className="btn btn-outline-primary">
            <i className="bi bi-pencil me-1" aria-hidden="true" />
            Edit
          </Link>
          <Button variant="outline-danger" onClick={() => setAsking(true)}>
            <i className="bi bi-trash me-1" aria-hidden="true" />
            Delete
          </Button>
        </Card.Body>
      </Card>
      <div className="row g-3">
        <div className="col-12 col-xl-8">
          <Card className="shadow-sm">
            <Card.Body>
              <Tabs
                activeKey={tab}
                onSelect={(k) => setTab(k ?? 'overview')}
                id="person-tabs"
                className="mb-3"
              >
                <Tab eventKey="overview" title="Overview">
                  <Overview user={u} />
                </Tab>
                <Tab eventKey="orders" title={`Orders (${u.totalOrders})`}>
                  {tab === 'orders' && <UserOrdersTab userId={u.id} />}
                </Tab>
                <Tab eventKey="activity" title="Activity">
                  {tab === 'activity' && <UserActivityTab userId={u.id} />}
                </Tab>
              </Tabs>
            </Card.Body>
          </Card>
        </div>
        <div className="col-12 col-xl-4">
          <NotesEditor
            id="person-notes"
            title="Notes"
            value={u.notes}
            maxLength={PEOPLE_LIMITS.notes}
            schema={userNotesSchema}
            field="notes"
            onSave={(text) => notes.mutateAsync(text)}
            saving={notes.isPending}
          />
        </div>
      </div>
      <ConfirmDeleteModal
        show={asking}
        title={`Delete ${name}`}
        message={`${deleteConfirmation(name)}${
          u.totalOrders > 0
            ? ' This account has orders: it will be deactivated and anonymised so the orders stay.'
            : ''
        }`}
        pending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate({ id: u.id })}
      />
    </div>
  );
}
