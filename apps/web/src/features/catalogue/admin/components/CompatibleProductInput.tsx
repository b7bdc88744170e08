import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { COMPATIBLE_SEARCH_MIN } from '@shop/contract';
import { adminProductsQuery } from '../api/get-admin-products';

/**
 * One compatible product: a text field that, from 2 typed characters, suggests products by
 * name, hiding the names already chosen in the other rows
 * (docs/modules/catalogue.md#rules). A combobox in the ARIA pattern: the arrow keys move
 * through the suggestions (announced through aria-activedescendant while focus stays in the field),
 * Enter takes one, Escape closes them.
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
  const [active, setActive] = useState(-1);
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
  const optionId = (i: number) => `${id}-option-${i}`;
  const current = active < suggestions.length ? active : -1;

  const choose = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
  };

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
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        placeholder="Type 2 letters to search products"
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
            if (!suggestions.length) return;
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((current + step + suggestions.length) % suggestions.length);
          } else if (e.key === 'Enter' && current >= 0) {
            // Takes the suggestion instead of submitting the form.
            e.preventDefault();
            choose(suggestions[current]!);
          } else if (e.key === 'Escape' && suggestions.length) {
            e.preventDefault();
            setOpen(false);
            setActive(-1);
          }
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
          {suggestions.map((name, i) => (
            <li
              key={name}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              className={`list-group-item list-group-item-action px-3 py-2${i === current ? ' active' : ''}`}
              style={{ cursor: 'pointer' }}
              // Keeps focus in the field, so the blur does not close the list before the click.
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(name)}
            >
              {name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
