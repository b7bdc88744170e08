import { useEffect, useId, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useQuery } from '@tanstack/react-query';
import {
  IMAGE_MESSAGES,
  MAX_PRODUCT_IMAGES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  type AdminImage,
} from '@shop/contract';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { LoadingState } from '../../../../components/ui/LoadingState';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { useDeleteProductImage } from '../api/delete-product-image';
import { productImagesQuery } from '../api/get-product-images';
import { useReorderProductImages } from '../api/reorder-product-images';
import { useUploadProductImages } from '../api/upload-product-images';
import { FailureAlert } from '../../../../components/ui/FailureAlert';

const ACCEPT = 'image/jpeg,image/png,image/webp';

type MoveAction = 'main' | 'earlier' | 'later';
/** Where focus goes after a move: the same control of the moved picture, or the next that is
 * still there (a picture made main has no Make main button, the last no "later"). */
const FOCUS_ORDER: Record<MoveAction, MoveAction[]> = {
  main: ['later'],
  earlier: ['earlier', 'later'],
  later: ['later', 'earlier'],
};

/** The browser's own checks of a choice of files, so a wrong one is not sent at all. */
export function checkImageFiles(files: File[], current: number): string | null {
  if (files.length > MAX_UPLOAD_FILES) return IMAGE_MESSAGES.tooMany;
  const big = files.find((f) => f.size > MAX_UPLOAD_BYTES);
  if (big) return `${big.name}: ${IMAGE_MESSAGES.tooLarge}`;
  if (current + files.length > MAX_PRODUCT_IMAGES)
    return `A product has at most ${MAX_PRODUCT_IMAGES} pictures`;
  return null;
}

/**
 * A product's pictures: upload more, move one up or down, make one the main picture (the
 * first, the one the shop's lists show), delete one. The last picture cannot be deleted:
 * every product shows one.
 */
export function ManageImagesDialog({
  product,
  onClose,
}: {
  product: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const id = product?.id ?? 0;
  const images = useQuery({ ...productImagesQuery(id), enabled: product !== null });
  // An error belongs to the product it happened on: opening another product shows none.
  const [failure, setFailure] = useState<{ productId: number; message: string } | null>(null);
  const error = failure?.productId === id ? failure.message : null;
  const setError = (message: string | null) =>
    setFailure(message === null ? null : { productId: id, message });
  const [deleting, setDeleting] = useState<{ image: AdminImage; index: number } | null>(null);
  const [refocus, setRefocus] = useState<{ imageId: number; action: MoveAction } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const controlId = useId();
  const buttonId = (imageId: number, action: MoveAction) => `${controlId}-${imageId}-${action}`;

  const settle = () => setError(null);
  const fail = (err: Error) => setError(err.message);
  const upload = useUploadProductImages(id, {
    onSuccess: () => {
      settle();
      if (fileInput.current) fileInput.current.value = '';
    },
    onError: fail,
  });
  const reorder = useReorderProductImages(id, {
    onSuccess: settle,
    onError: fail,
  });
  const remove = useDeleteProductImage(id, {
    onSuccess: () => {
      settle();
      setDeleting(null);
      // The deleted picture's buttons are gone: the list keeps focus inside the dialog.
      listRef.current?.focus();
    },
    onError: (err) => {
      fail(err);
      setDeleting(null);
    },
  });
  const busy = upload.isPending || reorder.isPending || remove.isPending;
  const list = images.data ?? [];

  // The buttons are disabled while a move is saved, which drops focus; it comes back to the
  // moved picture's control once the new order is shown.
  useEffect(() => {
    if (!refocus || busy) return;
    const target = FOCUS_ORDER[refocus.action]
      .map((action) => document.getElementById(`${controlId}-${refocus.imageId}-${action}`))
      .find((el): el is HTMLButtonElement => el instanceof HTMLButtonElement && !el.disabled);
    (target ?? listRef.current)?.focus();
    setRefocus(null);
  }, [refocus, busy, images.data, controlId]);

  const move = (from: number, to: number, action: MoveAction) => {
    const order = list.map((i) => i.id);
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    setRefocus({ imageId: moved!, action });
    reorder.mutate(order);
  };

  return (
    <Modal show={product !== null} onHide={onClose} size="lg" aria-labelledby="images-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="images-title" as="h2" className="h5">
          <i className="bi bi-images me-2" aria-hidden="true" />
          Images of {product?.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FailureAlert text={error} onDismiss={() => setError(null)} />
        <Form.Group controlId="product-images-upload" className="mb-3">
          <Form.Label>Upload more images (JPEG, PNG or WebP, up to 10 MB each)</Form.Label>
          <Form.Control
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            multiple
            disabled={busy}
            onChange={(e) => {
              const input = e.target as HTMLInputElement;
              const files = Array.from(input.files ?? []);
              if (!files.length) return;
              const refused = checkImageFiles(files, list.length);
              if (refused) {
                setError(refused);
                input.value = '';
                return;
              }
              upload.mutate(files);
            }}
          />
        </Form.Group>
        {images.isPending ? (
          <LoadingState label="Loading images..." />
        ) : images.isError ? (
          <ErrorState message={images.error.message} onRetry={() => void images.refetch()} />
        ) : (
          <ol
            ref={listRef}
            tabIndex={-1}
            className="list-unstyled row g-3 mb-0"
            aria-label="Images in order"
          >
            {list.map((image, index) => (
              <li key={image.id} className="col-6 col-md-4">
                <div className="card h-100">
                  <img
                    src={image.url}
                    srcSet={image.srcSet}
                    sizes="200px"
                    alt={`Image ${index + 1} of ${product?.name ?? ''}`}
                    className="card-img-top"
                    width={image.width}
                    height={image.height}
                    style={{ height: 'auto' }}
                  />
                  <div className="card-body p-2 d-flex flex-wrap gap-1 align-items-center">
                    {index === 0 ? (
                      <Badge bg="success" className="me-auto">
                        Main image
                      </Badge>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline-success"
                        className="me-auto"
                        id={buttonId(image.id, 'main')}
                        disabled={busy}
                        onClick={() => move(index, 0, 'main')}
                      >
                        Make main
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      id={buttonId(image.id, 'earlier')}
                      disabled={busy || index === 0}
                      onClick={() => move(index, index - 1, 'earlier')}
                      aria-label={`Move image ${index + 1} earlier`}
                    >
                      <i className="bi bi-arrow-left" aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      id={buttonId(image.id, 'later')}
                      disabled={busy || index === list.length - 1}
                      onClick={() => move(index, index + 1, 'later')}
                      aria-label={`Move image ${index + 1} later`}
                    >
                      <i className="bi bi-arrow-right" aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={busy || list.length <= 1}
                      title={list.length <= 1 ? 'A product keeps at least one image' : undefined}
                      onClick={() => setDeleting({ image, index })}
                      aria-label={`Delete image ${index + 1}`}
                    >
                      <i className="bi bi-trash" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Modal.Body>
      <Modal.Footer>
        {busy && <Spinner animation="border" size="sm" role="status" aria-label="Saving" />}
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </Modal.Footer>
      <ConfirmDialog
        show={deleting !== null}
        title="Delete this image?"
        message={`Image ${(deleting?.index ?? 0) + 1} of ${product?.name ?? ''} will be removed from the shop. This action cannot be undone.`}
        confirmLabel="Delete"
        variant="danger"
        titleIcon="bi bi-trash"
        confirmIcon="bi bi-trash"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.image.id)}
        onCancel={() => setDeleting(null)}
      />
    </Modal>
  );
}
