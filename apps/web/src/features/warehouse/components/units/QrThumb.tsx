import { useState } from 'react';
import { qrImageUrl } from '../../../../lib/qr-image';
import './units.css';

/**
 * A small QR image that enlarges to 300 x 300 px (docs/modules/warehouse.md#rules) while hovered
 * or focused; the large one is asked only then. Focusable, so the keyboard can enlarge it too.
 */
export function QrThumb({ value, label }: { value: string; label: string }) {
  const [large, setLarge] = useState(false);
  return (
    <span
      className="unit-qr"
      tabIndex={0}
      role="img"
      aria-label={`QR code of ${label}`}
      onMouseEnter={() => setLarge(true)}
      onMouseLeave={() => setLarge(false)}
      onFocus={() => setLarge(true)}
      onBlur={() => setLarge(false)}
    >
      <img src={qrImageUrl(value, 64)} alt="" width={40} height={40} loading="lazy" />
      {large && (
        <span className="unit-qr-large" aria-hidden="true">
          <img src={qrImageUrl(value, 300)} alt="" width={300} height={300} />
        </span>
      )}
    </span>
  );
}
