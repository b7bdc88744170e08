import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { leadNoteCreateSchema, type LeadKind, type LeadNoteCreate } from '@shop/contract';
import { LEAD_LIMITS } from '@shop/contract/lead-options';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { leadNotesQuery } from '../api/admin-leads';
import { useAddLeadNote, type LeadWrites } from '../api/lead-writes';
import { DetailCard } from './DetailCard';
import { FailureAlert } from '../../../components/ui/FailureAlert';

/**
 * The staff's notes on a lead: a note is added to the list, never saved over
 * another one, so two colleagues writing at once both keep theirs. Newest first, each with
 * who wrote it and when; shown as text, line breaks kept.
 */
export function LeadNotes({
  kind,
  id,
  title,
  headingId,
  writes,
}: {
  kind: LeadKind;
  id: number;
  title: string;
  headingId: string;
  writes: Pick<LeadWrites<unknown, string, unknown>, 'addNote' | 'detailKey' | 'kindKey'>;
}) {
  const notes = useQuery(leadNotesQuery(kind, id));
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LeadNoteCreate>({
    resolver: zodResolver(leadNoteCreateSchema),
    defaultValues: { text: '' },
  });
  const add = useAddLeadNote(writes as LeadWrites<unknown, string, unknown>, id, {
    onSuccess: () => reset({ text: '' }),
    onError: (err) => {
      if (showServerFieldErrors(setError, err, { names: ['text'] }) === 0) setFailed(true);
    },
  });
  const submit = handleSubmit(({ text }) => {
    setFailed(false);
    return add.mutateAsync(text).catch(() => undefined);
  });
  const fieldId = `${headingId}-new`;

  let list;
  if (notes.isPending) list = <LoadingState label="Loading notes..." />;
  else if (notes.error)
    list = <ErrorState message="Failed to load notes" onRetry={() => void notes.refetch()} />;
  else if (notes.data.length === 0)
    list = <p className="mb-0 text-body-secondary fst-italic">No notes yet.</p>;
  else
    list = (
      <ol className="list-unstyled mb-0">
        {notes.data.map((note) => (
          <li key={note.id} className="border-top pt-2 mt-2">
            <div className="d-flex flex-wrap gap-2 small">
              <strong>{note.user_name ?? 'Unknown author'}</strong>
              <time dateTime={note.created_at} className="text-body-secondary">
                {formatDateTime(note.created_at)}
              </time>
            </div>
            <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </p>
          </li>
        ))}
      </ol>
    );

  return (
    <DetailCard id={headingId} title={title} icon="bi bi-journal-text">
      <Form noValidate onSubmit={(e) => void submit(e)} className="mb-3">
        <Form.Group controlId={fieldId} className="mb-2">
          <Form.Label className="small">Add a note</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={LEAD_LIMITS.note}
            isInvalid={Boolean(errors.text)}
            {...register('text')}
          />
          {errors.text && (
            <Form.Control.Feedback type="invalid">{errors.text.message}</Form.Control.Feedback>
          )}
        </Form.Group>
        {failed && (
          <FailureAlert
            text="Failed to save notes"
            className="py-2 small"
            onDismiss={() => setFailed(false)}
          />
        )}
        <SubmitButton size="sm" pending={add.isPending} pendingLabel="Adding...">
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Add note
        </SubmitButton>
      </Form>
      {list}
    </DetailCard>
  );
}
