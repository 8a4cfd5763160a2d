// Starts the real store for browser tests and measurement scripts: the built SPA served by the main API,
// plus the assistance service when it exists, on free ports with a fresh embedded (PGlite) data dir.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@store/server-kit/testing/free-port';
import { startFakePayhere } from '@store/server-kit/testing/fake-payhere';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
const frontendDir = path.join(repoRoot, 'frontend');
export const distDir = path.join(frontendDir, 'dist');

/** The merchant the stack's PayHere settings name (a stand-in; no real account). */
export const PAYHERE_TEST_MERCHANT = { merchantId: '1211149', merchantSecret: 'e2e-payhere-merchant-secret' };

export interface Stack {
  baseUrl: string;
  backendPort: number;
  assistPort: number;
  /** Whether assistance-service/src/server.ts existed and was started. */
  assistanceStarted: boolean;
  dataDir: string;
  /** The copy of frontend/dist this stack serves. */
  spaDir: string;
  stop: () => Promise<void>;
}

/** What the global setup hands to the test workers, through the environment they inherit. */
export const stackEnv = {
  baseUrl: 'E2E_BASE_URL',
  assistanceStarted: 'E2E_ASSISTANCE_STARTED',
  onboardedState: 'E2E_ONBOARDED_STATE',
  mailDir: 'E2E_MAIL_DIR',
} as const;

/** The files index.html loads that are missing from a build folder (a build caught half-written). */
function missingAssets(folder: string): string[] {
  const index = path.join(folder, 'index.html');
  if (!existsSync(index)) return ['index.html'];
  const referenced = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return referenced.filter((file) => !existsSync(path.join(folder, file)));
}

/** Copies frontend/dist, retrying while someone else's build is still writing it. */
async function copyCompleteBuild(target: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    rmSync(target, { recursive: true, force: true });
    cpSync(distDir, target, { recursive: true });
    const missing = missingAssets(target);
    if (missing.length === 0) return;
    if (attempt === 10) throw new Error(`frontend/dist is incomplete (missing ${missing.join(', ')}).`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

// Settings a developer's shell may hold that would take the stack off the embedded default or change what
// the tests see (another database, real keys, other URLs).
const ignoredEnv = [
  'DATABASE_URL',
  'ASSIST_DATABASE_URL',
  'JWT_SECRET',
  'NODE_ENV',
  'TEST_DB_LANE',
  'CLOUDINARY_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYMENT_PROVIDER',
  'PAYHERE_MERCHANT_ID',
  'PAYHERE_MERCHANT_SECRET',
  'PAYHERE_SANDBOX',
  'PAYHERE_CHECKOUT_URL',
  'CARD_PENDING_MINUTES',
  'PUBLIC_URL',
  'ASSIST_PUBLIC_URL',
  'BACKEND_URL',
  'FRONTEND_DIST',
  'DEMO_MODE',
  'SEED_ON_START',
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_POLL_SECONDS',
];

/**
 * The environment without what the caller's shell (or the test runner) set, so the build and the services run as
 * `npm start` runs them: the embedded default database, a generated JWT secret in the data dir, no NODE_ENV.
 */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !ignoredEnv.includes(name) &&
        !name.startsWith('VITEST') &&
        !name.startsWith('PW_') &&
        !name.startsWith('E2E_'),
    ),
  );
}

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    0,
  );
}

