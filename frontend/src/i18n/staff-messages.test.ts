// The helpers' and admins' words are a catalogue part of their own, loaded only on their screens. A screen a
// shopper can see that used one of those keys would show the key itself, so their use is kept to the staff
// screens here; and the two parts together are the whole catalogue.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import siShop from 'virtual:messages/si-shop';
import siStaff from 'virtual:messages/si-staff';
import siWhole from 'virtual:messages/si';
import { describe, expect, it } from 'vitest';
import { isStaffKey, STAFF_KEY_PREFIXES } from '../../icu-messages-plugin';

const src = resolve(import.meta.dirname, '..');

/** The staff screens (each behind HelperOnly or the admin route, which load the staff part first). */
const STAFF_FILES = [
  /^app\/routes\/admin\.tsx$/,
  /^features\/admin\//,
  /^features\/assistance\/components\/(helper-[a-z-]+|quick-replies|shopper-screen|watched-cart)\.tsx$/,
  /^features\/assistance\/utils\/screen-words\.ts$/,
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the staff part of the catalogue', () => {
  it('is used only by the staff screens', () => {
    const keyLiteral = new RegExp(
      `['"\`](?:${STAFF_KEY_PREFIXES.map((p) => p.replace('.', '\\.')).join('|')})`,
    );
    const offenders = sourceFiles(src)
      .map((path) => relative(src, path))
      .filter((path) => !STAFF_FILES.some((pattern) => pattern.test(path)))
      .filter((path) => keyLiteral.test(readFileSync(join(src, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('and the shop part together are the whole catalogue, each key in one part', () => {
    expect(Object.keys(siStaff).length).toBeGreaterThan(50);
    expect(Object.keys(siStaff).every(isStaffKey)).toBe(true);
    expect(Object.keys(siShop).some(isStaffKey)).toBe(false);
    expect({ ...siShop, ...siStaff }).toEqual(siWhole);
  });
});
