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

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: on CI's two cores that is one file at a time,
    // while much of a file's time is waiting (the database, child processes, sockets). Two at a time there.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      { test: { name: 'contracts', root: 'contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'tooling', root: 'scripts', include: ['**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: { name: 'server-kit', root: 'server-kit', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
      },
      apiLane('backend', 'backend', 'pglite'),
      apiLane('backend', 'backend', 'postgres'),
      apiLane('assistance', 'assistance-service', 'pglite'),
      apiLane('assistance', 'assistance-service', 'postgres'),
      'frontend/vite.config.ts',
    ],
  },
});
