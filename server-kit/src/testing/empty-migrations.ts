import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { temporaryDirectory } from './temporary-directory';

/** A migrations folder with no migrations, so a test of the database layer needs no service's schema. */
export function emptyMigrations(): string {
  const folder = temporaryDirectory('migrations-');
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
  return folder;
}
