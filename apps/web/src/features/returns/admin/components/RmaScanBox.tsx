import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ScanBox } from '../../../../components/scan/ScanBox';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { errorText } from '../../../../lib/error-text';
import { useRmaLookup } from '../api/rmas';

/**
 * "Scan a return": the return label's QR (the RMA number) or the unit's own label, typed by a
 * scanner with Enter or read by the camera, opens the open RMA it belongs to.
 */
export function RmaScanBox() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const lookup = useRmaLookup({
    onMutate: () => setFailure(null),
    onSuccess: (rma) => void navigate(`/admin/rmas/${rma.id}`),
    onError: (err) => setFailure(errorText(err, 'The code could not be looked up. Try again.')),
  });
  return (
    <div className="card card-body mb-3">
      <ScanBox
        label="Scan a return"
        hint="Scan the return label or the unit's own label, or type the RMA number or serial and press Enter."
        onScan={(code) => lookup.mutate(code)}
      />
      {failure && (
        <div className="mt-2">
          <ErrorState message={failure} onDismiss={() => setFailure(null)} />
        </div>
      )}
    </div>
  );
}
