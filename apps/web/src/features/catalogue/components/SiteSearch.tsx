import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH, catalogueSearch } from '@shop/contract/catalogue-rules';
import { formatMoney } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { suggestionsQuery } from '../api/get-products';
import { sharedLeadingWords, withoutSharedWords } from '../shared-words';

/** Typing settles for this long before suggestions are asked for. */
const SUGGEST_DEBOUNCE_MS = 250;

/** True when a key press was typed into a field (where "/" is just a character). */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

/**
 * The navbar's product search: Enter shows the ranked results on /products (the
 * query in the URL, so category and sort still apply); while typing, up to six suggestions
 * (SKU hits first) open a product directly. A combobox with a listbox: arrows move through
 * the suggestions, Enter picks, Escape closes; "/" anywhere on the page focuses the box.
 */
export function SiteSearch({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  // The close after a blur, cleared if the box goes first (no state set on a page that is gone).
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useQuery(suggestionsQuery(settled));
  const items = open && settled.length >= 2 ? (suggestions.data ?? []) : [];
  const shared = sharedLeadingWords(items.map((p) => p.name));

  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInField(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);

  const finish = (to: string) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    onNavigate?.();
    void navigate(to);
  };
  const showResults = () => {
    // The field's own value: an Enter typed right after the text may come before the
    // re-render that puts the text into state.
    const query = (inputRef.current?.value ?? text).trim();
    if (!query) return;
    finish(
      `/products${catalogueSearch({ search: query, category: null, page: 1, sort: 'featured', maxPrice: null, product: null })}`,
    );
  };
  const openProduct = (productId: number) => {
    setText('');
    finish(
      `/products${catalogueSearch({ search: null, category: null, page: 1, sort: 'featured', maxPrice: null, product: productId })}`,
    );
  };

  return (
    <form
      role="search"
      className="site-search position-relative"
      onSubmit={(event) => {
        event.preventDefault();
        const picked = items[active];
        if (picked) openProduct(picked.id);
        else showResults();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <div className="input-group input-group-sm">
        <input
          ref={inputRef}
          id={id}
          type="search"
          className="form-control"
          placeholder="Search products"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          role="combobox"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          aria-keyshortcuts="/"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          // Later than a click on a suggestion, which then still lands.
          onBlur={() => {
            closeTimer.current = setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && items.length) {
              event.preventDefault();
              setOpen(true);
              setActive((a) => (a + 1) % items.length);
            } else if (event.key === 'ArrowUp' && items.length) {
              event.preventDefault();
              setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
            } else if (event.key === 'Escape') {
              setOpen(false);
              setActive(-1);
            }
          }}
        />
        <button type="submit" className="btn btn-primary">
          <i className="bi bi-search" aria-hidden="true" />
          <span className="visually-hidden">Search</span>
        </button>
      </div>
      {items.length > 0 && (
        <div className="site-search-suggestions shadow rounded">
          {/* The words every suggestion shares, once; each option still reads its whole name. */}
          {shared && (
            <div
              className="site-search-shared small fw-semibold text-body-secondary text-break"
              aria-hidden="true"
              data-testid="suggestions-shared"
            >
              {shared}
            </div>
          )}
          <ul
            id={listId}
            role="listbox"
            aria-label="Suggestions"
            className="list-group list-group-flush"
          >
            {items.map((p, i) => (
              <li
                key={p.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`list-group-item list-group-item-action${i === active ? ' active' : ''}`}
                // mousedown, not click: it comes before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  openProduct(p.id);
                }}
              >
                {/* The whole name, wrapped rather than cut: what tells products apart is at its end. */}
                <div className="d-flex justify-content-between align-items-baseline gap-2">
                  <span className="site-search-name text-break">
                    {shared && <span className="visually-hidden">{shared} </span>}
                    {withoutSharedWords(p.name, shared)}
                  </span>
                  <span className="text-nowrap small">
                    {p.price === null ? 'Quote' : formatMoney(p.price)}
                  </span>
                </div>
                <div className="small opacity-75 text-break">{p.sku}</div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
