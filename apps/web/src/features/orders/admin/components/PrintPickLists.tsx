import Button from 'react-bootstrap/Button';
import { ORDER_UNIT_MESSAGES, PICK_LIST_MAX_ORDERS, pickListUrl } from '@shop/contract';
import { DownloadLink } from '../../../../components/ui/DownloadLink';

const ICON = <i className="bi bi-printer me-1" aria-hidden="true" />;

/**
 * The bulk "Print pick lists" of the checked orders: one PDF, each order on its own pages, opened
 * in a new tab to print. Without a selection, or with more than one sheet may hold, it says why.
 */
export function PrintPickLists({ ids }: { ids: readonly number[] }) {
  const tooMany = ids.length > PICK_LIST_MAX_ORDERS;
  if (!ids.length || tooMany) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button variant="outline-primary" size="sm" disabled>
          {ICON}
          Print pick lists
        </Button>
        {tooMany && (
          <span className="small text-danger">
            {ORDER_UNIT_MESSAGES.pickListMax(PICK_LIST_MAX_ORDERS)}
          </span>
        )}
      </div>
    );
  }
  return (
    <div className="mb-3">
      <DownloadLink
        className="btn btn-outline-primary btn-sm"
        href={pickListUrl(ids)}
        newTab
        icon={ICON}
      >
        Print pick lists ({ids.length})
      </DownloadLink>
    </div>
  );
}
