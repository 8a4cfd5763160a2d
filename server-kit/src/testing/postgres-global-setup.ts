// vitest globalSetup for the "postgres" lane: use TEST_DATABASE_URL when given, else a throwaway cluster.
// Without either the lane fails at once with the message `npm test` gives (system-tools.mjs): it never skips
// quietly, and never falls back to whatever server answers on the default port.
import type { TestProject } from 'vitest/node';
import { requireSystemTool } from '../../../scripts/system-tools.mjs';
import { startPostgresCluster } from './postgres-cluster';
import './test-database';

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresAdminUrl', given);
    return;
  }
  requireSystemTool('postgres-server');
  requireSystemTool('postgres-user');
  const cluster = await startPostgresCluster();
  project.provide('postgresAdminUrl', cluster.url);
  return () => cluster.stop();
}
