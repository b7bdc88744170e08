import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useController } from 'react-hook-form';
import { bulkMoveSchema } from '@shop/contract';
import { useSentForm } from '../../../../lib/use-sent-form';
import {
  EMPTY_PLACE_DRAFT,
  placeErrors,
  placeInput,
  UnitPlaceForm,
  type PlaceForm,
  type UnitPlaceDraft,
} from './UnitPlaceForm';

/** The bulk move's body without the units, which the page adds: the place the user picks. */
const bulkMovePlace = bulkMoveSchema.pick({ location: true });

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
  const { control, handleSubmit, getValues, reset } = useSentForm<PlaceForm>(
    bulkMovePlace,
    { location: EMPTY_PLACE_DRAFT },
    (values) => ({ location: placeInput(values.location) }),
  );
  const { field: location } = useController({ control, name: 'location' });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = handleSubmit(
    (values) => {
      setFailure(null);
      onMove(values.location).then(onHide, (error: Error) => setFailure(error.message));
    },
    () => setFailure(placeErrors(getValues().location)),
  );
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={() => {
        reset({ location: EMPTY_PLACE_DRAFT });
        setFailure(null);
      }}
      aria-labelledby={titleId}
    >
      <Form noValidate onSubmit={(e) => void submit(e)}>
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
            value={location.value}
            onChange={location.onChange}
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
