import { ConfirmDialog } from './ConfirmDialog';

/** Asks before a delete; the message names what goes and says it cannot be undone. */
export function ConfirmDeleteModal({
  show,
  title,
  message,
  pending,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: string;
  message: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      show={show}
      title={title}
      message={message}
      confirmLabel="Delete"
      variant="danger"
      titleIcon="bi bi-exclamation-triangle text-danger"
      confirmIcon="bi bi-trash"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
