import { startServer } from '../../apps/server/src/start.ts';
import { fixtureProblems } from './fixture-guard.ts';
import { registerFixtureRoutes } from './fixture-routes.ts';

/**
 * The end-to-end test server: the shop exactly as `npm start` runs it (same start-up code),
 * plus the test fixture routes. It refuses to start outside a test setting; see
 * fixture-guard.ts and docs/decisions/0007-e2e-fixtures.md. Unlike `npm start` it reads no
 * .env file: the Playwright config gives it every setting.
 */
const problems = fixtureProblems(process.env);
if (problems.length > 0) {
  process.stderr.write(
    `The end-to-end test server (with test fixtures) refuses to start:\n${problems
      .map((p) => `  - ${p}`)
      .join('\n')}\nStart the shop with npm start instead.\n`,
  );
  process.exit(1);
}
void startServer({ extend: registerFixtureRoutes });
