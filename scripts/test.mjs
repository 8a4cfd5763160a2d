// `npm test`: type-check, lint and format check, every vitest project (unit, API on PGlite and on a
// PostgreSQL server), then the browser tests. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['type-check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and API tests (PGlite and PostgreSQL lanes)', 'npx', ['vitest', 'run']],
  ['browser tests (Chromium + axe)', 'npm', ['run', 'test:e2e']],
];

const started = Date.now();
for (const [label, command, args] of steps) {
  const stepStarted = Date.now();
  console.info(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.info(`✓ ${label} (${seconds}s)`);
}
console.info(`\nAll test layers passed in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
