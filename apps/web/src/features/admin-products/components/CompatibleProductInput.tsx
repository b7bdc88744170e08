import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { COMPATIBLE_SEARCH_MIN } from '@shop/contract';
import { adminProductsQuery } from '../api/get-admin-products';

/**
 * One compatible product: a text field that, from 2 typed characters, suggests products by
 * name, hiding the names already chosen in the other rows (section 5).
 */
export function CompatibleProductInput({
  id,
  label,
  value,
  onChange,
  chosen,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  chosen: string[];
}) {
  const [open, setOpen] = useState(false);
  const text = value.trim();
  const searching = open && text.length >= COMPATIBLE_SEARCH_MIN;
  const results = useQuery({
    ...adminProductsQuery({ search: text, limit: 8, page: 1, sort: 'name-asc' }),
    enabled: searching,
    staleTime: 30_000,
  });
  const taken = new Set(chosen);
  const suggestions = searching
    ? (results.data?.products ?? [])
        .map((p) => p.name)
        .filter((name, i, all) => !taken.has(name) && name !== value && all.indexOf(name) === i)
    : [];
  const listId = `${id}-suggestions`;

  return (
    <div className="position-relative flex-grow-1">
      <Form.Control
        id={id}
        aria-label={label}
        value={value}
        autoComplete="off"
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        placeholder="Type 2 letters to search products"
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      />
      {suggestions.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label={`Products matching ${text}`}
          className="list-group position-absolute w-100 shadow-sm"
          style={{ zIndex: 10 }}
        >
          {suggestions.map((name) => (
            <li key={name} role="option" aria-selected={false} className="list-group-item p-0">
              <button
                type="button"
                className="btn btn-link w-100 text-start text-decoration-none px-3 py-2"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  onChange(name);
                  setOpen(false);
                }}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
