// The embedded database's data dir is created in a child process on the first open, kept on later ones, and
// PGlite runs with the small shared buffers that keep an idle service lean.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './database';
import { createPgliteDataDir, hasPgliteDataDir } from './pglite-data-dir';

const folders: string[] = [];
function tempFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function emptyMigrations(): string {
  const folder = tempFolder('migrations-');
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
  return folder;
}

/** The rows of a raw query's result (the driver-neutral Drizzle type does not name them). */
function rowsOf(result: unknown): unknown[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows))
    return result.rows;
  throw new Error(`not a query result: ${JSON.stringify(result)}`);
}

const open = (dir: string) =>
  openDatabase({
    url: `pglite:${dir}`,
    defaultDir: dir,
    schema: {},
    migrationsFolder: emptyMigrations(),
    logger: pino({ level: 'silent' }),
  });

describe('the embedded database on disk', () => {
  it('is created on the first open, keeps its data across opens, and runs with small shared buffers', async () => {
    const dir = path.join(tempFolder('pglite-'), 'db');
    expect(hasPgliteDataDir(dir)).toBe(false);

    const first = await open(dir);
    expect(hasPgliteDataDir(dir)).toBe(true);
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    const buffers = await first.db.execute(sql`show shared_buffers`);
    expect(rowsOf(buffers)).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
    await first.close();

    const again = await open(dir);
    const kept = await again.db.execute(sql`select note from kept`);
    expect(rowsOf(kept)).toEqual([{ note: 'still here' }]);
    await again.close();
  }, 60_000);

  it('says where and why when the data dir cannot be created', async () => {
    const file = path.join(tempFolder('pglite-'), 'a-file');
    writeFileSync(file, 'not a folder');
    await expect(createPgliteDataDir(file, [])).rejects.toThrow(
      /Creating the embedded database in .*a-file failed/,
    );
  }, 60_000);
});
