import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  escapeAttribute,
  pageImageSchema,
  type PageImage,
  type PageImageInput,
} from '@shop/contract';
import { Dialog, DialogForm } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/TextField';

const EMPTY: PageImageInput = { src: '', alt: '', decorative: false };

/**
 * The page editor's Insert picture: it asks for the picture's address and what it shows (or
 * that it is decorative) before it writes the `<img>` tag, so no picture goes in without a
 * description for people who cannot see it (WCAG 1.1.1).
 */
export function InsertPictureDialog({
  show,
  onHide,
  onInsert,
}: {
  show: boolean;
  onHide: () => void;
  /** The tag to insert, its values escaped. */
  onInsert: (tag: string) => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<PageImageInput, unknown, PageImage>({
    resolver: zodResolver(pageImageSchema),
    defaultValues: EMPTY,
  });
  const decorative = watch('decorative');
  const submit = handleSubmit((image) => {
    const alt = image.decorative ? '' : image.alt;
    onInsert(`<img src="${escapeAttribute(image.src)}" alt="${escapeAttribute(alt)}">`);
  });
  return (
    <Dialog
      show={show}
      onHide={onHide}
      onExited={() => reset(EMPTY)}
      icon="image"
      title="Insert picture"
    >
      <DialogForm
        onSubmit={(e) => {
          // The dialog sits in the page's form (through a portal, events still reach it): its
          // submit must not save the page.
          e.stopPropagation();
          void submit(e);
        }}
        pending={false}
        submitLabel="Insert"
      >
        <TextField
          className="mb-0"
          id="page-picture-src"
          label="Picture address"
          required
          placeholder="https://... or /api/images/..."
          registration={register('src')}
          error={errors.src?.message}
        />
        <TextField
          className="mb-0"
          id="page-picture-alt"
          label="Alternative text"
          required={!decorative}
          disabled={decorative}
          help="What the picture shows, read out to people who cannot see it."
          registration={register('alt')}
          error={errors.alt?.message}
        />
        <Form.Check
          type="checkbox"
          id="page-picture-decorative"
          label="The picture is decorative (it adds nothing to the text)"
          {...register('decorative')}
        />
      </DialogForm>
    </Dialog>
  );
}
