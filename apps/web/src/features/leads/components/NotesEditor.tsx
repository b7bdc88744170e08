import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { DetailCard } from './DetailCard';

type NotesForm = Record<string, string>;

/**
 * Staff notes: read, then Edit, Save or Cancel. Shown as text, line breaks kept. The draft is
 * a react-hook-form form checked by `schema`, the contract's schema of the call that saves it,
 * whose `field` holds the notes; a message the server gives for that field shows under it.
 */
export function NotesEditor({
  id,
  title,
  value,
  maxLength,
  schema,
  field,
  onSave,
  saving,
}: {
  id: string;
  title: string;
  value: string | null;
  maxLength: number;
  schema: z.ZodType<unknown, FieldValues>;
  field: string;
  /** Resolves when saved; a failure keeps the editor open with the draft. */
  onSave: (text: string) => Promise<unknown>;
  saving: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NotesForm>({
    resolver: zodResolver(schema, undefined, { raw: true }) as never,
    defaultValues: { [field]: '' },
  });
  const error = errors[field]?.message;

  const save = handleSubmit((draft) =>
    onSave((draft[field] ?? '').trim()).then(
      () => setEditing(false),
      (err: unknown) => {
        showServerFieldErrors(setError, err, { names: [field], focus: false });
      },
    ),
  );

  return (
    <DetailCard
      id={`${id}-heading`}
      title={title}
      icon="bi bi-journal-text"
      actions={
        !editing && (
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => {
              reset({ [field]: value ?? '' });
              setEditing(true);
            }}
          >
            <i className="bi bi-pencil me-1" aria-hidden="true" />
            Edit<span className="visually-hidden"> {title.toLowerCase()}</span>
          </Button>
        )
      }
    >
      {editing ? (
        <Form onSubmit={(e) => void save(e)}>
          <Form.Group controlId={id} className="mb-2">
            <Form.Label className="visually-hidden">{title}</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              {...register(field)}
              maxLength={maxLength}
              autoFocus
              isInvalid={Boolean(error)}
            />
            {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
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
              onClick={() => setEditing(false)}
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
