import Button from 'react-bootstrap/Button';

/** The zone list of a filter or form did not load: said where the zones are, with Retry. */
export function ZonesLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <span className="d-block small text-danger mt-1" role="alert">
      The zones could not be loaded.{' '}
      <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onRetry}>
        Retry
      </Button>
    </span>
  );
}
