// The PGlite lane's global setup helper: builds each service's template database once per run (migrated,
// seeded, its job queue installed) and dumps it, so every API test file starts from a copy in memory instead
// of building the same database again (about 2 s a file on a 2-core machine).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export async function providePgliteTemplate(
  project: TestProject,
  service: string,
  write: (file: string) => Promise<void>,
): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), `store-${service}-template-`));
  const file = path.join(dir, 'template.tar');
  await write(file);
  project.provide('pgliteTemplates', { [service]: file });
  return () => rmSync(dir, { recursive: true, force: true });
}
