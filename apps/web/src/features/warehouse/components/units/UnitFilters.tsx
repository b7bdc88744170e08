import Button from 'react-bootstrap/Button';
import { useQuery } from '@tanstack/react-query';
import { UNIT_PAGE_SIZES, UNIT_STATUSES } from '@shop/contract';
import { ZonesLoadError } from '../ZonesLoadError';
import {
  ClearFiltersButton,
  FilterSearch,
  FilterSelect,
  FiltersCard,
  SortChoiceFilters,
} from '../../../../components/list/FiltersBar';
import { zonesQuery } from '../../api/zones';
import { pageSizeOptions, sortChoiceOptions } from '../../../../lib/use-list-params';
import {
  UNIT_SEARCH_MAX,
  UNIT_SORT_CHOICES,
  type UnitListView,
} from '../../hooks/use-unit-list-params';
import { UNIT_STATUS_LABELS } from '../../unit-labels';

const STATUS_OPTIONS = UNIT_STATUSES.map((s) => ({ value: s, label: UNIT_STATUS_LABELS[s] }));
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
  const zoneOptions = (zones.data ?? []).map((z) => ({
    value: String(z.id),
    label: `${z.zone_code} - ${z.zone_name}`,
  }));
  return (
    <FiltersCard>
      <div className="col-12 col-lg-4 col-xxl-3">
        <FilterSearch
          id="units-search"
          view={view}
          placeholder="Unit ID, product, SKU or order number"
          maxLength={UNIT_SEARCH_MAX}
        />
      </div>
      <div className="col-6 col-md-3 col-lg-2 col-xxl">
        <FilterSelect
          id="units-status"
          label="Status"
          value={view.filters.status ?? ''}
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          onChange={(v) => view.setFilter('status', v)}
        />
      </div>
      <div className="col-6 col-md-3 col-lg-2 col-xxl">
        <FilterSelect
          id="units-zone"
          label="Zone"
          value={view.filters.zone_id ?? ''}
          allLabel="All Zones"
          options={zoneOptions}
          onChange={(v) => view.setFilter('zone_id', v)}
        />
        {zones.isError && <ZonesLoadError onRetry={() => void zones.refetch()} />}
      </div>
      <SortChoiceFilters
        idPrefix="units"
        view={view}
        sortOptions={SORT_OPTIONS}
        sizeOptions={SIZE_OPTIONS}
      />
      <div className="col-12 col-md-auto d-flex gap-2">
        <ClearFiltersButton
          onClear={view.clearFilters}
          disabled={!view.hasFilters}
          className="flex-fill"
        />
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
    </FiltersCard>
  );
}
