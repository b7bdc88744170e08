import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { Option } from '../../../lib/options';
import type { LeadNoun } from '../hooks/use-lead-list-actions';
import { ConfirmDeleteModal } from '../../../components/ui/ConfirmDeleteModal';

/** Shown while rows are checked: a status for all of them, or delete them after a question. */
export function LeadBulkBar<S extends string>({
  count,
  noun,
  statuses,
  onStatus,
  onDelete,
  onClear,
  pending,
}: {
  count: number;
  noun: LeadNoun;
  statuses: readonly Option<S>[];
  onStatus: (status: S, label: string) => void;
  onDelete: () => Promise<unknown>;
  onClear: () => void;
  pending: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  const what = `${count} selected ${count === 1 ? noun.one : noun.many}`;
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 p-2 mb-3 rounded border border-primary-subtle bg-primary-subtle shadow-sm position-sticky"
      // Stays in view under the sticky navbar (about 3.5rem) while rows further down are checked.
      style={{ top: '3.75rem', zIndex: 1010 }}
      role="region"
      aria-label="Bulk actions"
    >
      <span className="fw-semibold me-2" aria-live="polite">
        {count} selected
      </span>
      {statuses.map((s) => (
        <Button
          key={s.value}
          size="sm"
          variant="outline-primary"
          className="bg-body"
          disabled={pending}
          onClick={() => onStatus(s.value, s.label)}
        >
          {s.label}
        </Button>
      ))}
      <Button size="sm" variant="danger" disabled={pending} onClick={() => setConfirming(true)}>
        <i className="bi bi-trash me-1" aria-hidden="true" />
        Delete
      </Button>
      <Button size="sm" variant="link" className="ms-auto" onClick={onClear} disabled={pending}>
        Clear selection
      </Button>
      <ConfirmDeleteModal
        show={confirming}
        title={`Delete ${what}`}
        message={`Delete ${what}? This action cannot be undone.`}
        pending={pending}
        onCancel={close}
        // A failure is already in the page alert; either way the question is over.
        onConfirm={() => void onDelete().then(close, close)}
      />
    </div>
  );
}
