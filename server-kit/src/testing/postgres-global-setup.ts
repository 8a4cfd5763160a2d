// vitest globalSetup for the "postgres" lane: use TEST_DATABASE_URL when given, else a throwaway cluster.
import type { TestProject } from 'vitest/node';
import { findPostgresBinary, startPostgresCluster } from './postgres-cluster';
import './test-database';

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresAdminUrl', given);
    return;
  }
  if (!findPostgresBinary('initdb')) {
    console.warn(
      '[postgres lane] skipped: no PostgreSQL server binaries (initdb, pg_ctl) on this machine and no TEST_DATABASE_URL',
    );
    project.provide('postgresAdminUrl', '');
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresAdminUrl', cluster.url);
  return () => cluster.stop();
}
