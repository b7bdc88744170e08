import { asCents, type Cents } from '@shop/contract/money';

import type { ServiceRegistry } from '../module.ts';

/** The deposit of a total at a percent, to the cent; 0 when no deposit is offered. */
export function depositOf(totalCents: number, percent: number): Cents {
  if (percent <= 0 || percent >= 100) return asCents(0);
  return asCents(Math.round((totalCents * percent) / 100));
}

export type DepositPolicy = ReturnType<typeof createDepositPolicy>;

/**
 * The deposit a quote may be paid by (ADR 0043): a share of its total at the shop's percent,
 * none at 0 or 100. The owner sets the percent with the installation settings, which keep it;
 * what it means for a quote, its link and its checkout is decided here only.
 */
export function createDepositPolicy({
  installations,
}: {
  installations: Pick<ServiceRegistry['installations'], 'settings'>;
}) {
  const percent = async () => (await installations.settings()).depositPercent;
  return {
    /** The shop's deposit percent as it is now. */
    percent,
    /** A total's deposit: its percent and amount, both 0 when no deposit is offered. */
    async of(totalCents: number): Promise<{ percent: number; cents: Cents }> {
      const share = await percent();
      const cents = depositOf(totalCents, share);
      return { percent: cents > 0 ? share : 0, cents };
    },
  };
}
