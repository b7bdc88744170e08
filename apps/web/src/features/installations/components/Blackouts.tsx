import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import type { Technician } from '@shop/contract';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { errorText } from '../../../lib/error-text';
import { formatDay } from '../../../lib/format';
import { blackoutsQuery, useBlackoutWrite } from '../api/installations';

/** Days nobody (or one technician) installs: the next 60 days, add and remove. */
export function Blackouts({ technicians }: { technicians: readonly Technician[] }) {
  const list = useQuery(blackoutsQuery());
  const [day, setDay] = useState('');
  const [who, setWho] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<PageAlertMessage | null>(null);
  const write = useBlackoutWrite({
    onSuccess: (_data, w) => {
      setMessage({
        variant: 'success',
        text: 'add' in w ? 'Blackout added.' : 'Blackout removed.',
      });
      if ('add' in w) {
        setDay('');
        setReason('');
      }
    },
    onError: (error) =>
      setMessage({ variant: 'danger', text: errorText(error, 'The blackout could not be saved.') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return;
    write.mutate({ add: { day, technicianId: who ? Number(who) : null, reason } });
  };
  return (
    <section aria-labelledby="blackouts-title" className="mt-5">
      <h2 id="blackouts-title" className="h4">
        Blackout days
      </h2>
      <PageAlert message={message} onClose={() => setMessage(null)} />
      <Form onSubmit={submit} className="row g-2 align-items-end mb-3">
        <Form.Group controlId="blackout-day" className="col-12 col-sm-6 col-lg-3">
          <Form.Label>Day</Form.Label>
          <Form.Control type="date" value={day} required onChange={(e) => setDay(e.target.value)} />
        </Form.Group>
        <Form.Group controlId="blackout-who" className="col-12 col-sm-6 col-lg-3">
          <Form.Label>Who</Form.Label>
          <Form.Select value={who} onChange={(e) => setWho(e.target.value)}>
            <option value="">Everyone (the shop is closed)</option>
            {technicians
              .filter((t) => t.active)
              .map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="blackout-reason" className="col-12 col-lg-4">
          <Form.Label>Reason</Form.Label>
          <Form.Control
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Group>
        <div className="col-12 col-lg-2">
          <Button type="submit" disabled={!day || write.isPending} className="w-100">
            Add blackout
          </Button>
        </div>
      </Form>
      {list.isPending && <LoadingState label="Loading blackout days..." />}
      {list.isError && (
        <ErrorState
          message="Blackout days could not be loaded."
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data &&
        (list.data.length ? (
          <ul className="list-group">
            {list.data.map((b) => (
              <li key={b.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
                <span className="me-auto text-break">
                  <strong>{formatDay(b.day)}</strong> · {b.technicianName ?? 'Everyone'}
                  {b.reason && ` · ${b.reason}`}
                </span>
                <Button
                  variant="outline-danger"
                  size="sm"
                  disabled={write.isPending}
                  onClick={() => write.mutate({ remove: b.id })}
                  aria-label={`Remove the blackout of ${formatDay(b.day)} (${b.technicianName ?? 'everyone'})`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary">No blackout days in the next 60 days.</p>
        ))}
    </section>
  );
}
