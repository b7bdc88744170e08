import { ZonesLoadError } from '../../features/warehouse/components/ZonesLoadError';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  LOCATION_PAGE_SIZE,
  LOCATION_SORTS,
  type LocationSort,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import { EmptyListCard } from '../../components/list/ListResults';
import { ListLoadError } from '../../components/list/ListLoadError';
import { Pager } from '../../components/list/Pager';
import { SearchInput } from '../../components/list/SearchInput';
import { ScanBox } from '../../components/scan/ScanBox';
import { LoadingState } from '../../components/ui/LoadingState';
import { PageAlert, type PageAlertMessage } from '../../components/ui/PageAlert';
import { locationPageQuery } from '../../features/warehouse/api/locations';
import { useRefreshWarehouse, zonesQuery } from '../../features/warehouse/api/zones';
import { useScanHandler } from '../../features/warehouse/hooks/use-scan-handler';
import { CreateLocationDialog } from '../../features/warehouse/components/locations/CreateLocationDialog';
import { CreateZoneDialog } from '../../features/warehouse/components/locations/CreateZoneDialog';
import { LocationDetailsDialog } from '../../features/warehouse/components/locations/LocationDetailsDialog';
import { LocationTree } from '../../features/warehouse/components/locations/LocationTree';
import { StatusMappingsDialog } from '../../features/warehouse/components/locations/StatusMappingsDialog';
import { ZoneDialog } from '../../features/warehouse/components/locations/ZoneDialog';
import { buildLocationTree, LOCATION_SORT_LABELS } from '../../features/warehouse/location-tree';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListParams, useSearchParam, type ListSpec } from '../../lib/use-list-params';
import { formatCount, plural } from '../../lib/format';
import { positiveId } from '../../lib/ids';

/** A search narrower than this many bins opens every aisle and rack of the tree. */
const OPEN_ALL_BELOW = 60;

/**
 * The list's URL state: the search (`q`), the zone and the sort; the sort's direction is the
 * sort's own, so the order the kit keeps beside it is not used.
 */
const LIST_SPEC: ListSpec<LocationSort, 'q' | 'zone'> = {
  sorts: LOCATION_SORTS,
  defaultSort: 'newest',
  filters: { q: (text) => text.trim() !== '', zone: (text) => positiveId(text) !== null },
};

/** A failed load: the server's own text, else the one in docs/modules/warehouse.md#messages. */
const loadFailure = (err: Error) =>
  err.message.startsWith('HTTP error!') || err.message.startsWith('Could not reach')
    ? 'Failed to load locations'
    : err.message;

type Dialog = 'zone' | 'location' | 'mappings' | null;

/**
 * /admin/locations (docs/modules/warehouse.md#screens, Location Management): the warehouse's
 * bins as a zone > aisle > rack > shelf tree, with search, zone filter and sort kept in the
 * URL, and the zone, bin and status-mapping dialogs. `?location=<id>` opens a bin's details.
 * The server searches, sorts and pages the bins (a warehouse of 100,000
 * bins is never loaded whole) and says how many matched; a page is LOCATION_PAGE_SIZE bins.
 */
