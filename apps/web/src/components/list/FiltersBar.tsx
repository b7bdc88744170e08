import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { Option } from '../../lib/options';
import { SelectOptions } from '../ui/SelectOptions';
import type { SortOrder } from '../../lib/use-list-params';
import { SearchInput } from './SearchInput';

/*
 * The filters kit of the lists: the card, the search box, the selects, the day inputs, the sort
 * and page-size menus and Clear Filters. Every value lives in the URL; the server filters.
 */

export type FilterField<F extends string> = {
  key: F;
  label: string;
  /** The first choice, which sets no filter: "All statuses". */
  allLabel: string;
  options: readonly Option[];
};

/** The card that holds a list's filters: they stack on a phone and line up as it widens. */
export function FiltersCard({ children }: { children: ReactNode }) {
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Body>
        <div className="row g-2 align-items-end">{children}</div>
      </Card.Body>
    </Card>
  );
}

/**
 * The search box of a list whose view is in the URL. Typing replaces the history entry, so Back
 * leaves the list instead of stepping through the keystrokes.
 */
export function FilterSearch({
  id,
  view,
  placeholder,
  maxLength,
  label,
}: {
  id: string;
  view: {
    filters: { search?: string };
    setFilter: (key: 'search', value: string, options: { replace?: boolean }) => void;
  };
  placeholder: string;
  maxLength?: number;
  /** The visible label: "Search" unless told ("Search quotes"). */
  label?: string;
}) {
  return (
    <SearchInput
      id={id}
      value={view.filters.search ?? ''}
      onChange={(text) => view.setFilter('search', text, { replace: true })}
      placeholder={placeholder}
      {...(maxLength === undefined ? {} : { maxLength })}
      {...(label === undefined ? {} : { label })}
    />
  );
}

export function FilterSelect({
  id,
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** The first choice, which sets no filter ("All statuses"); none where one is always chosen. */
  allLabel?: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        <SelectOptions options={options} />
      </Form.Select>
    </Form.Group>
  );
}

/** A day filter: YYYY-MM-DD, a day of the shop's time zone as the server counts them. */
export function FilterDay({
  id,
  label,
  value,
  onChange,
  min,
  max,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The earliest and latest days offered (a from-to pair keeps its order). */
  min?: string;
  max?: string;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      {/* A cleared or half-typed date reads as "" and removes the filter. */}
      <Form.Control
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Group>
  );
}

/**
 * The sort menu of field-and-direction choices and the page-size menu of a list kept by
 * useChoiceListParams, each in its column.
 */
export function SortChoiceFilters({
  idPrefix,
  view,
  sortOptions,
  sizeOptions,
}: {
  idPrefix: string;
  view: {
    sortValue: string;
    setSortChoice: (value: string) => void;
    limit: number;
    setLimit: (size: number) => void;
  };
  sortOptions: readonly Option[];
  sizeOptions: readonly Option[];
}) {
  return (
    <>
      <div className="col-8 col-md-4 col-lg-2 col-xxl">
        <FilterSelect
          id={`${idPrefix}-sort`}
          label="Sort by"
          value={view.sortValue}
          options={sortOptions}
          onChange={view.setSortChoice}
        />
      </div>
      <div className="col-4 col-md-2 col-xxl-auto">
        <FilterSelect
          id={`${idPrefix}-page-size`}
          label="Per page"
          value={String(view.limit)}
          options={sizeOptions}
          onChange={(size) => view.setLimit(Number(size))}
        />
      </div>
    </>
  );
}

export function ClearFiltersButton({
  onClear,
  disabled = false,
  className,
}: {
  onClear: () => void;
  disabled?: boolean;
  /** How it fills its column: "w-100", or "flex-fill" beside another button. */
  className: string;
}) {
  return (
    <Button variant="outline-secondary" onClick={onClear} disabled={disabled} className={className}>
      <i className="bi bi-x-circle me-1" aria-hidden="true" />
      Clear Filters
    </Button>
  );
}

/**
 * Search, the filter selects, and the sort and its direction, as the leads and people lists
 * have them. On a phone each select has the row to itself, so its longest choice ("Date
 * received") is not cut.
 */
export function FiltersBar<F extends string, S extends string>({
  idPrefix,
  searchPlaceholder,
  search,
  onSearch,
  fields,
  values,
  onFilter,
  sortOptions,
  sort,
  order,
  onSort,
  hasFilters,
  onClear,
}: {
  idPrefix: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (value: string) => void;
  fields: readonly FilterField<F>[];
  values: Partial<Record<F, string>>;
  onFilter: (key: F, value: string) => void;
  sortOptions: readonly Option<S>[];
  sort: S;
  order: SortOrder;
  onSort: (sort: S, order: SortOrder) => void;
  hasFilters: boolean;
  onClear: () => void;
}) {
  return (
    <FiltersCard>
      <div className="col-12 col-xxl-3">
        <SearchInput
          id={`${idPrefix}-search`}
          value={search}
          onChange={onSearch}
          placeholder={searchPlaceholder}
        />
      </div>
      {/* Four to a row from 992 px: one row beside the back office's side menu cut the labels. */}
      {fields.map((field) => (
        <div className="col-12 col-sm-6 col-md-4 col-lg-3" key={field.key}>
          <FilterSelect
            id={`${idPrefix}-filter-${field.key}`}
            label={field.label}
            value={values[field.key] ?? ''}
            allLabel={field.allLabel}
            options={field.options}
            onChange={(value) => onFilter(field.key, value)}
          />
        </div>
      ))}
      <div className="col-12 col-sm-6 col-md-4 col-lg-3">
        <FilterSelect
          id={`${idPrefix}-sort`}
          label="Sort by"
          value={sort}
          options={sortOptions}
          onChange={(value) => onSort(value as S, order)}
        />
      </div>
      <div className="col-12 col-sm-6 col-md-4 col-lg-3">
        <FilterSelect
          id={`${idPrefix}-order`}
          label="Order"
          value={order}
          options={[
            { value: 'desc', label: 'Descending' },
            { value: 'asc', label: 'Ascending' },
          ]}
          onChange={(value) => onSort(sort, value as SortOrder)}
        />
      </div>
      {hasFilters && (
        <div className="col-12 col-md-auto">
          <ClearFiltersButton onClear={onClear} className="w-100" />
        </div>
      )}
    </FiltersCard>
  );
}
