import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { maxOwnLinesPerFunction } from './scripts/eslint/function-length.mjs';
import { oneFormApproach } from './scripts/eslint/form-state.mjs';

// Web import zones (docs/decisions/0018-web-shared-kit-and-import-zones.md): app/ composes
// features; a feature does not import another; components/ and lib/ import no feature and
// not app/. Each feature is a zone of its own, so a new feature folder is covered at once.
const WEB = 'apps/web/src';
// The web app must never reach into server or database code.
const WEB_NEVER_IMPORTS = [
  '@shop/db',
  '@shop/server',
  '**/apps/server/**',
  '**/packages/db/**',
  // Screens call endpoints through their module's routes.ts (ADR 0061): a declaration file
  // would bring its zod schemas into the page's bundle.
  '@shop/contract/endpoints',
  '@shop/contract/*/endpoints',
];
const MONEY_IMPORTS = ['@shop/contract', '@shop/contract/money'].map((name) => ({
  name,
  importNames: ['formatUsd', 'formatWholeUsd'],
  message: 'Write amounts with formatMoney or formatWholeMoney from lib/format.ts.',
}));
const CACHE_IMPORTS = [
  {
    name: '@tanstack/react-query',
    importNames: ['useMutation', 'useMutationState', 'useQueryClient'],
    message:
      'Server writes and the cache work they cause live in the api/ files (useCallMutation).',
  },
];
const webImports = (paths) => ['error', { patterns: WEB_NEVER_IMPORTS, paths }];
// One way per screen pattern (ADR 0066): screens and features build lists, URL state and
// error messages from the kit in components/ and lib/, not from the parts underneath it.
const SCREEN_IMPORTS = [
  {
    name: 'react-bootstrap/Pagination',
    message: 'Page a list with components/list/Pager (or ListResults and ListFooter around it).',
  },
  {
    name: 'react-bootstrap',
    importNames: ['Pagination'],
    message: 'Page a list with components/list/Pager (or ListResults and ListFooter around it).',
  },
  {
    name: 'react-router',
    importNames: ['useSearchParams'],
    message:
      "Keep a list's view with useListParams or useChoiceListParams, a page with usePageParam and one URL value with useSearchParam (lib/use-list-params.ts).",
  },
];
// Addresses written by hand in screens (ADR 0061).
const API_ADDRESS_SYNTAX = [
  ':not(JSXAttribute) > Literal[value=/^\\/api\\//]',
  'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]',
].map((selector) => ({
  selector,
  message: 'Call the endpoint with call(route) from lib/api-client.ts and its routes file.',
}));
const SCREEN_SYNTAX = [
  {
    selector:
      "JSXOpeningElement[name.name='Alert'] > JSXAttribute[name.name='variant'][value.value='danger']",
    message:
      "Show a failed action with components/ui/FailureAlert, a failed load with ErrorState (its retry) or, above a list, ListLoadError; a field's message goes under the field (TextField).",
  },
  {
    // A copy of PageAlert: an Alert whose variant comes from a message held in state.
    selector:
      "JSXOpeningElement[name.name='Alert'] > JSXAttribute[name.name='variant'] > JSXExpressionContainer > MemberExpression[property.name='variant']",
    message:
      "Show the outcome of an action with components/ui/PageAlert (its message's variant and text); a failure alone is FailureAlert's.",
  },
];
const SCREEN_FILES = [`${WEB}/features/**/*.{ts,tsx}`, `${WEB}/app/**/*.{ts,tsx}`];
// Screens not moved to the kit yet, each with its reason.
const SCREEN_EXCEPTIONS = [
  // Their own URL hooks, on the kit's pieces (ListResults, pageHref, useLastPageWhenPastEnd):
  // the admin product list's sort names its direction ("name-asc", as its call takes it) and
  // pages by 20; the storefront's view is parsed by the contract's catalogue rules, which the
  // server's first page shares.
  `${WEB}/features/catalogue/admin/hooks/use-product-list-params.ts`,
  `${WEB}/features/catalogue/use-catalogue-params.ts`,
];
// Screens that keep a value in a state of their own beside a form, or a form without
// react-hook-form, each with its reason (ADR 0066). Search boxes, filters and choices acted on at
// once are not forms.
const FORM_EXCEPTIONS = [
  // Search boxes: the text is the list's query, sent as it is typed.
  `${WEB}/app/admin/LocationsPage.tsx`,
  `${WEB}/features/catalogue/components/SiteSearch.tsx`,
  `${WEB}/features/quotes/components/ProductPicker.tsx`,
  // Choices acted on at once, not forms: the installation option of Add to Cart, a product's
  // package, the bulk action of the people list, the period of an account download.
  `${WEB}/features/cart/components/AddToCartButton.tsx`,
  `${WEB}/features/catalogue/components/ProductDetailsModal.tsx`,
  `${WEB}/features/users/components/PeopleBulkBar.tsx`,
  `${WEB}/features/customers/components/AccountDownloads.tsx`,
  // A combobox: its value goes to the product form through onChange; the state is its open list.
  `${WEB}/features/catalogue/admin/components/CompatibleProductInput.tsx`,
  // The product form is react-hook-form; its new-category box and image file are side actions
  // sent by their own buttons, not fields of the product.
  `${WEB}/features/catalogue/admin/components/ProductForm.tsx`,
  // A radio list of the free slots or waiting orders, one click each: the choice is the form.
  `${WEB}/features/installations/components/SlotPicker.tsx`,
  `${WEB}/features/warehouse/components/units/AssignToOrder.tsx`,
];
const WEB_FEATURES = readdirSync(`${import.meta.dirname}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The only files a feature may take from another one, each with its reason.
const FEATURE_EXCEPTIONS = {
  // The profile edits the saved addresses the checkout offers: one call, one cache entry.
  customers: ['checkout/api/addresses.ts'],
  // Receiving and default locations pick products from the back-office list and refresh it;
  // units given to waiting orders refresh the orders list (its "units missing").
  warehouse: ['catalogue/admin/api/get-admin-products.ts', 'orders/admin/api/admin-orders.ts'],
};
const webZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`, ...(FEATURE_EXCEPTIONS[feature] ?? []).map((file) => `./${file}`)],
    message:
      'A feature does not import another feature: move the shared piece to components/ or lib/, or compose the two in app/.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import app/: the routes compose the features, not the reverse.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code (components/, lib/) does not import features or app/.',
  },
];

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
  // The contract runs in the browser as well as on the server: no Node module or global in
  // it. Its own tsconfig (without Node's types) says so to an editor; `npm run typecheck`
  // checks it within the web app's program, which has Node's types for its tests (ADR 0074).
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(node:|(${builtinModules.join('|')})(/|$))`,
              message: 'The contract runs in the browser too: no Node modules.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'Buffer',
          'process',
          'global',
          '__dirname',
          '__filename',
          'require',
          'setImmediate',
        ].map((name) => ({
          name,
          message: 'The contract runs in the browser too: no Node globals.',
        })),
      ],
    },
  },
  // A server function longer than 120 lines (blank and comment lines aside) is an exception
  // with its reason. A factory is measured by its own lines, each method it holds by itself
  // (scripts/eslint/function-length.mjs, ADR 0065).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: { local: { rules: { 'max-own-lines-per-function': maxOwnLinesPerFunction } } },
    rules: { 'local/max-own-lines-per-function': ['error', { max: 120 }] },
  },
  // A service names each member with the part that holds it rather than spreading its parts
  // into one object (ADR 0068).
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'FunctionDeclaration[id.name=/^create\\w*Service$/] > BlockStatement > ReturnStatement > ObjectExpression > SpreadElement',
          message:
            "Name each member of a service with its part (placeOrder: placement.placeOrder), don't spread the part (ADR 0068).",
        },
      ],
    },
  },
  // Server layering (docs/decisions/0006-transactions-and-composition.md): SQL lives in
  // repositories; routes and plugins reach data only through services; a module reaches another
  // only through the other's service.
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
      'no-restricted-imports': ['error', { patterns: WEB_NEVER_IMPORTS }],
    },
  },
  // One way to do each thing in the web app (ADR 0018): dates, money and counts are written by
  // lib/format.ts alone (every date in the shop's time zone); server writes and the cache work
  // they cause live in the api/ files, through lib/use-call-mutation.ts.
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': webImports([...MONEY_IMPORTS, ...CACHE_IMPORTS]),
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Write dates, times and numbers with lib/format.ts (the shop time zone).',
        })),
        ...['DateTimeFormat', 'NumberFormat'].map((property) => ({
          object: 'Intl',
          property,
          message: 'Write dates, times and numbers with lib/format.ts (the shop time zone).',
        })),
      ],
    },
  },
  {
    files: SCREEN_FILES,
    ignores: [`${WEB}/**/api/**`, `${WEB}/**/*.test.{ts,tsx}`, ...SCREEN_EXCEPTIONS],
    rules: {
      'no-restricted-imports': webImports([...MONEY_IMPORTS, ...CACHE_IMPORTS, ...SCREEN_IMPORTS]),
    },
  },
  {
    files: [`${WEB}/lib/format.ts`],
    rules: {
      'no-restricted-imports': webImports(CACHE_IMPORTS),
      'no-restricted-properties': 'off',
    },
  },
  {
    files: [`${WEB}/**/api/**/*.ts`, `${WEB}/lib/use-call-mutation.ts`],
    rules: { 'no-restricted-imports': webImports(MONEY_IMPORTS) },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // Imports name no extension; the zones and the cycle check need the file each one means,
      // and the cycle check reads the TypeScript files it follows with the TypeScript parser.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // An import the resolver could not follow would pass the zones unseen.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
    },
  },
  // Screens and features reach the server through `call` and the declared routes (ADR 0061):
  // an address written by hand is an endpoint nothing checks.
  {
    files: [
      `${WEB}/features/**/*.{ts,tsx}`,
      `${WEB}/app/**/*.{ts,tsx}`,
      `${WEB}/components/**/*.{ts,tsx}`,
    ],
    ignores: [`${WEB}/**/*.test.{ts,tsx}`],
    rules: { 'no-restricted-syntax': ['error', ...API_ADDRESS_SYNTAX] },
  },
  {
    files: SCREEN_FILES,
    ignores: [`${WEB}/**/*.test.{ts,tsx}`, ...SCREEN_EXCEPTIONS],
    rules: { 'no-restricted-syntax': ['error', ...API_ADDRESS_SYNTAX, ...SCREEN_SYNTAX] },
  },
  {
    files: SCREEN_FILES,
    ignores: [`${WEB}/**/*.test.{ts,tsx}`, ...FORM_EXCEPTIONS],
    plugins: { local: { rules: { 'one-form-approach': oneFormApproach } } },
    rules: { 'local/one-form-approach': 'error' },
  },
  // The web tests check their stubs against the declared replies (ADR 0061).
  {
    files: [`${WEB}/test/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': webImports([...MONEY_IMPORTS, ...CACHE_IMPORTS]).map((option) =>
        typeof option === 'object'
          ? { ...option, patterns: option.patterns.filter((p) => !p.includes('endpoints')) }
          : option,
      ),
    },
  },
  // The screens' test files share their worker's modules (vitest.config.ts, isolate: false):
  // a module mocked in one would be the real one, or a stale mock, in the next.
  {
    files: [`${WEB}/**/*.test.{ts,tsx}`],
    ignores: [`${WEB}/**/*.isolated.test.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|resetModules)$/]",
          message:
            'A web test file that mocks a module runs isolated: name it *.isolated.test.tsx (vitest.config.ts).',
        },
      ],
    },
  },
  prettier,
);
