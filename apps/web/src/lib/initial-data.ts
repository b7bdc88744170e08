/**
 * Data the server put into the HTML for the first page (a `<script type="application/json"
 * id="initial-data">` block, not executed, so the CSP allows it): API responses keyed by their
 * path under /api. A first visit to /products renders its grid without waiting for a fetch.
 * Each entry is handed out once: later visits to the same view fetch fresh data.
 */
import { convertMoney, toCents } from '@shop/contract/money';

let entries: Record<string, unknown> | null = null;

function load(): Record<string, unknown> {
  if (entries) return entries;
  entries = {};
  const block = typeof document === 'undefined' ? null : document.getElementById('initial-data');
  if (block?.textContent) {
    try {
      entries = JSON.parse(block.textContent) as Record<string, unknown>;
    } catch {
      // A damaged block only costs the head start: the page fetches as usual.
    }
  }
  block?.remove();
  return entries;
}

/**
 * The answer the server put into the page for `apiPath`, once. It is the API's answer as
 * sent, so its money (at the endpoint's reply money paths) becomes cents here, as `call`
 * does (ADR 0063).
 */
export function takeInitialData<T>(apiPath: string, money?: readonly string[]): T | undefined {
  const all = load();
  const value = all[apiPath] as T | undefined;
  delete all[apiPath];
  return value === undefined ? undefined : convertMoney(value, money, toCents);
}

/** Tests only: forget what was read, so the next call reads the document again. */
export function resetInitialData(): void {
  entries = null;
}
