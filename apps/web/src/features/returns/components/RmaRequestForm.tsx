import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  RMA_DESCRIPTION_MAX,
  RMA_KIND_LABELS,
  RMA_KINDS,
  RMA_MAX_PHOTOS,
  RMA_OUTCOME_LABELS,
  RMA_OUTCOMES,
  RMA_REASON_LABELS,
  RMA_REASONS,
  RMA_REQUEST_MESSAGES,
  rmaRequestSchema,
  type CustomerDevice,
  type CustomerRma,
  type RmaKind,
  type RmaOutcome,
  type RmaReason,
} from '@shop/contract';
import { FormField, SelectField, TextField, controlState } from '../../../components/ui/TextField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatDay } from '../../../lib/format';
import { useFileRma } from '../api/returns';
import { FailureAlert } from '../../../components/ui/FailureAlert';

type Values = {
  unitId: number;
  kind: RmaKind;
  reason: RmaReason | '';
  description: string;
  preferredOutcome: RmaOutcome;
};

const FIELD_NAMES = ['unitId', 'kind', 'reason', 'description', 'preferredOutcome'] as const;
const ACCEPT = 'image/jpeg,image/png,image/webp';

/** A photo picked, with its preview (an object URL, released when it is removed). */
type Picked = { file: File; preview: string | null };

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const release = (picked: Picked) => {
  if (picked.preview && typeof URL.revokeObjectURL === 'function') {
    URL.revokeObjectURL(picked.preview);
  }
};

/** Why a kind or the refund cannot be chosen for this device today, or null. */
function refusals(device: CustomerDevice) {
  const windowEnd = device.returnWindowEndsOn ? formatDay(device.returnWindowEndsOn) : null;
  return {
    return: device.canReturn
      ? null
      : windowEnd
        ? `The return window closed on ${windowEnd}.`
        : 'This device cannot be returned.',
    warranty: device.canClaim
      ? null
      : device.warrantyEndsOn
        ? `The warranty ended on ${formatDay(device.warrantyEndsOn)}.`
        : RMA_REQUEST_MESSAGES.noWarranty,
  } satisfies Record<RmaKind, string | null>;
}

/**
 * The return or warranty claim form of one device (ADR 0047): the kind (a return is
 * disabled, with its reason, once the window closed), the reason, a description, up to four
 * photos with previews, the preferred outcome (refund only while the window is open). The
 * contract's schema checks the fields; the server's verdict goes on its field.
 */
