import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { DetailCard } from './DetailCard';

/** Staff notes: read, then Edit, Save or Cancel. Shown as text, line breaks kept. */
export function NotesEditor({
  id,
  title,
  value,
  maxLength,
  onSave,
  saving,
}: {
  id: string;
  title: string;
  value: string | null;
  maxLength: number;
  /** Resolves when saved; a failure keeps the editor open with the draft. */
  onSave: (text: string) => Promise<unknown>;
  saving: boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const editing = draft !== null;

  const save = () => {
    if (draft === null) return;
    onSave(draft.trim()).then(
      () => setDraft(null),
      () => {},
    );
  };

  return (
    <DetailCard
      id={`${id}-heading`}
      title={title}
      icon="bi bi-journal-text"
      actions={
        !editing && (
          <Button size="sm" variant="outline-primary" onClick={() => setDraft(value ?? '')}>
            <i className="bi bi-pencil me-1" aria-hidden="true" />
            Edit<span className="visually-hidden"> {title.toLowerCase()}</span>
          </Button>
        )
      }
    >
      {editing ? (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Form.Group controlId={id} className="mb-2">
            <Form.Label className="visually-hidden">{title}</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              value={draft}
              maxLength={maxLength}
              autoFocus
              onChange={(e) => setDraft(e.target.value)}
            />
          </Form.Group>
          <div className="d-flex gap-2">
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? (
                <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
              ) : (
                <i className="bi bi-check-lg me-1" aria-hidden="true" />
              )}
              Save
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={saving}
              onClick={() => setDraft(null)}
            >
              Cancel
            </Button>
          </div>
        </Form>
      ) : value ? (
        <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
          {value}
        </p>
      ) : (
        <p className="mb-0 text-body-secondary fst-italic">No notes yet.</p>
      )}
    </DetailCard>
  );
}
