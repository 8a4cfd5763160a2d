// `npm start`: builds the SPA when its build is missing or older than its sources, then runs the main API
// (which serves the SPA) and the assistance service side by side. `--dev` runs them in watch mode with Vite.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const frontend = path.join(root, 'frontend');
const builtIndex = path.join(frontend, 'dist', 'index.html');

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    0,
  );
}

function spaBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../contracts/src']
    .map((entry) => path.join(frontend, entry))
    .filter((entry) => existsSync(entry));
  return Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
}

if (!dev && spaBuildIsStale()) {
  console.info('[start] building the storefront (frontend/dist)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const services = [
  { name: 'backend', entry: 'backend/src/server.ts' },
  { name: 'assist', entry: 'assistance-service/src/server.ts' },
].filter((service) => existsSync(path.join(root, service.entry)));

// Each service runs through scripts/run-service.sh, as `npm start -w <workspace>` and the Docker image run
// it: the memory settings (MALLOC_MMAP_THRESHOLD_, V8's --liftoff-only for PGlite) live there, once.
const launcher = path.join(root, 'scripts', 'run-service.sh');
// The launcher starts the `node` found first on PATH: this one, as when the services were spawned directly.
const serviceEnv = {
  ...process.env,
  PATH: [path.dirname(process.execPath), process.env.PATH].filter(Boolean).join(path.delimiter),
};

// Each service is restarted with backoff if it dies, so one crash does not stop the whole store.
const supervised = services.map(({ name, entry }) => {
  const args = dev ? ['--import', 'tsx', '--watch', entry] : ['--import', 'tsx', entry];
  return supervise(name, 'sh', [launcher, ...args], { cwd: root, env: serviceEnv });
});
if (dev) {
  supervised.push(supervise('vite', 'npx', ['vite'], { cwd: frontend, env: process.env }));
}

let stopping = false;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const service of supervised) service.stop(signal);
}
// A service that was given up on stops the store: it cannot work without it.
for (const service of supervised) {
  void service.done.then((code) => {
    if (stopping) return;
    process.exitCode = code || 1;
    stopAll('SIGTERM');
  });
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

const port = process.env.BACKEND_PORT ?? '4000';
console.info(
  `[start] the store will be at http://localhost:${dev ? '5173' : port} once the services say they are listening.`,
);
