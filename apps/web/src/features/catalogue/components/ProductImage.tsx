import type { ProductImage as Image } from '@shop/contract';

/**
 * A product picture with its width and height known (no layout shift), several sizes to pick
 * from, and lazy loading below the fold.
 */
export function ProductImage({
  image,
  alt,
  sizes,
  eager = false,
  priority = false,
  className,
}: {
  image: Image | null;
  alt: string;
  sizes: string;
  eager?: boolean;
  priority?: boolean;
  className?: string;
}) {
  if (!image) {
    return (
      <div
        className={`product-image-placeholder d-flex align-items-center justify-content-center bg-body-tertiary ${className ?? ''}`}
        role="img"
        aria-label={alt}
      >
        <i className="bi bi-camera-video fs-1 text-body-secondary" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={image.url}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
