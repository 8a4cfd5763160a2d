import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// One vitest run holds every unit and API suite. API suites run in two lanes: embedded PGlite and a
// real PostgreSQL server (a throwaway cluster, or TEST_DATABASE_URL when given). `*.postgres.test.ts` files
// run in the PostgreSQL lane only (they need a server: several instances on one database, or a server of
// their own that they stop and start).
const apiLane = (service: string, folder: string, lane: 'pglite' | 'postgres') => ({
  test: {
    name: `${service}:${lane}`,
    root: folder,
    include: lane === 'pglite' ? ['src/**/*.test.ts'] : ['src/**/*.api.test.ts', 'src/**/*.postgres.test.ts'],
    exclude:
      lane === 'pglite' ? [...configDefaults.exclude, 'src/**/*.postgres.test.ts'] : configDefaults.exclude,
    environment: 'node',
    env: { TEST_DB_LANE: lane },
    // PostgreSQL: a throwaway cluster. PGlite: each service's template database, built once per run.
    globalSetup:
      lane === 'postgres'
        ? ['../server-kit/src/testing/postgres-global-setup.ts']
        : ['src/testing/pglite-template.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker keeps its modules from one file to the next: each file builds its own app and database, and
    // nothing here keeps state in a module, so importing the whole service again per file (about 90 s of a
    // run on two cores) bought nothing.
    isolate: false,
  },
});

const frontendFreshModuleTests = [
  'src/app/first-render.test.tsx',
  'src/lib/notify.test.tsx',
  'src/i18n/catalogue-parts.test.tsx',
];
// A file renamed or moved would otherwise run, unnoticed, with another file's modules.
for (const file of frontendFreshModuleTests) {
  if (!existsSync(new URL(`./frontend/${file}`, import.meta.url))) {
    throw new Error(`vitest.config.ts: frontend/${file} (a test that needs fresh modules) does not exist.`);
  }
}

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: on CI's two cores that is one file at a time,
    // while much of a file's time is waiting (the database, child processes, sockets, a mail's retry). One
    // more than the cores: with two files at a time two cores were still idle about a fifth of the time, with
    // three they are not (docs/development.md, "How long"). Tests that take long on a busy machine say so in
    // their own timeouts.
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: 'contracts', root: 'contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'tooling', root: 'scripts', include: ['**/*.test.ts'], testTimeout: 120_000 } },
      {
        // A set-up that starts PGlite (its WebAssembly) took more than vitest's default 10 s on a loaded machine.
        test: {
          name: 'server-kit',
          root: 'server-kit',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      apiLane('backend', 'backend', 'pglite'),
      apiLane('backend', 'backend', 'postgres'),
      apiLane('assistance', 'assistance-service', 'pglite'),
      apiLane('assistance', 'assistance-service', 'postgres'),
      // The component tests, on the storefront's own Vite config. A worker keeps its modules from one file to
      // the next: a fresh copy of React, the router and the screens for each of 80 files was two thirds of the
      // project's time (360 CPU-seconds with fresh modules, 130 shared). What the SPA keeps in a module is
      // reset after every test (src/testing/setup-tests.ts), as it must be between the tests of one file.
      {
        extends: 'frontend/vite.config.ts',
        test: {
          name: 'frontend',
          include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
          exclude: [...configDefaults.exclude, ...frontendFreshModuleTests],
          isolate: false,
        },
      },
      // Files about what happens the first time a module is loaded: a screen's code, react-toastify, a part
      // of the catalogue. With another file's modules they would test the second time.
      {
        extends: 'frontend/vite.config.ts',
        test: { name: 'frontend:fresh-modules', include: frontendFreshModuleTests },
      },
    ],
  },
});
