import pg from 'pg';

/** One statement on the PostgreSQL server of TEST_DATABASE_URL (create or drop a database). */
export async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
