// The file-level directory's removal at the file's end is checked by `npm test`, which fails on anything left
// in its temporary folder (scripts/test-steps.mjs).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDirectory } from './temporary-directory';

const forTheFile = temporaryDirectory('temporary-directory-file-');
let forOneTest = '';

describe('a test’s temporary directory', () => {
  it('made inside a test is there for the test', () => {
    forOneTest = temporaryDirectory('temporary-directory-test-');
    writeFileSync(path.join(forOneTest, 'inside.txt'), 'x');
    expect(existsSync(forOneTest)).toBe(true);
  });

  it('is gone with its contents once that test ended; one made for the file is still there', () => {
    expect(forOneTest).not.toBe('');
    expect(existsSync(forOneTest)).toBe(false);
    expect(existsSync(forTheFile)).toBe(true);
  });
});
