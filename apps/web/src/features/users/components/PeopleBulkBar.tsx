import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { AdminUser } from '@shop/contract';
import { ConfirmDeleteModal } from '../../../components/ui/ConfirmDeleteModal';

export type BulkChoice = 'activate' | 'deactivate' | 'suspend' | 'delete';
const CHOICES: { value: BulkChoice; label: string; status?: AdminUser['status'] }[] = [
  { value: 'activate', label: 'Activate', status: 'active' },
  { value: 'deactivate', label: 'Deactivate', status: 'inactive' },
  { value: 'suspend', label: 'Suspend', status: 'suspended' },
  { value: 'delete', label: 'Delete' },
];

/**
 * Bulk actions (docs/modules/users.md#screens): choose Activate, Deactivate, Suspend or
 * Delete, then Apply. Apply does nothing without an action and selected rows
 * (docs/modules/users.md#rules); Delete asks first.
 */
export function PeopleBulkBar({
  count,
  noun,
  pending,
  onStatus,
  onDelete,
}: {
  count: number;
  noun: string;
  pending: boolean;
  onStatus: (status: AdminUser['status'], label: string) => void;
  onDelete: () => Promise<unknown>;
}) {
  const [choice, setChoice] = useState<BulkChoice | ''>('');
  const [confirming, setConfirming] = useState(false);
  const apply = () => {
    const picked = CHOICES.find((c) => c.value === choice);
    if (!picked || count === 0) return;
    if (picked.status) onStatus(picked.status, picked.label);
    else setConfirming(true);
  };
  const close = () => setConfirming(false);
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 p-2 mb-3 rounded border bg-body-tertiary"
      role="region"
      aria-label="Bulk actions"
    >
      <span className="fw-semibold me-2" aria-live="polite">
        {count} selected
      </span>
      <Form.Select
        size="sm"
        className="w-auto"
        aria-label="Bulk action"
        value={choice}
        onChange={(e) => setChoice(e.target.value as BulkChoice | '')}
      >
        <option value="">Bulk Actions</option>
        {CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Form.Select>
      <Button size="sm" onClick={apply} disabled={pending || !choice || count === 0}>
        Apply
      </Button>
      <ConfirmDeleteModal
        show={confirming}
        title={`Delete ${count} ${noun}`}
        message={`Are you sure you want to delete ${count} selected ${noun}? This action cannot be undone. Accounts with orders are deactivated and anonymised instead.`}
        pending={pending}
        onCancel={close}
        onConfirm={() => void onDelete().then(close, close)}
      />
    </div>
  );
}
