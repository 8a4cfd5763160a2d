import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supervise } from './supervisor.mjs';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';

/** A child that crashes with exit code 3 on its first `crashes` runs, then stays up. */
function flakyChild(crashes: number) {
  const dir = temporaryDirectory('supervisor-');
  const counter = path.join(dir, 'runs');
  writeFileSync(counter, '0');
  const script = path.join(dir, 'child.mjs');
  writeFileSync(
    script,
    `import { readFileSync, writeFileSync } from 'node:fs';
const runs = Number(readFileSync(${JSON.stringify(counter)}, 'utf8')) + 1;
writeFileSync(${JSON.stringify(counter)}, String(runs));
if (runs <= ${crashes}) process.exit(3);
setInterval(() => {}, 1000);
`,
  );
  return { script, runs: () => Number(readFileSync(counter, 'utf8')) };
}

const fastPolicy = { firstDelayMs: 20, maxDelayMs: 100, healthyAfterMs: 10_000, maxQuickCrashes: 4 };

describe('supervise', () => {
  it('restarts a crashed service with growing pauses, logs why, and stops it on request', async () => {
    const child = flakyChild(2);
    const lines: string[] = [];
    const service = supervise('backend', process.execPath, [child.script], {
      policy: fastPolicy,
      log: (line: string) => lines.push(line),
      stdio: 'ignore',
    });
    await expect.poll(child.runs, { timeout: 5000 }).toBe(3);
    // How long a run lasted depends on the machine's load; the reason and the growing pause do not.
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[start\] backend stopped unexpectedly \(exit code 3\) after \d+ s; restarting in 0\.02 s\.$/,
      ),
      expect.stringMatching(
        /^\[start\] backend stopped unexpectedly \(exit code 3\) after \d+ s; restarting in 0\.04 s\.$/,
      ),
    ]);
    service.stop('SIGTERM');
    expect(await service.done).toBe(0);
  });

  it('gives up on a service that dies right after every start', async () => {
    const child = flakyChild(Number.POSITIVE_INFINITY);
    const lines: string[] = [];
    const service = supervise('assist', process.execPath, [child.script], {
      policy: fastPolicy,
      log: (line: string) => lines.push(line),
      stdio: 'ignore',
    });
    expect(await service.done).toBe(3);
    expect(child.runs()).toBe(4);
    expect(lines.at(-1)).toBe(
      '[start] assist stopped (exit code 3) 4 times right after starting; giving up.',
    );
  });
});
