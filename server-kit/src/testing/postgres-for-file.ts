// A PostgreSQL server for one test file: TEST_DATABASE_URL's when set, else a throwaway cluster started before
// the file's tests and stopped after them.
import { afterAll, beforeAll } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';

/** Registers the file's hooks; the returned function gives the server's URL once the tests run. */
export function postgresForFile(): () => string {
  let cluster: PostgresCluster | undefined;
  let url: string | undefined;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      url = process.env.TEST_DATABASE_URL;
    } else {
      cluster = await startPostgresCluster();
      url = cluster.url;
    }
  }, 120_000);
  afterAll(() => cluster?.stop());
  return () => {
    if (url === undefined) throw new Error('the PostgreSQL server is asked for before the tests run');
    return url;
  };
}
