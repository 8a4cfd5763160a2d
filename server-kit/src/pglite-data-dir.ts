// Creates an embedded (PGlite) database's data dir in a short-lived child process. PGlite's initdb runs a
// second PostgreSQL instance in WebAssembly and peaks at several hundred MB; a process keeps much of what it
// once held (V8's pages, the C allocator's heap), so a service that created its database itself would sit at
// ~400 MB for as long as it runs. Created in a child, the first start is as lean as every later one.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Whether `dir` already holds a PostgreSQL data dir (initdb writes PG_VERSION). */
export function hasPgliteDataDir(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/** Runs PGlite once on `dir` in a child process (it initialises the data dir), then lets the child end. */
export async function createPgliteDataDir(dir: string, startParams: readonly string[]): Promise<void> {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = [
    `const { PGlite } = require(${JSON.stringify(pgliteEntry)});`,
    'const [dir, startParams] = JSON.parse(process.argv[1]);',
    'PGlite.create(dir, { startParams }).then((db) => db.close()).then(',
    '  () => process.exit(0),',
    '  (error) => { console.error(error); process.exit(1); },',
    ');',
  ].join('\n');
  const child = spawn(process.execPath, ['-e', script, JSON.stringify([dir, startParams])], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !hasPgliteDataDir(dir)) {
    throw new Error(`Creating the embedded database in ${dir} failed (exit ${code}): ${stderr.trim()}`);
  }
}
