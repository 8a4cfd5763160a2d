import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import noImportCycle from './eslint-rules/no-import-cycle.js';
import noLiteralUiText from './eslint-rules/no-literal-ui-text.js';

// The layers, lowest first. A layer may import only from layers below it, never from a sibling or above:
// contracts ← server-kit ← {backend, assistance-service}; contracts ← frontend ← e2e (which may also use
// server-kit's test helpers). The services never
// import each other's source (a test may use another workspace's declared `@store/<name>/testing/*` export).
const workspaces = ['contracts', 'server-kit', 'backend', 'assistance-service', 'frontend', 'e2e'];
const allowedBelow = {
  contracts: [],
  'server-kit': ['contracts'],
  backend: ['contracts', 'server-kit'],
  'assistance-service': ['contracts', 'server-kit'],
  frontend: ['contracts'],
  // The browser tests start the services on free ports with server-kit's test helpers.
  e2e: ['contracts', 'frontend', 'server-kit'],
};
// Test helpers that a workspace exports for other workspaces' tests (package.json "exports": "./testing/*").
const testingExports = { backend: './src/testing' };
const layerZones = workspaces.flatMap((target) =>
  workspaces
    .filter((from) => from !== target && !allowedBelow[target].includes(from))
    .map((from) => ({
      target: `./${target}`,
      from: `./${from}`,
      except: testingExports[from] ? [testingExports[from]] : [],
      message: `${target} may import only from: ${allowedBelow[target].join(', ') || 'nothing of ours'}.`,
    })),
);

// A workspace reaches another only through its package name and declared exports, never by path.
const byPackageName = {
  regex: String.raw`^(\.\./)+(contracts|server-kit|backend|assistance-service|frontend|e2e)/`,
  message: 'Import another workspace by its package name (@store/...) and a declared export.',
};

// SPA features are vertical slices: no feature imports another, and nothing below app/ imports upwards.
// lib/ holds only cross-cutting infrastructure that any layer may use (the API clients, the query client and
// keys, browser storage, the session, the sockets, notify/announcer live regions, speech, media queries, the
// page-voice registry, plural and spoken-money text); a feature's domain code (its calls, state and screens)
// lives in its feature. Each feature shows the rest of the SPA a small public index.ts; app/ (and the test
// helpers in testing/) reach a feature only through it, and compose features by passing hooks, data and
// callbacks as props. Only a feature's own files (its tests included) import its internals.
const featuresDir = 'frontend/src/features';
const features = readdirSync(new URL(`./${featuresDir}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared piece to components/ui or lib.',
  })),
  ...features.map((feature) => ({
    target: ['./frontend/src/app', './frontend/src/testing', './frontend/src/main.tsx'],
    from: `./${featuresDir}/${feature}`,
    except: ['./index.ts'],
    message: `Import the ${feature} feature through its public index.ts (features/${feature}), not its internals.`,
  })),
  {
    target: `./${featuresDir}`,
    from: './frontend/src/app',
    message: 'Features do not import the app shell.',
  },
  {
    target: [
      './frontend/src/components',
      './frontend/src/lib',
      './frontend/src/config',
      './frontend/src/i18n',
    ],
    from: ['./frontend/src/features', './frontend/src/app'],
    message: 'Shared code does not import features or the app shell.',
  },
];

// The shop's own rules, one plugin object wherever they are used (ESLint refuses a plugin redefined).
const store = { rules: { 'no-import-cycle': noImportCycle, 'no-literal-ui-text': noLiteralUiText } };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/migrations/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, store },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': {
        typescript: { project: workspaces.map((w) => `${w}/tsconfig.json`), alwaysTryTypes: true },
      },
    },
    rules: {
      'store/no-import-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'no-restricted-imports': ['error', { patterns: [byPackageName] }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // A scrolling region must take the keyboard focus to be scrolled (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Voice messages are recorded by the shopper or helper during a live conversation: there are no
    // captions to attach (WCAG 1.2.1 excepts live media); the log names who sent each one and how long it is.
    files: ['frontend/src/features/assistance/components/chat-log.tsx'],
    rules: { 'jsx-a11y/media-has-caption': 'off' },
  },
  {
    // Vite loads its config with Node, which cannot import a workspace package's .ts export; a relative import
    // is bundled into the loaded config instead (it checks the storefront's settings with the contract).
    files: ['frontend/vite.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring
    // pattern even when the fixture needs none: `async ({}, use) => ...`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Screens do not talk HTTP: every call lives in a feature's api/ folder, on the one API client in lib/.
    files: ['frontend/src/{app,components,features}/**/*.{ts,tsx}'],
    ignores: ['frontend/src/features/*/api/**', 'frontend/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: "Call the API from the feature's api/ folder (lib/api-client)." },
          ],
          patterns: [byPackageName],
        },
      ],
    },
  },
  {
    // Shopper-facing words come from the message catalogues in three languages (frontend/src/i18n).
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/testing/**'],
    plugins: { store },
    rules: {
      'store/no-literal-ui-text': ['error', { allow: ['Ceylon Threads', 'LKR', 'English', 'සිංහල', 'தமிழ்'] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'frontend/scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
