import type { DatabaseHandle } from '@shop/db';
import {
  QUOTE_ADMIN_MESSAGES,
  type LabourPriceUpdate,
  type LabourPriceWrite,
} from '@shop/contract';
import { DomainError, isForeignKeyViolation } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { createLabourPricesRepository } from './labour-prices.repository.ts';

export type LabourPricesService = ReturnType<typeof createLabourPricesService>;

const notFound = () =>
  new DomainError('not_found', QUOTE_ADMIN_MESSAGES.labourNotFound, { code: 'NOT_FOUND' });
const inUse = () =>
  new DomainError('conflict', QUOTE_ADMIN_MESSAGES.labourInUse, { code: 'LABOUR_IN_USE' });

/**
 * The labour price list's admin: staff who manage orders edit names and prices, add
 * lines and deactivate them. A line used by a quote, an order or a product is never deleted
 * (they keep what they copied, or name it): it is deactivated, and no longer offered.
 */
export function createLabourPricesService({
  database,
  catalogue,
}: {
  database: DatabaseHandle;
  catalogue: Pick<CatalogueService, 'installedWith'>;
}) {
  const repository = createLabourPricesRepository(database);
  return {
    list: () => repository.list(),
    create: (input: LabourPriceWrite, userId: number) =>
      database.transaction(() => repository.insert(input, userId)),
    async update(id: number, input: LabourPriceUpdate, userId: number) {
      const row = await database.transaction(() => repository.update(id, input, userId));
      if (!row) throw notFound();
      return row;
    },
    /** Deletes an unused line; a line in use answers 409 (deactivate it instead). */
    async remove(id: number): Promise<void> {
      if (await catalogue.installedWith(id)) throw inUse();
      const removed = await database
        .transaction(() => repository.remove(id))
        .catch((err: unknown) => {
          // Quote and order lines name their labour price (no cascade): the database refuses.
          if (isForeignKeyViolation(err)) throw inUse();
          throw err;
        });
      if (!removed) throw notFound();
    },
  };
}
