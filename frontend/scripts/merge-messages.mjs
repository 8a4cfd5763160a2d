// Merges message fragments (src/i18n/messages/incoming/<area>.<language>.json, e.g. a translator's
// delivery or one screen's new messages) into the one catalogue per language, keys sorted so each screen's
// messages sit together. A fragment's message replaces the catalogue's. Run again at will: it is idempotent.
//   node frontend/scripts/merge-messages.mjs [--remove]   (--remove deletes the merged fragments)
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../src/i18n/messages');
const incoming = resolve(dir, 'incoming');
const languages = ['en', 'si', 'ta'];
const remove = process.argv.includes('--remove');

let fragments = [];
try {
  fragments = readdirSync(incoming).filter((name) => name.endsWith('.json'));
} catch {
  // No incoming folder: nothing to merge.
}

for (const language of languages) {
  const file = resolve(dir, `${language}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  for (const name of fragments.filter((fragment) => fragment.endsWith(`.${language}.json`))) {
    Object.assign(catalogue, JSON.parse(readFileSync(resolve(incoming, name), 'utf8')));
  }
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
if (remove) for (const name of fragments) rmSync(resolve(incoming, name));
console.info(`Merged ${fragments.length} fragment(s) into ${languages.join(', ')}.`);
