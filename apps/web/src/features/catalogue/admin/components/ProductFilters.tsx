import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_PRODUCT_SORT_LABELS, ADMIN_PRODUCT_SORTS } from '@shop/contract';
import { categoriesQuery } from '../../api/get-categories';
import { SearchInput } from '../../../../components/list/SearchInput';
import type { ProductListView } from '../hooks/use-product-list-params';

/** The search box, the category filter (All Products plus categories), the sort, archived. */
export function ProductFilters({ view }: { view: ProductListView }) {
  const categories = useQuery(categoriesQuery());
  return (
    <div className="row g-2 align-items-end mb-3">
      <div className="col-12 col-lg-5">
        <SearchInput
          id="product-search"
          value={view.search}
          onChange={view.setSearchText}
          placeholder="Search by name or SKU..."
          maxLength={100}
        />
      </div>
      <Form.Group className="col-6 col-lg-3" controlId="product-category">
        <Form.Label className="small fw-semibold mb-1">Category</Form.Label>
        <Form.Select value={view.category} onChange={(e) => view.setCategory(e.target.value)}>
          <option value="">All Products</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6 col-lg-2" controlId="product-sort">
        <Form.Label className="small fw-semibold mb-1">Sort by</Form.Label>
        <Form.Select value={view.sort} onChange={(e) => view.setSort(e.target.value)}>
          {ADMIN_PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {ADMIN_PRODUCT_SORT_LABELS[s]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="col-12 col-lg-2">
        <Form.Check
          type="switch"
          id="product-archived"
          label="Show Archived"
          checked={view.archived}
          onChange={(e) => view.setArchived(e.target.checked)}
          className="mb-2"
        />
      </div>
    </div>
  );
}
