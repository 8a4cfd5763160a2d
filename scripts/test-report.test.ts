// The closing line's counts from real vitest reports of planted files (in a temporary folder, so a crashed
// run leaves nothing in the tree): a file that throws while loading or in its setup counts as failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { countReport } from './test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitestBin = path.join(root, 'node_modules', '.bin', 'vitest');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Runs vitest on planted files (name → source, using vitest's globals) and returns its JSON report. */
function vitestReport(files: Record<string, string>): unknown {
  const folder = mkdtempSync(path.join(tmpdir(), 'report-plant-'));
  folders.push(folder);
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(folder, name), source);
  const output = path.join(folder, 'report.json');
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  spawnSync(
    vitestBin,
    ['run', '--root', folder, '--globals', '--reporter=json', `--outputFile.json=${output}`],
    { cwd: folder, env, encoding: 'utf8' },
  );
  return JSON.parse(readFileSync(output, 'utf8'));
}

const threeTests = "it('one', () => {}); it('two', () => {}); it('three', () => {});";

describe('countReport on vitest reports', () => {
  it('counts a green file as passed', () => {
    expect(countReport(vitestReport({ 'green.test.js': threeTests }))).toEqual({
      passed: 3,
      failed: 0,
      skipped: 0,
    });
  });

  it('counts a file that throws in its setup as 1 failed, beside the files that passed', () => {
    const counts = countReport(
      vitestReport({
        'green.test.js': threeTests,
        'setup-throws.test.js': `beforeAll(() => { throw new Error('nginx is needed'); }); ${threeTests}`,
      }),
    );
    expect(counts.passed).toBe(3);
    expect(counts.failed).toBe(1);
  });

  it('counts a file that throws while loading as 1 failed', () => {
    const counts = countReport(
      vitestReport({ 'load-throws.test.js': `throw new Error('boom'); ${threeTests}` }),
    );
    expect(counts.failed).toBe(1);
  });

  it('counts each failing test once, without adding its file', () => {
    const counts = countReport(
      vitestReport({
        'red.test.js': "it('fails', () => { throw new Error('no'); }); it('passes', () => {});",
      }),
    );
    expect(counts).toEqual({ passed: 1, failed: 1, skipped: 0 });
  });
});

describe('countReport on Playwright reports', () => {
  it('counts errors outside any test (a file that threw while loading) as failed', () => {
    const report = {
      stats: { expected: 10, unexpected: 0, flaky: 0, skipped: 2 },
      errors: [{ message: 'Error: Chromium was not found' }],
    };
    expect(countReport(report)).toEqual({ passed: 10, failed: 1, skipped: 2 });
  });
});
