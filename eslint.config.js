import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Server layering (docs/decisions/0006-transactions-and-composition.md): SQL lives in repositories; routes
  // and plugins reach data only through services; a module reaches another only through the
  // other's service.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              message: 'SQL belongs in a *.repository.ts file.',
              allowTypeImports: true,
            },
            {
              name: '@shop/db',
              importNames: ['schema'],
              message: 'Tables are queried only in *.repository.ts files.',
            },
          ],
          patterns: [
            {
              group: ['drizzle-orm/*'],
              message: 'SQL belongs in a *.repository.ts file.',
              allowTypeImports: true,
            },
            {
              group: ['../**/*.repository.ts', '../**/*.repository'],
              message: "Another module's data is reached through its service, not its repository.",
            },
            {
              group: ['**/e2e/**'],
              message:
                'Test fixtures never reach production code (docs/decisions/0007-e2e-fixtures.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.routes.ts', 'apps/server/src/plugins/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'SQL belongs in a *.repository.ts file.' }],
          patterns: [
            {
              group: ['**/*.repository.ts', '**/*.repository'],
              message: 'Routes and plugins call services, never repositories.',
            },
            {
              group: ['**/e2e/**'],
              message:
                'Test fixtures never reach production code (docs/decisions/0007-e2e-fixtures.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The web app must never reach into server or database code.
      'no-restricted-imports': [
        'error',
        { patterns: ['@shop/db', '@shop/server', '**/apps/server/**', '**/packages/db/**'] },
      ],
    },
  },
  prettier,
);
