import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { applyRoutines, routineChecksum, type DatabaseHandle } from '@shop/db';
import { migrateDatabase, moduleRoutines, ROUTINE_FILES } from '../src/database.ts';
import { openTestDatabase, rows, type OwnedDatabase } from './helpers.ts';

// The modules' derived-number SQL (ADR 0019) is DDL: how it applies, and what it leaves
// behind, is engine work, so this file is in the engine-parity set.
let owned: OwnedDatabase;
let database: DatabaseHandle;

beforeAll(async () => {
  owned = await openTestDatabase();
  database = owned.handle;
});
afterAll(async () => {
  await database.executor().execute(sql`drop view if exists routine_probe`);
  await database.executor().execute(sql`delete from schema_routines where name like 'test/%'`);
  await owned.release();
});

const recorded = async () =>
  new Map(
    (
      await rows<{ name: string; checksum: string }>(
        database,
        sql`select name, checksum from schema_routines`,
      )
    ).map((r) => [r.name, r.checksum]),
  );

describe('module routines', () => {
  it('are recorded, each with the checksum of its text, and a second migration applies none', async () => {
    const routines = moduleRoutines();
    expect(routines.map((r) => r.name)).toHaveLength(ROUTINE_FILES.length);
    const seen = await recorded();
    for (const routine of routines) {
      expect(seen.get(routine.name), routine.name).toBe(routineChecksum(routine.text));
    }
    await migrateDatabase(database);
    expect(await applyRoutines(database, routines)).toEqual([]);
  });

  it('re-applies a routine whose text changed, and only that one', async () => {
    const probe = (columns: string) => ({
      name: 'test/probe',
      text: `DROP VIEW IF EXISTS routine_probe;\n--> statement-breakpoint\nCREATE VIEW routine_probe AS SELECT ${columns};`,
    });
    expect(await applyRoutines(database, [probe('1 AS a')])).toEqual(['test/probe']);
    expect(await applyRoutines(database, [probe('1 AS a')])).toEqual([]);
    expect(await applyRoutines(database, [probe('1 AS a, 2 AS b')])).toEqual(['test/probe']);
    expect(await rows(database, sql`select * from routine_probe`)).toEqual([{ a: 1, b: 2 }]);
  });

  it('applies all or nothing: a failing routine leaves the others and the record as they were', async () => {
    const before = await recorded();
    await expect(
      applyRoutines(database, [
        {
          name: 'test/good',
          text: 'CREATE OR REPLACE VIEW routine_probe AS SELECT 1 AS a, 2 AS b, 3 AS c;',
        },
        {
          name: 'test/bad',
          text: 'CREATE VIEW no_such_table_view AS SELECT * FROM no_such_table;',
        },
      ]),
    ).rejects.toThrow();
    expect(await recorded()).toEqual(before);
    expect(await rows(database, sql`select * from routine_probe`)).toEqual([{ a: 1, b: 2 }]);
  });

  it('refuses a list that names a routine twice', async () => {
    const twice = { name: 'test/twice', text: 'SELECT 1;' };
    await expect(applyRoutines(database, [twice, twice])).rejects.toThrow(/listed twice/);
  });

  it('leave product_units with the warehouse counts first and the catalogue stock second, no combined trigger', async () => {
    const triggers = await rows<{ name: string }>(
      database,
      sql`select tgname as name from pg_trigger
        where tgrelid = 'product_units'::regclass and not tgisinternal order by tgname`,
    );
    expect(triggers.map((t) => t.name)).toEqual([
      'product_units_counts_delete',
      'product_units_counts_insert',
      'product_units_counts_update',
      // A row trigger before the update: the sale's stamps (unit-sale.sql).
      'product_units_sale',
      'product_units_stock_delete',
      'product_units_stock_insert',
      'product_units_stock_update',
      // The orders' deferred look at an order whose units changed (orders/sql/units-missing.sql).
      'product_units_units_missing_delete',
      'product_units_units_missing_insert',
      'product_units_units_missing_update',
    ]);
  });
});
