import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  OutsideCallInTransactionError,
  RootQueryInTransactionError,
  type DatabaseHandle,
} from '@shop/db';
import { openTestDatabase, rows, TEST_ENGINE, type OwnedDatabase } from './helpers.ts';

let owned: OwnedDatabase;
let database: DatabaseHandle;

beforeAll(async () => {
  owned = await openTestDatabase();
  database = owned.handle;
  await database
    .executor()
    .execute(sql`create table if not exists tx_probe (id int primary key, v int not null)`);
});
afterAll(async () => {
  await database.executor().execute(sql`drop table if exists tx_probe`);
  await owned.release();
});
beforeEach(async () => {
  await database.executor().execute(sql`delete from tx_probe`);
});

const insert = (id: number, v = 0) =>
  database.executor().execute(sql`insert into tx_probe (id, v) values (${id}, ${v})`);
const ids = async () =>
  (await rows<{ id: number }>(database, sql`select id from tx_probe order by id`)).map((r) =>
    Number(r.id),
  );
/** Fails the test instead of hanging it when a promise never settles. */
const within = <T>(promise: Promise<T>, ms = 5_000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('hung')), ms)),
  ]);

describe(`one transaction helper (${TEST_ENGINE})`, () => {
  it('commits every write together', async () => {
    await database.transaction(async () => {
      await insert(1);
      await insert(2);
    });
    expect(await ids()).toEqual([1, 2]);
  });

  it('rolls back every write when the work fails, and passes the error on', async () => {
    await expect(
      database.transaction(async () => {
        await insert(1);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await ids()).toEqual([]);
  });

  it('a nested call joins the open transaction and sees its uncommitted rows', async () => {
    await database.transaction(async () => {
      await insert(1);
      const seen = await database.transaction(async () => {
        await insert(2);
        return rows<{ n: number }>(database, sql`select count(*)::int as n from tx_probe`);
      });
      expect(Number(seen[0]!.n)).toBe(2);
    });
    expect(await ids()).toEqual([1, 2]);
  });

  it('a failed nested call that the caller handles undoes only its own work (savepoint)', async () => {
    await database.transaction(async () => {
      await insert(1);
      await expect(
        database.transaction(async () => {
          await insert(2);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      await insert(3);
    });
    expect(await ids()).toEqual([1, 3]);
  });

  it('a failure of the outer transaction undoes the nested work too', async () => {
    await expect(
      database.transaction(async () => {
        await database.transaction(() => insert(2));
        throw new Error('outer');
      }),
    ).rejects.toThrow('outer');
    expect(await ids()).toEqual([]);
  });

  it('after-commit work runs once the outermost transaction commits, never after a rollback', async () => {
    const done: string[] = [];
    database.afterCommit(() => done.push('outside: at once'));
    await database.transaction(async () => {
      database.afterCommit(() => done.push('outer'));
      await database.transaction(async () => {
        database.afterCommit(() => done.push('nested'));
      });
      await database
        .transaction(async () => {
          database.afterCommit(() => done.push('rolled-back savepoint'));
          throw new Error('inner');
        })
        .catch(() => {});
      expect(done).toEqual(['outside: at once']);
    });
    expect(done).toEqual(['outside: at once', 'outer', 'nested']);
    await database
      .transaction(async () => {
        database.afterCommit(() => done.push('rolled back'));
        throw new Error('outer');
      })
      .catch(() => {});
    expect(done).toEqual(['outside: at once', 'outer', 'nested']);
  });

  it('a query on the root database inside an open transaction fails at once instead of hanging', async () => {
    const root = database.executor();
    await expect(
      within(
        database.transaction(async () => {
          await insert(1);
          await root.execute(sql`select 1`);
        }),
      ),
    ).rejects.toBeInstanceOf(RootQueryInTransactionError);
    expect(await ids()).toEqual([]);
    // ...and the database is still usable afterwards (health, other requests).
    expect(await database.ping()).toBe(true);
  });

  it('a new transaction on the root database inside an open one fails at once', async () => {
    const root = database.executor();
    await expect(
      within(database.transaction(() => root.transaction(async () => undefined))),
    ).rejects.toBeInstanceOf(RootQueryInTransactionError);
    expect(await database.ping()).toBe(true);
  });

  it('other requests are not blocked for ever while a transaction is open', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const open = database.transaction(async () => {
      await insert(1);
      await gate;
    });
    // Another request (its own async context) queries meanwhile: it waits or runs, but never fails.
    const other = within(rows(database, sql`select 1 as one`));
    release();
    await open;
    expect((await other)[0]).toMatchObject({ one: 1 });
    expect(await ids()).toEqual([1]);
  });

  it('outside calls (payments, mail) are refused inside a transaction', async () => {
    expect(() => database.assertOutsideTransaction('A payment call')).not.toThrow();
    await expect(
      database.transaction(async () => database.assertOutsideTransaction('A payment call')),
    ).rejects.toBeInstanceOf(OutsideCallInTransactionError);
    expect(database.inTransaction()).toBe(false);
  });

  it('work left running after the transaction ends uses the root database again', async () => {
    let later!: Promise<unknown>;
    await database.transaction(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => insert(9));
    });
    await later;
    expect(await ids()).toEqual([9]);
  });
});

describe.runIf(TEST_ENGINE === 'postgres')('PostgreSQL safeguards', () => {
  it('a transaction left idle is ended by the server (idle_in_transaction_session_timeout)', async () => {
    const [row] = await database.transaction(() =>
      rows<{ t: string }>(
        database,
        sql`select current_setting('idle_in_transaction_session_timeout') as t`,
      ),
    );
    expect(row!.t).toBe('30s');
  });

  it('a deadlock between two transactions is retried, and both commit', async () => {
    await insert(1, 0);
    await insert(2, 0);
    let arrived = 0;
    let bothIn!: () => void;
    const barrier = new Promise<void>((resolve) => (bothIn = resolve));
    let attempts = 0;
    const crossing = (first: number, second: number) =>
      database.transaction(async () => {
        attempts += 1;
        await database.executor().execute(sql`update tx_probe set v = v + 1 where id = ${first}`);
        arrived += 1;
        if (arrived === 2) bothIn();
        await within(barrier, 3_000).catch(() => undefined);
        await database.executor().execute(sql`update tx_probe set v = v + 1 where id = ${second}`);
      });
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    expect(attempts).toBeGreaterThan(2);
    const values = await rows<{ id: number; v: number }>(
      database,
      sql`select id, v from tx_probe order by id`,
    );
    expect(values.map((r) => Number(r.v))).toEqual([2, 2]);
  });
});
