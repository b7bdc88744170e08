import { locationQrValue, type WarehouseLocation } from '@shop/contract';
import { qrImageUrl } from '../../../../lib/qr-image';

/**
 * A bin's QR code ("zone,aisle,rack,shelf", as its printed label holds): a small image that
 * shows at 300 x 300 px while hovered or focused, and opens full size in a new tab.
 */
export function LocationQr({ location }: { location: WarehouseLocation }) {
  const code = location.location_code;
  const src = qrImageUrl(locationQrValue(location), 300);
  return (
    <a
      className="qr-thumb"
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`QR code of ${code} (opens in a new tab)`}
    >
      <img src={src} alt="" width={40} height={40} loading="lazy" className="border rounded" />
      <img src={src} alt="" width={300} height={300} loading="lazy" className="qr-preview" />
    </a>
  );
}
