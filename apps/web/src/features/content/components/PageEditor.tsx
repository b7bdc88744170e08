import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  pageUpdateSchema,
  type AdminPage,
  type PageUpdate,
  type PageVersion,
} from '@shop/contract';
import { PAGE_TITLE_MAX } from '@shop/contract/content-pages';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PagePreview } from './PagePreview';
import { VersionHistory } from './VersionHistory';
import { InsertPictureDialog } from './InsertPictureDialog';
import { formatDateTime } from '../../../lib/format';
import { showServerFieldErrors } from '../../../lib/form-errors';

type Mode = 'edit' | 'preview';

/** The fields the server may refuse; its other messages are not this form's. */
const PAGE_FIELDS = ['title', 'content', 'published'] as const;

const valuesOf = (page: AdminPage): PageUpdate => ({
  title: page.title,
  content: page.content,
  published: page.published,
});

/**
 * One page's editor: HTML with Edit and Preview, and the side panel (title, path, Published,
 * Save, version history). Mounted per page, so switching pages starts from the saved state.
 */
export function PageEditor({
  page,
  onSave,
  onRestore,
  saving,
  restoring,
}: {
  page: AdminPage;
  onSave: (values: PageUpdate) => Promise<AdminPage>;
  onRestore: (version: PageVersion) => Promise<AdminPage>;
  saving: boolean;
  restoring: boolean;
}) {
  const [mode, setMode] = useState<Mode>('edit');
  const form = useForm<PageUpdate>({
    resolver: zodResolver(pageUpdateSchema),
    defaultValues: valuesOf(page),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    control,
    formState: { errors, isDirty },
  } = form;
  // Where Insert picture puts its tag: the caret's place when the dialog was opened.
  const [pictureAt, setPictureAt] = useState<number | null>(null);
  const openPicture = () => {
    const box = document.getElementById('page-content') as HTMLTextAreaElement | null;
    setPictureAt(box?.selectionEnd ?? getValues('content').length);
  };
  const insertPicture = (tag: string) => {
    const text = getValues('content');
    const at = Math.min(pictureAt ?? text.length, text.length);
    setValue('content', text.slice(0, at) + tag + text.slice(at), {
      shouldDirty: true,
      shouldValidate: !!errors.content,
    });
    setPictureAt(null);
  };
  const content = useWatch({ control, name: 'content' });
  const guard = useUnsavedChangesGuard(isDirty && !saving && !restoring);

  const submit = handleSubmit(async (values) => {
    try {
      reset(valuesOf(await onSave(values)));
    } catch (err) {
      showServerFieldErrors(setError, err, { names: PAGE_FIELDS, focus: false });
    }
  });

  const restore = async (version: PageVersion) => {
    try {
      reset(valuesOf(await onRestore(version)));
    } catch {
      // The page's alert says what went wrong; the draft stays as it was.
    }
  };

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} className="row g-4">
      <div className="col-12 col-xl-8">
        <Card className="shadow-sm h-100">
          <Card.Header className="d-flex flex-wrap align-items-center gap-2 py-2">
            <h2 className="h6 mb-0 me-auto">
              Content of {page.title}
              {isDirty && (
                <span className="badge text-bg-warning ms-2" role="status">
                  Unsaved changes
                </span>
              )}
            </h2>
            {mode === 'edit' && (
              <Button variant="outline-secondary" size="sm" onClick={openPicture}>
                <i className="bi bi-image me-1" aria-hidden="true" />
                Insert picture
              </Button>
            )}
            <ButtonGroup aria-label="Edit or preview">
              <Button
                variant={mode === 'edit' ? 'primary' : 'outline-primary'}
                size="sm"
                aria-pressed={mode === 'edit'}
                onClick={() => setMode('edit')}
              >
                <i className="bi bi-code-slash me-1" aria-hidden="true" />
                Edit
              </Button>
              <Button
                variant={mode === 'preview' ? 'primary' : 'outline-primary'}
                size="sm"
                aria-pressed={mode === 'preview'}
                onClick={() => setMode('preview')}
              >
                <i className="bi bi-eye me-1" aria-hidden="true" />
                Preview
              </Button>
            </ButtonGroup>
          </Card.Header>
          <Card.Body>
            {mode === 'edit' ? (
              <Form.Group controlId="page-content">
                <Form.Label>HTML content</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={18}
                  spellCheck={false}
                  className="font-monospace small"
                  isInvalid={!!errors.content}
                  aria-invalid={!!errors.content}
                  aria-describedby={
                    errors.content ? 'page-content-error page-content-help' : 'page-content-help'
                  }
                  {...register('content')}
                />
                <Form.Control.Feedback type="invalid" id="page-content-error">
                  {errors.content?.message}
                </Form.Control.Feedback>
                <Form.Text id="page-content-help">
                  Shown on the public page below its heading while Published is on. Scripts, event
                  handlers, forms, frames and styles that leave the block are removed on save;
                  Preview shows what visitors will get.
                </Form.Text>
              </Form.Group>
            ) : (
              <PagePreview content={content} />
            )}
          </Card.Body>
        </Card>
      </div>

      <div className="col-12 col-xl-4 d-flex flex-column gap-4">
        <Card className="shadow-sm">
          <Card.Header as="h2" className="h6 mb-0 py-3">
            <i className="bi bi-sliders me-2" aria-hidden="true" />
            Page settings
          </Card.Header>
          <Card.Body className="d-flex flex-column gap-3">
            <Form.Group controlId="page-title">
              <Form.Label>Title</Form.Label>
              <Form.Control
                maxLength={PAGE_TITLE_MAX}
                isInvalid={!!errors.title}
                {...register('title')}
              />
              <Form.Control.Feedback type="invalid">{errors.title?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId="page-path">
              <Form.Label>URL path</Form.Label>
              <Form.Control
                value={page.path}
                readOnly
                plaintext={false}
                aria-describedby="page-path-help"
              />
              <Form.Text id="page-path-help">
                The page&apos;s address is fixed.{' '}
                <Link to={page.path} target="_blank" rel="noopener noreferrer">
                  Open the public page
                  <span className="visually-hidden"> (new tab)</span>
                </Link>
              </Form.Text>
            </Form.Group>
            <Form.Check
              type="switch"
              id="page-published"
              label="Published"
              isInvalid={!!errors.published}
              feedback={errors.published?.message}
              feedbackType="invalid"
              {...register('published')}
            />
            <div className="d-flex flex-wrap align-items-center gap-2">
              <Button type="submit" disabled={saving || restoring}>
                {saving ? (
                  <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
                ) : (
                  <i className="bi bi-save me-1" aria-hidden="true" />
                )}
                {saving ? 'Saving...' : 'Save'}
              </Button>
              <Button
                variant="outline-secondary"
                disabled={!isDirty || saving}
                onClick={() => reset(valuesOf(page))}
              >
                Discard changes
              </Button>
            </div>
            <p className="small text-body-secondary mb-0">
              {page.updatedAt
                ? `Last saved ${formatDateTime(page.updatedAt)}${page.updatedBy ? ` by ${page.updatedBy}` : ''}.`
                : 'Never saved.'}
            </p>
          </Card.Body>
        </Card>
        <VersionHistory slug={page.slug} restoring={restoring} onRestore={restore} />
      </div>

      <ConfirmDialog
        show={guard.blocked}
        title="Unsaved changes"
        message={guard.message}
        confirmLabel={guard.confirmLabel}
        cancelLabel="Stay"
        variant="warning"
        onConfirm={guard.proceed}
        onCancel={guard.stay}
      />
      <InsertPictureDialog
        show={pictureAt !== null}
        onHide={() => setPictureAt(null)}
        onInsert={insertPicture}
      />
    </Form>
  );
}
