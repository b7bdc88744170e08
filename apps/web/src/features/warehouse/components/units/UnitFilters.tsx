import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useQuery } from '@tanstack/react-query';
import { UNIT_PAGE_SIZES, UNIT_STATUSES } from '@shop/contract';
import { ZonesLoadError } from '../ZonesLoadError';
import { FilterSelect } from '../../../../components/list/FiltersBar';
import { SearchInput } from '../../../../components/list/SearchInput';
import { zonesQuery } from '../../api/zones';
import { pageSizeOptions, sortChoiceOptions } from '../../../../lib/use-list-params';
import {
  UNIT_SEARCH_MAX,
  UNIT_SORT_CHOICES,
  type UnitListView,
} from '../../hooks/use-unit-list-params';
import { UNIT_STATUS_LABELS } from '../../unit-labels';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...UNIT_STATUSES.map((s) => ({ value: s, label: UNIT_STATUS_LABELS[s] })),
];
const SORT_OPTIONS = sortChoiceOptions(UNIT_SORT_CHOICES);
const SIZE_OPTIONS = pageSizeOptions(UNIT_PAGE_SIZES);

/**
 * Search, status, zone, sort and page size, with Clear Filters and Refresh. Every change goes
 * to the URL; the server filters, sorts and pages.
 */
export function UnitFilters({
  view,
  onRefresh,
  refreshing,
}: {
  view: UnitListView;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const zones = useQuery(zonesQuery());
  const zoneOptions = [
    { value: '', label: 'All Zones' },
    ...(zones.data ?? []).map((z) => ({
      value: String(z.id),
      label: `${z.zone_code} - ${z.zone_name}`,
    })),
  ];
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Body>
        <div className="row g-2 align-items-end">
          <div className="col-12 col-lg-4 col-xxl-3">
            <SearchInput
              id="units-search"
              value={view.filters.search ?? ''}
              onChange={(text) => view.setFilter('search', text, { replace: true })}
              placeholder="Unit ID, product, SKU or order number"
              maxLength={UNIT_SEARCH_MAX}
            />
          </div>
          <div className="col-6 col-md-3 col-lg-2 col-xxl">
            <FilterSelect
              id="units-status"
              label="Status"
              value={view.filters.status ?? ''}
              options={STATUS_OPTIONS}
              onChange={(v) => view.setFilter('status', v)}
            />
          </div>
          <div className="col-6 col-md-3 col-lg-2 col-xxl">
            <FilterSelect
              id="units-zone"
              label="Zone"
              value={view.filters.zone_id ?? ''}
              options={zoneOptions}
              onChange={(v) => view.setFilter('zone_id', v)}
            />
            {zones.isError && <ZonesLoadError onRetry={() => void zones.refetch()} />}
          </div>
          <div className="col-8 col-md-4 col-lg-2 col-xxl">
            <FilterSelect
              id="units-sort"
              label="Sort by"
              value={view.sortValue}
              options={SORT_OPTIONS}
              onChange={view.setSortChoice}
            />
          </div>
          <div className="col-4 col-md-2 col-lg-2 col-xxl-auto">
            <FilterSelect
              id="units-page-size"
              label="Per page"
              value={String(view.limit)}
              options={SIZE_OPTIONS}
              onChange={(size) => view.setLimit(Number(size))}
            />
          </div>
          <div className="col-12 col-md-auto d-flex gap-2">
            <Button
              variant="outline-secondary"
              onClick={view.clearFilters}
              disabled={!view.hasFilters}
              className="flex-fill"
            >
              <i className="bi bi-x-circle me-1" aria-hidden="true" />
              Clear Filters
            </Button>
            <Button
              variant="outline-primary"
              onClick={onRefresh}
              disabled={refreshing}
              className="flex-fill"
            >
              <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
              Refresh
            </Button>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
