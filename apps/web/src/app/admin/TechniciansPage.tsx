import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { INSTALLATION_LIMITS, WEEKDAY_LABELS, type Technician } from '@shop/contract';
import { PageAlert, type PageAlertMessage } from '../../components/ui/PageAlert';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { errorText } from '../../lib/error-text';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  installationSettingsQuery,
  techniciansQuery,
  useSaveTechnician,
} from '../../features/installations/api/installations';
import { Blackouts } from '../../features/installations/components/Blackouts';
import { TechnicianDialog } from '../../features/installations/components/TechnicianDialog';

const days = (t: Technician) => t.workingDays.map((d) => WEEKDAY_LABELS[d - 1]).join(', ');

/** Technicians (working days, slots per day) and blackout days: the installation capacity. */
export default function TechniciansPage() {
  useDocumentTitle('Technicians');
  const { user } = useAuth();
  const list = useQuery(techniciansQuery());
  // The slot times are the admin's settings; a manager sees the limit only.
  const settings = useQuery({ ...installationSettingsQuery(), enabled: user?.role === 'admin' });
  const maxSlots = settings.data?.slotTimes.length ?? INSTALLATION_LIMITS.defaultSlotTimes.length;
  const [editing, setEditing] = useState<Technician | null | undefined>(undefined);
  const [message, setMessage] = useState<PageAlertMessage | null>(null);
  const deactivate = useSaveTechnician({
    onSuccess: (t) =>
      setMessage({
        variant: 'success',
        text: `${t.name} is ${t.active ? 'active again' : 'deactivated'}.`,
      }),
    onError: (error) =>
      setMessage({
        variant: 'danger',
        text: errorText(error, 'The technician could not be deactivated.'),
      }),
  });

  return (
    <div className="container py-4 py-md-5">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">
          <i className="bi bi-person-badge text-primary me-2" aria-hidden="true" />
          Technicians
        </h1>
        <Link to="/admin/installations" className="btn btn-outline-secondary">
          Calendar
        </Link>
        <Button onClick={() => setEditing(null)}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Add technician
        </Button>
      </div>
      <PageAlert message={message} onClose={() => setMessage(null)} />
      {list.isPending && <LoadingState label="Loading technicians..." />}
      {list.isError && (
        <ErrorState
          message="Technicians could not be loaded."
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data &&
        (list.data.length ? (
          <div className="table-responsive">
            <table className="table align-middle">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Working days</th>
                  <th scope="col">Slots per day</th>
                  <th scope="col">Booked</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((t) => (
                  <tr key={t.id}>
                    <th scope="row" className="text-break">
                      {t.name} {!t.active && <Badge bg="secondary">Inactive</Badge>}
                      {(t.email || t.phone) && (
                        <span className="d-block small fw-normal text-body-secondary">
                          {[t.email, t.phone].filter(Boolean).join(' · ')}
                        </span>
                      )}
                    </th>
                    <td style={{ minWidth: '10rem' }}>{days(t)}</td>
                    <td>{t.slotsPerDay}</td>
                    <td>{t.bookedJobs}</td>
                    <td className="text-end text-nowrap">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        className="me-2"
                        onClick={() => setEditing(t)}
                        aria-label={`Edit ${t.name}`}
                      >
                        Edit
                      </Button>
                      {t.active ? (
                        <Button
                          size="sm"
                          variant="outline-danger"
                          disabled={deactivate.isPending}
                          onClick={() => deactivate.mutate({ id: t.id, deactivate: true })}
                          aria-label={`Deactivate ${t.name}`}
                        >
                          Deactivate
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline-success"
                          disabled={deactivate.isPending}
                          onClick={() =>
                            deactivate.mutate({
                              id: t.id,
                              body: {
                                name: t.name,
                                email: t.email,
                                phone: t.phone,
                                workingDays: t.workingDays,
                                slotsPerDay: t.slotsPerDay,
                                active: true,
                              },
                            })
                          }
                          aria-label={`Reactivate ${t.name}`}
                        >
                          Reactivate
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-body-secondary">
            No technicians yet. Add one to offer installation slots to customers.
          </p>
        ))}
      {list.data && <Blackouts technicians={list.data} />}
      {editing !== undefined && (
        <TechnicianDialog
          show
          technician={editing}
          maxSlots={maxSlots}
          onHide={() => setEditing(undefined)}
          onSaved={(t) => {
            setEditing(undefined);
            setMessage({ variant: 'success', text: `${t.name} is saved.` });
          }}
        />
      )}
    </div>
  );
}
