import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiFiles = ['apps/server/test/**/*.test.ts'];
// Each API test file opens its own database (PGlite in memory, or a fresh PostgreSQL
// database) and builds the app; the first PGlite open of a process takes a few seconds.
const apiTest = {
  include: apiFiles,
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: [
        'packages/**/src/**/*.test.ts',
        'apps/server/src/**/*.test.ts',
        'e2e/support/**/*.test.ts',
      ],
      environment: 'node',
    },
  },
  { test: { ...apiTest, name: 'api-pglite', env: { TEST_ENGINE: 'pglite' } } },
  {
    plugins: [react()],
    test: {
      name: 'web',
      include: ['apps/web/src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['apps/web/src/test/setup.ts'],
      // A screen test types and clicks through a whole form (the survey has 24 questions):
      // seconds alone, several times that beside the API suite on two busy cores.
      testTimeout: 20_000,
    },
  },
];

// The same API suite against a real PostgreSQL server, only when one is offered.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      ...apiTest,
      name: 'api-postgres',
      env: { TEST_ENGINE: 'postgres', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // Two cores here: one worker per core (Vitest's default would leave one idle).
    maxWorkers: 2,
  },
});
