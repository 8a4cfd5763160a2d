// A test's scratch directory under the system's temporary folder, removed, passed or failed, when the test that
// made it ends (made inside a test) or when its file's tests end (made while the file is collected; not from a
// hook): `npm test` checks that a run leaves nothing behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, onTestFinished, TestRunner } from 'vitest';

export function temporaryDirectory(prefix: string): string {
  const directory = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = () => rmSync(directory, { recursive: true, force: true, maxRetries: 3 });
  if (TestRunner.getCurrentTest()) onTestFinished(remove);
  else afterAll(remove);
  return directory;
}
