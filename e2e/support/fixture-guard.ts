/**
 * The end-to-end test server adds routes that create accounts without the sign-up rules. It
 * refuses to start unless every one of these holds, so it cannot run as a shop by mistake
 * (docs/decisions/0007-e2e-fixtures.md):
 * - NODE_ENV is `test` (never production, never the development default);
 * - E2E_FIXTURES is `1` (asked for explicitly);
 * - HOST is a loopback address (nothing outside the machine can reach it);
 * - DATABASE_URL is unset (only a throw-away embedded database, never a PostgreSQL server).
 */
export function fixtureProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV !== 'test') problems.push('NODE_ENV must be "test"');
  if (env.E2E_FIXTURES !== '1') problems.push('E2E_FIXTURES must be "1"');
  if (!['127.0.0.1', '::1', 'localhost'].includes(env.HOST ?? '')) {
    problems.push('HOST must be a loopback address (127.0.0.1, ::1 or localhost)');
  }
  if (env.DATABASE_URL && env.DATABASE_URL.trim() !== '') {
    problems.push('DATABASE_URL must be unset (the test server uses a throw-away PGlite)');
  }
  return problems;
}
