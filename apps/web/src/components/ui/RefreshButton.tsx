import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/**
 * Loads the page's data again: a spinner in place of its icon, and disabled, while the data is
 * being fetched.
 */
export function RefreshButton({
  fetching,
  onRefresh,
}: {
  fetching: boolean;
  onRefresh: () => void;
}) {
  return (
    <Button variant="outline-primary" onClick={onRefresh} disabled={fetching}>
      {fetching ? (
        <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
      ) : (
        <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
      )}
      Refresh
    </Button>
  );
}
