// Measures what each service holds in memory when idle: both services are started as `npm start` starts them
// (node --liftoff-only --import tsx <entry>, MALLOC_MMAP_THRESHOLD_=131072; see scripts/start.mjs) on a fresh
// data dir with the demo catalogue seeded, then restarted on the same data. Once both answer their health checks
// and have been left alone for a moment, each reports its RSS and heap after a full garbage collection
// (memory-probe.ts, over IPC), and the peak RSS it reached while starting (and seeding).
// Runs on PGlite (the embedded default) and on a throwaway PostgreSQL server (when its binaries are installed).
//
// Usage: npx tsx backend/scripts/measure-memory.ts [--db pglite|postgres|both] [--idle 5] [--plain]
//          [--node-options="..."]
//   --plain: plain `node --import tsx <entry>`, without npm start's memory settings (to compare).
//   --node-options: extra node flags for the services, e.g. "--max-semi-space-size=2".
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '@store/server-kit/testing/free-port';
import { findPostgresBinary, startPostgresCluster } from '@store/server-kit/testing/postgres-cluster';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    idle: { type: 'string', default: '5' },
    'node-options': { type: 'string', default: '' },
    plain: { type: 'boolean', default: false },
  },
});
const idleMs = Number(values.idle) * 1000;
// npm start's settings (scripts/start.mjs), unless --plain.
const npmStartFlags = values.plain ? [] : ['--liftoff-only'];
const npmStartEnv: NodeJS.ProcessEnv = values.plain ? {} : { MALLOC_MMAP_THRESHOLD_: '131072' };
const extraFlags = [...npmStartFlags, ...(values['node-options'] ?? '').split(' ').filter(Boolean)];
const repoRoot = path.resolve(import.meta.dirname, '../..');
const probe = path.join(import.meta.dirname, 'memory-probe.ts');

interface Sample {
  rss: number;
  rssBeforeGc: number;
  peakRss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  gc: boolean;
}

interface Running {
  name: string;
  child: ChildProcess;
  output: string[];
}

function start(name: string, entry: string, env: NodeJS.ProcessEnv): Running {
  const child = spawn(
    process.execPath,
    ['--expose-gc', ...extraFlags, '--import', 'tsx', '--import', probe, entry],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 100) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

async function waitForHealth(service: Running, url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) {
      throw new Error(`${service.name} exited (${service.child.exitCode}):\n${service.output.join('')}`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name} did not become healthy at ${url}:\n${service.output.join('')}`);
}

function measure(service: Running): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${service.name} did not answer the probe`)), 30_000);
    service.child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as Sample);
    });
    service.child.send('measure');
  });
}

async function stop(service: Running): Promise<void> {
  if (service.child.exitCode !== null) return;
  const exited = new Promise((resolve) => service.child.once('exit', resolve));
  service.child.kill('SIGTERM');
  const timer = setTimeout(() => service.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

type Phase = 'first start' | 'restart';

/** Starts both services, lets them idle, and samples them. */
async function runOnce(env: NodeJS.ProcessEnv, ports: { backend: number; assist: number }) {
  const services: Running[] = [];
  try {
    const backend = start('backend', 'backend/src/server.ts', env);
    services.push(backend);
    await waitForHealth(backend, `http://127.0.0.1:${ports.backend}/api/health`);
    const assist = start('assistance', 'assistance-service/src/server.ts', env);
    services.push(assist);
    await waitForHealth(assist, `http://127.0.0.1:${ports.assist}/api/health`);
    // A first shopper's look at the catalogue, as after any start, then idle.
    await fetch(`http://127.0.0.1:${ports.backend}/api/product/list`).then((response) =>
      response.arrayBuffer(),
    );
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    const samples: Array<{ name: string; sample: Sample }> = [];
    for (const service of services) samples.push({ name: service.name, sample: await measure(service) });
    return samples;
  } finally {
    for (const service of services) await stop(service);
  }
}

/**
 * The first start on an empty data dir (the embedded database is created and the catalogue seeded), then a
 * restart on the same data, as every later `npm start` is.
 */
async function measureStack(
  kind: 'pglite' | 'postgres',
): Promise<Array<{ phase: Phase; name: string; sample: Sample }>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `store-memory-${kind}-`));
  const cluster = kind === 'postgres' ? await startPostgresCluster() : undefined;
  try {
    const databases: NodeJS.ProcessEnv = {};
    if (cluster) {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('create database store');
      await admin.query('create database assistance');
      await admin.end();
      databases.DATABASE_URL = cluster.url.replace(/\/postgres$/, '/store');
      databases.ASSIST_DATABASE_URL = cluster.url.replace(/\/postgres$/, '/assistance');
    }
    const ports = { backend: await freePort(), assist: await freePort() };
    const env: NodeJS.ProcessEnv = {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) => !/^(DATABASE_URL|ASSIST_DATABASE_URL|NODE_ENV)$/.test(name),
        ),
      ),
      ...npmStartEnv,
      ...databases,
      DATA_DIR: dataDir,
      BACKEND_PORT: String(ports.backend),
      ASSIST_PORT: String(ports.assist),
      BACKEND_URL: `http://127.0.0.1:${ports.backend}`,
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'true',
      DEMO_MODE: 'true',
    };
    const results: Array<{ phase: Phase; name: string; sample: Sample }> = [];
    for (const phase of ['first start', 'restart'] as const) {
      for (const sample of await runOnce(env, ports)) results.push({ phase, ...sample });
    }
    return results;
  } finally {
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const kinds = values.db === 'both' ? (['pglite', 'postgres'] as const) : ([values.db] as const);
const rows: string[] = [];
for (const kind of kinds) {
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`--db must be pglite, postgres or both`);
  if (kind === 'postgres' && !findPostgresBinary('initdb')) {
    console.warn('[memory] PostgreSQL server binaries not found; skipping the PostgreSQL run');
    continue;
  }
  for (const { phase, name, sample } of await measureStack(kind)) {
    if (!sample.gc) console.warn('[memory] the service ran without --expose-gc; figures are before a GC');
    rows.push(
      `| ${kind} | ${name} | ${phase} | ${mb(sample.rss)} | ${mb(sample.rssBeforeGc)} | ${mb(sample.peakRss)} | ` +
        `${mb(sample.heapUsed)} | ${mb(sample.heapTotal)} | ${mb(sample.external)} | ${mb(sample.arrayBuffers)} |`,
    );
  }
}
console.info(
  [
    `Idle memory per service (node ${process.version}; ${values.plain ? 'plain node' : 'as npm start runs them'}` +
      `${extraFlags.length ? `; ${extraFlags.join(' ')}` : ''}):`,
    '',
    '| database | service | when | RSS after GC | RSS before GC | peak RSS | JS heap used | JS heap total | external | array buffers |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
