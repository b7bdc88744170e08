import type { ReactNode } from 'react';
import type { ProductUnit } from '@shop/contract';
import { CloseFooter, Dialog } from '../../../../components/ui/Dialog';

/** What the units page gives a dialog about one unit. */
export type UnitDialogProps = {
  unit: ProductUnit;
  show: boolean;
  onHide: () => void;
  onExited: () => void;
};

/**
 * A large dialog about one unit (its details, its location): titled with what it shows and the
 * unit's identifier, then its body (the children) and Close.
 */
export function UnitDialog({
  title,
  unit,
  children,
  ...modal
}: UnitDialogProps & { title: string; children: ReactNode }) {
  return (
    <Dialog
      {...modal}
      size="lg"
      title={
        <>
          {title}: <span className="font-monospace">{unit.unit_identifier}</span>
        </>
      }
    >
      {children}
      <CloseFooter />
    </Dialog>
  );
}
