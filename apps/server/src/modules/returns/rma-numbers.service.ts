import {
  DASHBOARD_FLAGGED_PRODUCTS,
  isReturnRateFlagged,
  OPEN_RMA_STATUSES,
  returnRatePercent,
  type CategoryReturnRate,
  type FlaggedProductsResponse,
  type OpenRmaCounts,
  type ProductReturnRate,
  type ReturnsStats,
  type RmaNumbersResponse,
  type RmaSettingsValues,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { UnitsService } from '../warehouse/units/units.service.ts';
import { createRmaNumbersRepository } from './rma-numbers.repository.ts';
import { createRmaSettingsRepository } from './rma-settings.repository.ts';

export type RmaNumbersService = ReturnType<typeof createRmaNumbersService>;

/** Past this many returned products, the dashboard counts every product's units in one pass. */
const DASHBOARD_LISTED_PRODUCTS = 500;

type Thresholds = Pick<RmaSettingsValues, 'returnRateFlagPercent' | 'returnRateMinUnits'>;

/** Highest rate first; a rate without units sold last; then more RMAs, then by name. */
function byRate<T extends { ratePercent: number | null; rmas: number; name: string }>(
  a: T,
  b: T,
): number {
  if (a.ratePercent !== b.ratePercent) {
    if (a.ratePercent === null) return 1;
    if (b.ratePercent === null) return -1;
    return b.ratePercent - a.ratePercent;
  }
  return b.rmas - a.rmas || a.name.localeCompare(b.name);
}

const rateOf = (rmas: number, unitsSold: number, thresholds: Thresholds) => ({
  rmas,
  unitsSold,
  ratePercent: returnRatePercent(rmas, unitsSold),
  flagged: isReturnRateFlagged(rmas, unitsSold, thresholds),
});

/**
 * The returns' numbers (ADR 0050) and the returns settings. A return rate is
 * the RMAs filed in the last RETURN_RATE_WINDOW_MONTHS months that were not rejected or
 * withdrawn, over the units of the product delivered or shipped to customers in that time
 * (counted by the warehouse, which owns the units); a category's is the same over all of its
 * products. Names and categories come from the catalogue. The catalogue never asks for these:
 * the product list's badge asks this module (ADR 0050).
 */
export function createRmaNumbersService(deps: {
  database: DatabaseHandle;
  units: Pick<UnitsService, 'soldUnitCounts'>;
  catalogue: Pick<CatalogueService, 'facts'>;
}) {
  const repository = createRmaNumbersRepository(deps.database);
  const settingsRepository = createRmaSettingsRepository(deps.database);

  async function openCounts(): Promise<OpenRmaCounts> {
    const counts = await repository.openCounts();
    const of = (s: (typeof OPEN_RMA_STATUSES)[number]) => counts.get(s) ?? 0;
    return {
      requested: of('requested'),
      approved: of('approved'),
      received: of('received'),
      inspected: of('inspected'),
      total: OPEN_RMA_STATUSES.reduce((n, s) => n + of(s), 0),
    };
  }

  /**
   * The products with a counted RMA in the window (only `productIds` when given), with their
   * rates, highest first: the RMAs first, then the units sold of just those products. Without
   * `productIds` (the numbers page, whose categories need every product's units anyway) every
   * product's units are counted beside the RMAs, and all are named in one call.
   */
  async function productRates(now: Date, productIds?: readonly number[]) {
    const [window, thresholds] = await Promise.all([
      repository.rateWindow(now),
      settingsRepository.read(),
    ]);
    const [rmas, everyProduct] = await Promise.all([
      repository.countedPerProduct(window.since, now, productIds),
      productIds ? undefined : deps.units.soldUnitCounts({ since: window.since, until: now }),
    ]);
    const ids = [...rmas.keys()];
    const [units, facts] = await Promise.all([
      everyProduct ??
        deps.units.soldUnitCounts({ since: window.since, until: now, productIds: ids }),
      deps.catalogue.facts(everyProduct ? [...new Set([...ids, ...everyProduct.keys()])] : ids),
    ]);
    const products: ProductReturnRate[] = ids.flatMap((id) => {
      const p = facts.get(id);
      if (!p) return [];
      return [
        {
          productId: id,
          name: p.name,
          sku: p.sku,
          categoryId: p.categoryId,
          categoryName: p.categoryName,
          ...rateOf(rmas.get(id)!, units.get(id) ?? 0, thresholds),
        },
      ];
    });
    return { window, thresholds, products: products.sort(byRate), units, facts };
  }

  /**
   * Each category with a counted RMA: its RMAs over the units sold of all its products (a
   * product without returns still sold its units), so every product's units are counted.
   */
  function categoryRates(rates: Awaited<ReturnType<typeof productRates>>): CategoryReturnRate[] {
    const { products, thresholds, units, facts } = rates;
    if (!products.length) return [];
    const byCategory = new Map<number, { name: string; rmas: number; unitsSold: number }>();
    for (const p of products) {
      const c = byCategory.get(p.categoryId) ?? { name: p.categoryName, rmas: 0, unitsSold: 0 };
      c.rmas += p.rmas;
      byCategory.set(p.categoryId, c);
    }
    for (const [productId, n] of units) {
      const c = byCategory.get(facts.get(productId)?.categoryId ?? 0);
      if (c) c.unitsSold += n;
    }
    return [...byCategory]
      .map(([categoryId, c]) => ({
        categoryId,
        name: c.name,
        ...rateOf(c.rmas, c.unitsSold, thresholds),
      }))
      .sort(byRate);
  }

  return {
    settings: (): Promise<RmaSettingsValues> => settingsRepository.read(),

    /** RMAs per status as kept (ADR 0070) and as counted from the RMAs: the tests compare them. */
    keptStatuses: () => repository.keptStatuses(),
    recountStatuses: () => repository.recountStatuses(),

    async saveSettings(userId: number, values: RmaSettingsValues): Promise<RmaSettingsValues> {
      await settingsRepository.save(values, userId);
      return settingsRepository.read();
    },

    /** GET /api/admin/rmas/numbers: the /admin/return-rates page. */
    async numbers(now: Date = new Date()): Promise<RmaNumbersResponse> {
      const [rates, open, resolve] = await Promise.all([
        productRates(now),
        openCounts(),
        repository.resolveTimes(now),
      ]);
      const categories = categoryRates(rates);
      return {
        success: true as const,
        since: rates.window.day,
        thresholds: {
          returnRateFlagPercent: rates.thresholds.returnRateFlagPercent,
          returnRateMinUnits: rates.thresholds.returnRateMinUnits,
        },
        open,
        resolve,
        products: rates.products,
        categories,
      };
    },

    /**
     * The dashboard's Returns card: no category pass, and names read only for the few flagged
     * products it shows (a shop with thousands of returned products would otherwise name them
     * all on every dashboard load). Units are counted for the returned products, or for every
     * product in one grouped pass when those are too many to list.
     */
    async dashboard(now: Date = new Date()): Promise<ReturnsStats> {
      const [window, thresholds, open, resolve] = await Promise.all([
        repository.rateWindow(now),
        settingsRepository.read(),
        openCounts(),
        repository.resolveTimes(now),
      ]);
      const rmas = await repository.countedPerProduct(window.since, now);
      const ids = [...rmas.keys()];
      const units = await deps.units.soldUnitCounts({
        since: window.since,
        until: now,
        productIds: ids.length <= DASHBOARD_LISTED_PRODUCTS ? ids : undefined,
      });
      const rated = ids
        .map((productId) => ({
          productId,
          name: '',
          ...rateOf(rmas.get(productId)!, units.get(productId) ?? 0, thresholds),
        }))
        .filter((p) => p.flagged)
        .sort(byRate);
      // Named in turn until enough are found (an archived or deleted product has no facts).
      const flagged: ReturnsStats['flagged'] = [];
      for (let at = 0; at < rated.length && flagged.length < DASHBOARD_FLAGGED_PRODUCTS;) {
        const batch = rated.slice(at, at + DASHBOARD_FLAGGED_PRODUCTS * 2);
        at += batch.length;
        const facts = await deps.catalogue.facts(batch.map((p) => p.productId));
        for (const p of batch) {
          const fact = facts.get(p.productId);
          if (!fact || flagged.length >= DASHBOARD_FLAGGED_PRODUCTS) continue;
          flagged.push({
            productId: p.productId,
            name: fact.name,
            sku: fact.sku,
            rmas: p.rmas,
            unitsSold: p.unitsSold,
            ratePercent: p.ratePercent,
          });
        }
      }
      return { open, resolve, flagged };
    },

    /** Which of `productIds` (a page of the admin product list) are flagged, with their rate. */
    async flagged(
      productIds: readonly number[],
      now: Date = new Date(),
    ): Promise<FlaggedProductsResponse['flagged']> {
      const rates = await productRates(now, productIds);
      return rates.products.flatMap((p) =>
        p.flagged && p.ratePercent !== null
          ? [
              {
                productId: p.productId,
                rmas: p.rmas,
                unitsSold: p.unitsSold,
                ratePercent: p.ratePercent,
              },
            ]
          : [],
      );
    },
  };
}
