import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  STOREFRONT_BLOCK_KINDS,
  STOREFRONT_BLOCK_MESSAGES,
  STOREFRONT_BLOCKS,
  storefrontItemsSchema,
  type StorefrontBlockKind,
  type StorefrontItem,
} from '@shop/contract';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageAlert, type PageAlertMessage } from '../../../components/ui/PageAlert';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { errorText } from '../../../lib/error-text';
import { fieldProps } from '../../../lib/field-props';
import { storefrontBlocksQuery, useSaveStorefrontBlock } from '../api/storefront-blocks';

const emptyItem = (kind: StorefrontBlockKind): StorefrontItem =>
  Object.fromEntries(STOREFRONT_BLOCKS[kind].fields.map((f) => [f.key, '']));

/** One block's entries: edit, add, remove (none left removes the block), then save. */
function BlockForm({ kind, saved }: { kind: StorefrontBlockKind; saved: StorefrontItem[] }) {
  const { title, fields } = STOREFRONT_BLOCKS[kind];
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ items: StorefrontItem[] }>({
    resolver: zodResolver(storefrontItemsSchema(kind)),
    defaultValues: { items: saved },
  });
  const field = fieldProps(register, errors);
  const items = useFieldArray({ control, name: 'items' });
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

  return (
    <Form
      noValidate
      className="mb-4"
      aria-labelledby={`block-${kind}`}
      onSubmit={handleSubmit((values) => save.mutate(values.items))}
    >
      <h3 id={`block-${kind}`} className="h6">
        {title}
      </h3>
      <PageAlert message={message} onClose={() => setMessage(null)} />
      {items.fields.length === 0 && (
        <p className="small text-body-secondary">
          None: the storefront shows no {title.toLowerCase()}.
        </p>
      )}
      {items.fields.map((item, i) => (
        <fieldset key={item.id} className="border rounded-3 p-3 mb-2">
          <legend className="visually-hidden">
            {title}, entry {i + 1}
          </legend>
          <div className="row g-2">
            {fields.map((f) => {
              const id = `block-${kind}-${i}-${f.key}`;
              return (
                <div key={f.key} className={'multiline' in f ? 'col-12' : 'col-12 col-md-6'}>
                  <TextField
                    id={id}
                    label={`${f.label} (entry ${i + 1})`}
                    className="mb-0"
                    maxLength={f.max}
                    {...('multiline' in f ? { rows: 2 } : {})}
                    {...field(`items.${i}.${f.key}`)}
                  />
                </div>
              );
            })}
          </div>
          <Button
            variant="outline-danger"
            size="sm"
            className="mt-2"
            onClick={() => items.remove(i)}
          >
            <i className="bi bi-trash me-1" aria-hidden="true" />
            Remove entry {i + 1}
          </Button>
        </fieldset>
      ))}
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="outline-secondary"
          onClick={() => items.append(emptyItem(kind), { shouldFocus: false })}
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