export function RmaRequestForm({
  device,
  onFiled,
}: {
  device: CustomerDevice;
  onFiled: (rma: CustomerRma) => void;
}) {
  const blocked = refusals(device);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(rmaRequestSchema) as unknown as Resolver<Values>,
    defaultValues: {
      unitId: device.unitId,
      kind: device.canReturn ? 'return' : 'warranty',
      reason: '',
      description: '',
      preferredOutcome: device.canReturn ? 'refund' : 'replace',
    },
  });
  const field = fieldProps(register, errors);
  const description = useWatch({ control, name: 'description' }) ?? '';
  const kind = useWatch({ control, name: 'kind' });
  // A return is the refund: switching to it chooses refund, and the other outcomes wait.
  useEffect(() => {
    if (kind === 'return') setValue('preferredOutcome', 'refund');
  }, [kind, setValue]);
  const [photos, setPhotos] = useState<Picked[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const photosRef = useRef(photos);
  photosRef.current = photos;
  // The previews are released when the form goes away.
  useEffect(() => () => photosRef.current.forEach(release), []);

  const file = useFileRma({
    onSuccess: (rma) => onFiled(rma),
    onError: (error) => {
      const set = showServerFieldErrors(setError, error, { names: FIELD_NAMES });
      const photosMessage = error instanceof ApiError ? error.fields.photos : undefined;
      if (photosMessage) setPhotoError(photosMessage);
      if (!set && !photosMessage) {
        setFailure(errorText(error, 'Your request could not be sent. Please try again.'));
      }
    },
  });

  const addPhotos = (files: FileList | null) => {
    if (!files?.length) return;
    const room = RMA_MAX_PHOTOS - photos.length;
    const chosen = [...files];
    setPhotoError(chosen.length > room ? RMA_REQUEST_MESSAGES.tooManyPhotos : null);
    setPhotos([
      ...photos,
      ...chosen.slice(0, room).map((f) => ({ file: f, preview: previewOf(f) })),
    ]);
    if (fileInput.current) fileInput.current.value = '';
  };
  const removePhoto = (index: number) => {
    release(photos[index]!);
    setPhotos(photos.filter((_, i) => i !== index));
    setPhotoError(null);
  };

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    file.mutate({
      unitId: values.unitId,
      kind: values.kind,
      reason: values.reason as RmaReason,
      description: values.description,
      preferredOutcome: values.preferredOutcome,
      photos: photos.map((p) => p.file),
    });
  });

  const photoState = controlState({ id: 'rma-photos', error: photoError ?? undefined });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Return or warranty claim">
      <FailureAlert text={failure} onDismiss={() => setFailure(null)} />
      <input type="hidden" {...register('unitId', { valueAsNumber: true })} />
      <FailureAlert text={errors.unitId?.message} />

      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">
          What would you like to do?
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {RMA_KINDS.map((kind) => (
          <div key={kind}>
            <Form.Check
              type="radio"
              id={`rma-kind-${kind}`}
              label={RMA_KIND_LABELS[kind]}
              value={kind}
              disabled={blocked[kind] !== null}
              aria-describedby={blocked[kind] ? `rma-kind-${kind}-why` : undefined}
              isInvalid={!!errors.kind}
              {...register('kind')}
            />
            {blocked[kind] && (
              <div id={`rma-kind-${kind}-why`} className="small text-body-secondary ms-4 mb-1">
                {blocked[kind]}
              </div>
            )}
          </div>
        ))}
        {errors.kind?.message && (
          <div className="invalid-feedback d-block" role="alert">
            {errors.kind.message}
          </div>
        )}
      </fieldset>

      <SelectField
        id="rma-reason"
        label="Reason"
        required
        options={RMA_REASONS.map((r) => ({ value: r, label: RMA_REASON_LABELS[r] }))}
        emptyLabel="Choose a reason"
        {...field('reason')}
      />

      <TextField
        id="rma-description"
        label="What happened?"
        rows={5}
        required
        maxLength={RMA_DESCRIPTION_MAX}
        help={`${description.length} / ${RMA_DESCRIPTION_MAX} characters. Tell us what the device does or does not do, and since when.`}
        {...field('description')}
      />

      <FormField
        id="rma-photos"
        label={`Photos (optional, up to ${RMA_MAX_PHOTOS})`}
        help="JPEG, PNG or WebP: the damage, the label with the serial, the error on screen."
        error={photoError ?? undefined}
      >
        <Form.Control
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          multiple
          disabled={photos.length >= RMA_MAX_PHOTOS}
          onChange={(e) => addPhotos((e.target as HTMLInputElement).files)}
          {...photoState}
        />
      </FormField>
      {photos.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3" aria-label="Photos to send">
          {photos.map((p, i) => (
            <li
              key={`${p.file.name}-${i}`}
              className="border rounded p-1 text-center"
              style={{ width: 112 }}
            >
              {p.preview ? (
                <img
                  src={p.preview}
                  alt={`Photo ${i + 1}: ${p.file.name}`}
                  width={100}
                  height={100}
                  style={{ objectFit: 'cover' }}
                  className="rounded d-block"
                />
              ) : (
                <div className="small text-break">{p.file.name}</div>
              )}
              <Button
                variant="link"
                size="sm"
                className="text-danger p-0"
                onClick={() => removePhoto(i)}
                aria-label={`Remove photo ${i + 1} (${p.file.name})`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}

      <fieldset className="mb-4">
        <legend className="form-label fs-6 mb-1">
          What would you prefer?
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {RMA_OUTCOMES.map((outcome) => {
          const disabled = outcome === 'refund' ? !device.canReturn : kind === 'return';
          return (
            <Form.Check
              key={outcome}
              type="radio"
              inline
              id={`rma-outcome-${outcome}`}
              label={RMA_OUTCOME_LABELS[outcome]}
              value={outcome}
              disabled={disabled}
              isInvalid={!!errors.preferredOutcome}
              {...register('preferredOutcome')}
            />
          );
        })}
        {!device.canReturn ? (
          <div className="small text-body-secondary">
            A refund is possible only within the return window.
          </div>
        ) : (
          kind === 'return' && (
            <div className="small text-body-secondary">
              A return is refunded. For a repair or a replacement, choose a warranty claim.
            </div>
          )
        )}
        {errors.preferredOutcome?.message && (
          <div className="invalid-feedback d-block" role="alert">
            {errors.preferredOutcome.message}
          </div>
        )}
      </fieldset>

      <div className="d-flex flex-wrap gap-2">
        <SubmitButton pending={file.isPending} pendingLabel="Sending...">
          Send request
        </SubmitButton>
        <Link to="/dashboard?tab=devices" className="btn btn-outline-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
