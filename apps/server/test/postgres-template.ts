import type { TestProject } from 'vitest/node';
import { openDatabase } from '@shop/db';
import { migrateDatabase } from '../src/database.ts';
import { adminStatement } from './postgres-admin.ts';
import { emptyDatabase } from './empty-database.ts';

/**
 * Global setup of the PostgreSQL API project: one database migrated for the whole run, which
 * every test app's database is a copy of (CREATE DATABASE ... TEMPLATE: a file copy, instead
 * of running every migration and routine for each app). Dropped at the end of the run.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the PostgreSQL API project needs TEST_DATABASE_URL');
  const name = `shop_test_template_${process.pid}`;
  const admin = (statement: string) => adminStatement(adminUrl, statement);
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), maxConnections: 1 });
  try {
    await migrateDatabase(handle);
    // Each PGlite app starts from its migrated database emptied: so does each copy of this.
    await emptyDatabase(handle);
  } finally {
    // A template must have no open connection when it is copied.
    await handle.close();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await admin(`drop database if exists "${name}" with (force)`);
  };
}
