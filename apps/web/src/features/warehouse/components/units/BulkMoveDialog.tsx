import { useState } from 'react';
import { useController } from 'react-hook-form';
import { bulkMoveSchema } from '@shop/contract';
import { useSentForm } from '../../../../lib/use-sent-form';
import { Dialog, DialogForm } from '../../../../components/ui/Dialog';
import { FailureAlert } from '../../../../components/ui/FailureAlert';
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
  const { control, handleSubmit, getValues, reset } = useSentForm<PlaceForm>(
    bulkMovePlace,
    { location: EMPTY_PLACE_DRAFT },
    (values) => ({ location: placeInput(values.location) }),
  );
  const { value: place, onChange: setPlace } = useController({ control, name: 'location' }).field;
  const [failure, setFailure] = useState<string | null>(null);
  const submit = handleSubmit(
    (values) => {
      setFailure(null);
      onMove(values.location).then(onHide, (error: Error) => setFailure(error.message));
    },
    () => setFailure(placeErrors(getValues().location)),
  );
  return (
    <Dialog
      show={show}
      onHide={onHide}
      onExited={() => {
        reset({ location: EMPTY_PLACE_DRAFT });
        setFailure(null);
      }}
      title={`Move ${count} ${count === 1 ? 'unit' : 'units'}`}
    >
      <DialogForm onSubmit={(e) => void submit(e)} pending={pending} submitLabel="Move Units">
        <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
        <UnitPlaceForm idPrefix="bulk-move" value={place} onChange={setPlace} disabled={pending} />
      </DialogForm>
    </Dialog>
  );
}