export default function LocationsPage() {
  useDocumentTitle('Location Management');
  const refreshWarehouse = useRefreshWarehouse();
  const view = useListParams(LIST_SPEC);
  const { page, sort } = view;
  const zoneId = positiveId(view.filters.zone);
  // The search box sends the text the user paused on, so the server is asked once per pause.
  const settledSearch = (view.filters.q ?? '').trim();
  const [detailParam, setDetailParam] = useSearchParam('location');
  const detailId = positiveId(detailParam);
  const openDetail = (id: number | null) =>
    setDetailParam(id === null ? null : String(id), { replace: true });

  const list = useQuery(locationPageQuery({ zoneId, search: settledSearch, sort, page }));
  const zones = useQuery(zonesQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editedZone, setEditedZone] = useState<Zone | null>(null);
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);

  const shown = useMemo(() => list.data?.locations ?? [], [list.data]);
  const tree = useMemo(() => buildLocationTree(shown, sort), [shown, sort]);
  const filtered = view.hasFilters;
  // The warehouse's total, also while one zone is shown: the zones carry their bin counts.
  const total = zones.data
    ? zones.data.reduce((sum, z) => sum + z.location_count, 0)
    : zoneId === null && !settledSearch && !list.data?.truncated
      ? list.data?.total
      : undefined;
  // How many bins the list holds: the server's count of a search (up to 10,000), else the
  // zones' exact counts (the server's count of a whole list stops at 10,000 too).
  const zoneCount =
    zoneId === null ? total : zones.data?.find((z) => z.id === zoneId)?.location_count;
  const matched = settledSearch ? list.data?.total : (zoneCount ?? list.data?.total);
  const capped = settledSearch !== '' && (list.data?.truncated ?? false);
  const pages = Math.max(1, Math.ceil((matched ?? 0) / LOCATION_PAGE_SIZE));
  const first = (page - 1) * LOCATION_PAGE_SIZE + 1;
  const countLine = [
    settledSearch
      ? `${formatCount(matched ?? 0)}${capped ? '+' : ''} ${matched === 1 && !capped ? 'bin matches' : 'bins match'}`
      : plural(matched ?? 0, 'location'),
    capped ? ': refine the search to see fewer' : '',
    pages > 1
      ? ` \u00b7 showing ${formatCount(first)}\u2013${formatCount(first + shown.length - 1)}`
      : '',
  ].join('');

  // A scanned bin label opens the bin here; a unit or an order opens on its own screen.
  const scanned = useScanHandler({
    location: (bin) => openDetail(bin.id),
    failed: (text) => setAlert({ variant: 'danger', text }),
  });

  const refresh = () => void refreshWarehouse();
  // The create dialogs' hooks refresh the warehouse queries themselves.
  const created = (text: string) => {
    setAlert({ variant: 'success', text });
  };

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">
          <i className="bi bi-geo-alt text-primary me-2" aria-hidden="true" />
          Location Management
          {total !== undefined && (
            <span className="badge text-bg-secondary fs-6 align-middle ms-2">
              {formatCount(total)} <span className="visually-hidden">locations in total</span>
            </span>
          )}
        </h1>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => setDialog('zone')}>
            <i className="bi bi-grid-3x3-gap me-1" aria-hidden="true" />
            Create Zone
          </Button>
          <Button variant="outline-primary" onClick={() => setDialog('location')}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            Create Location
          </Button>
          <Button variant="outline-primary" onClick={() => setDialog('mappings')}>
            <i className="bi bi-signpost-split me-1" aria-hidden="true" />
            Zone Mappings
          </Button>
          <Link className="btn btn-outline-secondary" to="/admin/warehouse-map">
            <i className="bi bi-map me-1" aria-hidden="true" />
            Warehouse Map
          </Link>
          <Button variant="outline-secondary" onClick={refresh} disabled={list.isFetching}>
            <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
            Refresh
          </Button>
        </div>
      </div>

      <PageAlert message={alert} onClose={() => setAlert(null)} />

      <Card className="shadow-sm mb-3">
        <Card.Body>
          <Form className="row g-2" role="search" onSubmit={(e) => e.preventDefault()}>
            <div className="col-md-6">
              <SearchInput
                id="locations-search"
                value={view.filters.q ?? ''}
                onChange={(text) => view.setFilter('q', text, { replace: true })}
                placeholder="Zone, aisle, rack, shelf, code or notes"
              />
            </div>
            <Form.Group className="col-sm-6 col-md-3" controlId="locations-zone">
              <Form.Label>Zone</Form.Label>
              <Form.Select
                value={zoneId ?? ''}
                onChange={(e) => view.setFilter('zone', e.target.value)}
              >
                <option value="">All Zones</option>
                {(zones.data ?? []).map((z) => (
                  <option key={z.id} value={z.id}>
                    {z.zone_code} - {z.zone_name}
                    {z.is_returns && ' (returns zone)'}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-sm-6 col-md-3" controlId="locations-sort">
              <Form.Label>Sort by</Form.Label>
              <Form.Select
                value={sort}
                onChange={(e) => view.setSort(e.target.value as LocationSort, 'asc')}
              >
                {LOCATION_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {LOCATION_SORT_LABELS[s]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Form>
          {zones.isError && <ZonesLoadError onRetry={() => void zones.refetch()} />}
          <div className="mt-3">
            <ScanBox
              label="Scan a bin label"
              hint="A bin opens its details; a unit or an order opens on its own screen."
              onScan={(code) => void scanned.scan(code)}
            />
          </div>
        </Card.Body>
      </Card>

      <ListLoadError
        failed={list.isError}
        failedAt={list.errorUpdatedAt}
        message={list.error ? loadFailure(list.error) : ''}
        onRetry={refresh}
        retryLabel="Retry"
      />
      {list.isPending ? (
        <LoadingState label="Loading locations..." />
      ) : list.isError ? null : shown.length === 0 ? (
        <EmptyListCard
          icon="bi bi-geo"
          text={
            filtered ? 'No locations found matching your search criteria.' : 'No locations found.'
          }
        />
      ) : (
        <>
          <p className="small text-body-secondary" aria-live="polite">
            {countLine}
          </p>
          <LocationTree
            key={`${sort}|${zoneId}|${page}`}
            zones={tree}
            openAll={shown.length <= OPEN_ALL_BELOW}
            onView={(l: WarehouseLocation) => openDetail(l.id)}
            onEditZone={(id) => setEditedZone(zones.data?.find((z) => z.id === id) ?? null)}
            returnsZoneId={zones.data?.find((z) => z.is_returns)?.id ?? null}
          />
          <div className="mt-3">
            <Pager
              current={Math.min(page, pages)}
              total={pages}
              hrefFor={view.hrefFor}
              label="Pages of locations"
              maxPages={5}
            />
          </div>
        </>
      )}

      <CreateZoneDialog
        show={dialog === 'zone'}
        onClose={() => setDialog(null)}
        onCreated={created}
      />
      <CreateLocationDialog
        show={dialog === 'location'}
        onClose={() => setDialog(null)}
        onCreated={created}
      />
      <StatusMappingsDialog show={dialog === 'mappings'} onClose={() => setDialog(null)} />
      <LocationDetailsDialog
        locationId={detailId}
        onClose={() => openDetail(null)}
        onDeleted={(text) => {
          openDetail(null);
          setAlert({ variant: 'success', text });
        }}
      />
      <ZoneDialog
        zone={editedZone}
        onClose={() => setEditedZone(null)}
        onDeleted={(text) => {
          setEditedZone(null);
          setAlert({ variant: 'success', text });
        }}
      />
    </div>
  );
}
