import type { AdminQuote } from '@shop/contract';
import { QUOTE_STATUS_LABELS, type QuoteStatus } from '@shop/contract';
import { formatDateTime } from '../../../lib/format';

const label = (s: string | null) => (s ? (QUOTE_STATUS_LABELS[s as QuoteStatus] ?? s) : null);

/** The quote's history: every status change (with who), and every saved version. */
export function QuoteHistory({ quote }: { quote: AdminQuote }) {
  return (
    <>
      <h3 className="h6">Status changes</h3>
      <ul className="list-unstyled small mb-3">
        {quote.events.map((e, i) => (
          <li key={i} className="mb-2">
            <div>
              {e.fromStatus ? `${label(e.fromStatus)} \u2192 ` : ''}
              <strong>{label(e.toStatus)}</strong>
            </div>
            {e.note && <div className="text-body-secondary">{e.note}</div>}
            <div className="text-body-secondary">
              {formatDateTime(e.createdAt)} · {e.userName ?? 'Customer or shop'}
            </div>
          </li>
        ))}
      </ul>
      <h3 className="h6">Versions</h3>
      <ul className="list-unstyled small mb-0">
        {quote.versions.map((v) => (
          <li key={v.version}>
            Version {v.version} · {formatDateTime(v.createdAt)} · {v.userName ?? 'Unknown'}
          </li>
        ))}
      </ul>
    </>
  );
}
