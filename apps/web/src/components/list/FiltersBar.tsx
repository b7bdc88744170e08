import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { Option } from '../../lib/options';
import type { SortOrder } from '../../lib/use-list-params';
import { SearchInput } from './SearchInput';

export type FilterField<F extends string> = {
  key: F;
  label: string;
  /** The first choice, which sets no filter: "All statuses". */
  allLabel: string;
  options: readonly Option[];
};

export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/**
 * Search, the filter selects, and the sort. They stack on a phone, and sit side by side as
 * the screen widens. Every change goes to the URL; the server filters and sorts.
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
    <Card className="mb-3 shadow-sm">
      <Card.Body>
        <div className="row g-2 align-items-end">
          <div className="col-12 col-xxl-3">
            <SearchInput
              id={`${idPrefix}-search`}
              value={search}
              onChange={onSearch}
              placeholder={searchPlaceholder}
            />
          </div>
          {fields.map((field) => (
            <div className="col-6 col-md-4 col-lg-3 col-xl" key={field.key}>
              <FilterSelect
                id={`${idPrefix}-filter-${field.key}`}
                label={field.label}
                value={values[field.key] ?? ''}
                options={[{ value: '', label: field.allLabel }, ...field.options]}
                onChange={(value) => onFilter(field.key, value)}
              />
            </div>
          ))}
          <div className="col-6 col-md-4 col-lg-3 col-xl">
            <FilterSelect
              id={`${idPrefix}-sort`}
              label="Sort by"
              value={sort}
              options={sortOptions}
              onChange={(value) => onSort(value as S, order)}
            />
          </div>
          <div className="col-6 col-md-4 col-lg-3 col-xl">
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
              <Button variant="outline-secondary" onClick={onClear} className="w-100">
                <i className="bi bi-x-circle me-1" aria-hidden="true" />
                Clear Filters
              </Button>
            </div>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