/** Builds frontend/dist once, skipping the build when it is newer than every SPA source. */
export function buildSpaIfStale(log: (line: string) => void = console.info): void {
  const builtIndex = path.join(distDir, 'index.html');
  // The build's own plugins (inline-page-assets-plugin.ts and the rest) write into the page too.
  const plugins = readdirSync(frontendDir).filter((entry) => entry.endsWith('-plugin.ts'));
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../contracts/src', ...plugins]
    .map((entry) => path.join(frontendDir, entry))
    .filter((entry) => existsSync(entry));
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= Math.max(...sources.map(newestMtime))) {
    log('[e2e] frontend/dist is up to date; not rebuilding');
    return;
  }
  log('[e2e] building the SPA (npm run build -w frontend)…');
  const started = Date.now();
  // Without a NODE_ENV from the caller ('test' under a test runner): Vite would bundle React's development build.
  const build = spawnSync('npm', ['run', 'build', '-w', 'frontend'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: cleanEnv(),
  });
  if (build.status !== 0) {
    throw new Error(
      `The SPA build failed (exit ${build.status}); browser tests need frontend/dist.\n${build.stdout}\n${build.stderr}`,
    );
  }
  if (!existsSync(builtIndex)) throw new Error('The SPA build produced no frontend/dist/index.html.');
  log(`[e2e] SPA built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

interface Service {
  name: string;
  child: ChildProcess;
  output: string[];
}

function startService(name: string, entry: string, env: NodeJS.ProcessEnv): Service {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // Kept (bounded) so a service that dies during start-up can say why.
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // If the run is interrupted before its teardown, the service must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  return { name, child, output };
}

async function waitForHealth(url: string, services: Service[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    const dead = services.find((service) => service.child.exitCode !== null);
    if (dead) {
      throw new Error(
        `${dead.name} exited with code ${dead.child.exitCode} during start-up:\n${dead.output.join('')}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastProblem}).`);
}

function stopService(service: Service, graceMs = 8_000): Promise<void> {
  const { child } = service;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the stack on free ports with a fresh temp DATA_DIR; the backend seeds the demo store itself. */
export async function startStack(options: { log?: (line: string) => void } = {}): Promise<Stack> {
  const log = options.log ?? console.info;
  const [backendPort, assistPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-e2e-'));
  // The run serves its own copy of the build: others working in the same tree may rebuild frontend/dist
  // while the tests run, which would swap the hashed chunks under the browser's feet.
  const spaDir = path.join(dataDir, 'spa');
  await copyCompleteBuild(spaDir);
  const baseUrl = `http://localhost:${backendPort}`;
  const origins = [baseUrl, `http://127.0.0.1:${backendPort}`].join(',');
  // PayHere is offered beside the card: its checkout is a stand-in that checks the form's hash and, on Pay,
  // sends the store a notification signed as PayHere signs them.
  const payhere = await startFakePayhere(PAYHERE_TEST_MERCHANT);
  const env: NodeJS.ProcessEnv = {
    ...cleanEnv(),
    BACKEND_PORT: String(backendPort),
    ASSIST_PORT: String(assistPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CORS_ORIGINS: origins,
    FRONTEND_DIST: spaDir,
    // Card orders go through the built-in sandbox provider's test checkout page.
    PAYMENT_PROVIDER: 'sandbox',
    PAYHERE_MERCHANT_ID: PAYHERE_TEST_MERCHANT.merchantId,
    PAYHERE_MERCHANT_SECRET: PAYHERE_TEST_MERCHANT.merchantSecret,
    PAYHERE_CHECKOUT_URL: payhere.checkoutUrl,
    // Every test signs up its own shoppers from this one address; the per-IP limits are for the open web.
    REGISTER_RATE_LIMIT: '100000',
    LOGIN_IP_RATE_LIMIT: '100000',
    RESET_REQUEST_RATE_LIMIT: '100000',
    // bcrypt's lowest cost: the run signs up and logs in hundreds of times (a hash at the default is
    // 100–200 ms of the server's CPU on two cores, taken from the browsers beside it).
    PASSWORD_HASH_COST: '4',
    // Mail is written to DATA_DIR/mail at once, for the tests that open it.
    MAIL_POLL_SECONDS: '0.5',
  };

  const services: Service[] = [startService('backend', 'backend/src/server.ts', env)];
  const assistanceEntry = 'assistance-service/src/server.ts';
  const assistanceStarted = existsSync(path.join(repoRoot, assistanceEntry));
  if (assistanceStarted) services.push(startService('assistance service', assistanceEntry, env));

  const stop = async () => {
    await Promise.all(services.map((service) => stopService(service)));
    await payhere.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseUrl}/api/health`, services, 90_000);
    if (assistanceStarted) {
      await waitForHealth(`http://localhost:${assistPort}/api/health`, services, 90_000);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  log(
    `[e2e] store at ${baseUrl}${assistanceStarted ? `, assistance service on port ${assistPort}` : ' (no assistance service yet)'}; data in ${dataDir}`,
  );
  return { baseUrl, backendPort, assistPort, assistanceStarted, dataDir, spaDir, stop };
}
