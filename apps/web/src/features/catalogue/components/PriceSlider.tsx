import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { PRICE_SLIDER_STEP } from '@shop/contract/catalogue-rules';
import { formatWholeMoney } from '../../../lib/format';

/**
 * The highest price to show, in steps of 10 up to the ceiling the server computed. At the
 * ceiling nothing is filtered out. Quote products are always kept (by the server).
 * While the thumb moves the label follows at once; the filter is applied when it rests.
 */
export function PriceSlider({
  ceiling,
  value,
  onChange,
}: {
  ceiling: number;
  value: number | null;
  onChange: (maxPrice: number | null) => void;
}) {
  const shown = value === null ? ceiling : Math.min(value, ceiling);
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  useEffect(() => {
    if (draft === shown) return;
    const timer = setTimeout(() => onChange(draft >= ceiling ? null : draft), 300);
    return () => clearTimeout(timer);
  }, [draft, shown, ceiling, onChange]);

  return (
    <div>
      <Form.Label htmlFor="price-range" className="fw-semibold d-block">
        Price range
        <span className="d-block fw-normal small text-body-secondary">
          {draft >= ceiling ? 'Any price' : `Up to ${formatWholeMoney(draft)}`}
        </span>
      </Form.Label>
      <Form.Range
        id="price-range"
        min={0}
        max={ceiling}
        step={PRICE_SLIDER_STEP}
        value={draft}
        onChange={(e) => setDraft(Number(e.target.value))}
        aria-valuetext={draft >= ceiling ? 'Any price' : `Up to ${formatWholeMoney(draft)}`}
      />
      <div className="d-flex justify-content-between small text-body-secondary" aria-hidden="true">
        <span>$0</span>
        <span>{formatWholeMoney(ceiling)}</span>
      </div>
      <p className="small text-body-secondary mb-0 mt-1">Quote-only systems are always shown.</p>
    </div>
  );
}
