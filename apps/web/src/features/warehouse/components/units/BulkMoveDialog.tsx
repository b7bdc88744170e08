import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import {
  placeErrors,
  UnitPlaceForm,
  EMPTY_PLACE_DRAFT,
  type UnitPlaceDraft,
} from './UnitPlaceForm';

/**
 * Bulk move: one place for every checked unit, all of them or none (the server checks the
 * capacity for the lot). `onMove` rejects with the text to show.
 */
export function BulkMoveDialog({
  count,
  show,
  pending,
  onHide,
  onMove,
}: {
  count: number;
  show: boolean;
  pending: boolean;
  onHide: () => void;
  onMove: (draft: UnitPlaceDraft) => Promise<unknown>;
}) {
  const titleId = useId();
  const [draft, setDraft] = useState<UnitPlaceDraft>(EMPTY_PLACE_DRAFT);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={() => {
        setDraft(EMPTY_PLACE_DRAFT);
        setFailure(null);
      }}
      aria-labelledby={titleId}
    >
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const errors = placeErrors(draft);
          if (errors) {
            setFailure(errors);
            return;
          }
          setFailure(null);
          onMove(draft).then(onHide, (error: Error) => setFailure(error.message));
        }}
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            Move {count} {count === 1 ? 'unit' : 'units'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="d-grid gap-3">
          {failure && (
            <Alert
              variant="danger"
              dismissible
              onClose={() => setFailure(null)}
              closeLabel="Dismiss"
            >
              {failure}
            </Alert>
          )}
          <UnitPlaceForm
            idPrefix="bulk-move"
            value={draft}
            onChange={setDraft}
            disabled={pending}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && (
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            )}
            Move Units
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
