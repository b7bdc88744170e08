export * from './client.ts';
export * from './data-dir-lock.ts';
export * from './transaction.ts';
export * from './migrate.ts';
export * as schema from './schema/index.ts';
export * from './json-rows.ts';
export * from './query-rows.ts';
export * from './routines.ts';
export * from './sql-lists.ts';
