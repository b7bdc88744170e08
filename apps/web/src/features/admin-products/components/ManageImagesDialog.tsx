import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminImage } from '@shop/contract';
import { LoadingState } from '../../../components/ui/LoadingState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { deleteProductImage } from '../api/delete-product-image';
import { adminProductsKey } from '../api/get-admin-products';
import { productImagesKey, productImagesQuery } from '../api/get-product-images';
import { reorderProductImages } from '../api/reorder-product-images';
import { uploadProductImages } from '../api/upload-product-images';

const ACCEPT = 'image/jpeg,image/png,image/webp';

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
  const queryClient = useQueryClient();
  const images = useQuery({ ...productImagesQuery(id), enabled: product !== null });
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const settle = (next: AdminImage[]) => {
    setError(null);
    queryClient.setQueryData(productImagesKey(id), next);
    void queryClient.invalidateQueries({ queryKey: adminProductsKey });
  };
  const fail = (err: Error) => setError(err.message);
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadProductImages(id, files),
    onSuccess: (next) => {
      settle(next);
      if (fileInput.current) fileInput.current.value = '';
    },
    onError: fail,
  });
  const reorder = useMutation({
    mutationFn: (order: number[]) => reorderProductImages(id, order),
    onSuccess: settle,
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (imageId: number) => deleteProductImage(id, imageId),
    onSuccess: settle,
    onError: fail,
  });
  const busy = upload.isPending || reorder.isPending || remove.isPending;
  const list = images.data ?? [];

  const move = (from: number, to: number) => {
    const order = list.map((i) => i.id);
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
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
        {error && (
          <Alert variant="danger" dismissible onClose={() => setError(null)} closeLabel="Dismiss">
            {error}
          </Alert>
        )}
        <Form.Group controlId="product-images-upload" className="mb-3">
          <Form.Label>Upload more images (JPEG, PNG or WebP, up to 10 MB each)</Form.Label>
          <Form.Control
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            multiple
            disabled={busy}
            onChange={(e) => {
              const files = Array.from((e.target as HTMLInputElement).files ?? []);
              if (files.length) upload.mutate(files);
            }}
          />
        </Form.Group>
        {images.isPending ? (
          <LoadingState label="Loading images..." />
        ) : images.isError ? (
          <ErrorState message={images.error.message} onRetry={() => void images.refetch()} />
        ) : (
          <ol className="list-unstyled row g-3 mb-0" aria-label="Images in order">
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
                        disabled={busy}
                        onClick={() => move(index, 0)}
                      >
                        Make main
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={busy || index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={`Move image ${index + 1} earlier`}
                    >
                      <i className="bi bi-arrow-left" aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={busy || index === list.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={`Move image ${index + 1} later`}
                    >
                      <i className="bi bi-arrow-right" aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={busy || list.length <= 1}
                      title={list.length <= 1 ? 'A product keeps at least one image' : undefined}
                      onClick={() => remove.mutate(image.id)}
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
    </Modal>
  );
}
