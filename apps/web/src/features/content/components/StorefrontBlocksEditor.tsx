import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import {
  STOREFRONT_BLOCK_KINDS,
  STOREFRONT_BLOCK_MESSAGES,
  STOREFRONT_BLOCKS,
  storefrontItemsSchema,
  type StorefrontBlockKind,
  fieldErrors,
  type StorefrontItem,
} from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { controlState, FormField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { storefrontBlocksQuery, useSaveStorefrontBlock } from '../api/storefront-blocks';

const emptyItem = (kind: StorefrontBlockKind): StorefrontItem =>
  Object.fromEntries(STOREFRONT_BLOCKS[kind].fields.map((f) => [f.key, '']));

/** One block's entries: edit, add, remove (none left removes the block), then save. */
function BlockForm({ kind, saved }: { kind: StorefrontBlockKind; saved: StorefrontItem[] }) {
  const { title, fields } = STOREFRONT_BLOCKS[kind];
  const [items, setItems] = useState<StorefrontItem[]>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<PageAlertMessage | null>(null);
  const save = useSaveStorefrontBlock(kind, {
    onSuccess: () =>
      setMessage({ variant: 'success', text: STOREFRONT_BLOCK_MESSAGES.saved(title) }),
    onError: (error) =>
      setMessage({
        variant: 'danger',
        text: errorText(error, STOREFRONT_BLOCK_MESSAGES.saveFailed),
      }),
  });
  const change = (i: number, key: string, value: string) =>
    setItems((all) => all.map((item, j) => (j === i ? { ...item, [key]: value } : item)));

  return (
    <Form
      noValidate
      className="mb-4"
      aria-labelledby={`block-${kind}`}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = storefrontItemsSchema(kind).safeParse({ items });
        if (!parsed.success) return setErrors(fieldErrors(parsed.error));
        setErrors({});
        save.mutate(parsed.data.items as StorefrontItem[]);
      }}
    >
      <h3 id={`block-${kind}`} className="h6">
        {title}
      </h3>
      <PageAlert message={message} onClose={() => setMessage(null)} />
      {items.length === 0 && (
        <p className="small text-body-secondary">
          None: the storefront shows no {title.toLowerCase()}.
        </p>
      )}
      {items.map((item, i) => (
        <fieldset key={i} className="border rounded-3 p-3 mb-2">
          <legend className="visually-hidden">
            {title}, entry {i + 1}
          </legend>
          <div className="row g-2">
            {fields.map((f) => {
              const id = `block-${kind}-${i}-${f.key}`;
              const error = errors[`items.${i}.${f.key}`];
              return (
                <div key={f.key} className={'multiline' in f ? 'col-12' : 'col-12 col-md-6'}>
                  <FormField
                    id={id}
                    label={`${f.label} (entry ${i + 1})`}
                    error={error}
                    className="mb-0"
                  >
                    <Form.Control
                      {...('multiline' in f ? { as: 'textarea' as const, rows: 2 } : {})}
                      value={item[f.key] ?? ''}
                      maxLength={f.max}
                      onChange={(e) => change(i, f.key, e.target.value)}
                      {...controlState({ id, error })}
                    />
                  </FormField>
                </div>
              );
            })}
          </div>
          <Button
            variant="outline-danger"
            size="sm"
            className="mt-2"
            onClick={() => setItems((all) => all.filter((_, j) => j !== i))}
          >
            <i className="bi bi-trash me-1" aria-hidden="true" />
            Remove entry {i + 1}
          </Button>
        </fieldset>
      ))}
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="outline-secondary"
          onClick={() => setItems((all) => [...all, emptyItem(kind)])}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Add to {title}
        </Button>
        <SubmitButton pending={save.isPending} pendingLabel="Saving...">
          Save {title}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The storefront's team (About), testimonials (Home), statistics and certifications (About):
 * the owner's own, each editable or removable.
 */
export function StorefrontBlocksEditor() {
  const blocks = useQuery(storefrontBlocksQuery());
  return (
    <Card as="section" className="shadow-sm mt-4" aria-labelledby="storefront-blocks-title">
      <Card.Body>
        <h2 id="storefront-blocks-title" className="h5">
          Storefront blocks
        </h2>
        <p className="text-body-secondary small">
          Your team, customers&apos; words, figures and certifications on the Home and About pages.
          Only what you enter here is shown.
        </p>
        {blocks.isPending && <LoadingState label="Loading the blocks..." />}
        {blocks.isError && (
          <ErrorState
            message={STOREFRONT_BLOCK_MESSAGES.loadFailed}
            onRetry={() => void blocks.refetch()}
          />
        )}
        {blocks.data &&
          STOREFRONT_BLOCK_KINDS.map((kind) => (
            <BlockForm key={kind} kind={kind} saved={blocks.data[kind]} />
          ))}
      </Card.Body>
    </Card>
  );
}
