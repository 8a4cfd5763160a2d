// The image cannot be built here (no Docker engine), so this does what it does: builds the servers' bundles
// (its first stage), lays them out as its last stage does (the Dockerfile's COPY lines, into a temporary
// folder), and starts each service with its docker-compose.yml command: plain node on the bundle, no tsx, an
// embedded database in a temporary DATA_DIR; the backend answers a product list and makes a bill PDF (pdfkit
// and the fonts found from the bundle). Also: every way of starting a service gets the same settings.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { orderTotals } from '@store/contracts/money';
import type { Product } from '@store/contracts/products';
import { freePort } from '@store/server-kit/testing/free-port';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The Dockerfile's last stage: what it copies (repository paths), its ENV, HEALTHCHECK and CMD. */
function runtimeStage() {
  const stage =
    read('Dockerfile')
      .replace(/\\\n/g, ' ')
      .split(/^FROM /m)
      .at(-1) ?? '';
  const lines = stage.split('\n').map((line) => line.trim());
  const copies = lines
    .map((line) => /^COPY (--from=build )?(\S+) (\S+)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, fromBuild, source = '', target = '']) => ({
      source: fromBuild ? path.posix.relative('/app', source) : source,
      target,
    }));
  const env = Object.fromEntries(
    lines.flatMap((line) => {
      const match = /^ENV (\w+)=(\S+)$/.exec(line);
      return match ? [[match[1], match[2]]] : [];
    }),
  ) as Record<string, string>;
  const json = (pattern: RegExp) =>
    JSON.parse(lines.map((line) => pattern.exec(line)?.[1]).find(Boolean) ?? 'null');
  return {
    copies,
    env,
    healthcheck: json(/^HEALTHCHECK .*CMD (\[.*\])$/) as string[],
    cmd: json(/^CMD (\[.*\])$/) as string[],
  };
}

interface ComposeFile {
  services: Record<string, { command?: string[] }>;
}
const composeCommand = (file: string, service: string) =>
  (parse(read(file), { merge: true }) as ComposeFile).services[service]?.command ?? [];

/** A folder laid out like the image's /app; its node_modules folders are the repository's. */
function imageLayout(copies: { source: string; target: string }[]): string {
  const app = mkdtempSync(path.join(tmpdir(), 'image-app-'));
  for (const { source, target } of copies) {
    const from = path.join(root, source);
    const to = path.join(app, target);
    if (existsSync(from)) {
      cpSync(from, target.endsWith('/') ? path.join(to, path.basename(source)) : to, { recursive: true });
    } else if (source === 'frontend/dist') {
      // The storefront is not built here (Vite takes a while); a stand-in shows the bundle finds the folder.
      mkdirSync(to, { recursive: true });
      writeFileSync(path.join(to, 'index.html'), '<!doctype html><title>Stand-in storefront</title>');
    } else {
      throw new Error(`The Dockerfile copies ${source}, which does not exist after the build.`);
    }
  }
  // npm installs a package in a workspace's own node_modules when its version differs from the hoisted one
  // (the backend's lru-cache 11 beside an older one at the root); the image's npm ci does the same.
  for (const folder of ['.', 'backend', 'assistance-service']) {
    const installed = path.join(root, folder, 'node_modules');
    const target = path.join(app, folder);
    if (existsSync(installed) && existsSync(target))
      symlinkSync(installed, path.join(target, 'node_modules'), 'dir');
  }
  return app;
}

/** The process's command line and environment, as the kernel shows them. */
function processFacts(pid: number) {
  const nulSeparated = (file: string) =>
    readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0').filter(Boolean);
  return { argv: nulSeparated('cmdline'), environ: nulSeparated('environ') };
}

/** This environment without what changes how a service starts: a loader, its settings, a database server. */
const {
  NODE_OPTIONS: _loader,
  PGLITE_OPTIMIZE: _optimize,
  MALLOC_MMAP_THRESHOLD_: _threshold,
  DATABASE_URL: _database,
  ASSIST_DATABASE_URL: _assistDatabase,
  ...plainEnv
} = process.env;

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

function startService(command: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const [file = '', ...args] = command;
  const child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealthz(service: ReturnType<typeof startService>, port: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (service.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`no 200 from /healthz on port ${port}:\n${service.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs up a shopper, places a cash order of `product` and asks for its bill in Sinhala. */
async function billOfNewOrder(backendUrl: string, product: Product | undefined): Promise<Response> {
  if (!product) throw new Error('the seeded catalogue is empty');
  const send = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${backendUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { token: string; order: { _id: string } };
  };
  const { token } = await send('/api/user/register', {
    name: 'Image Shopper',
    email: `image-${Date.now()}@example.lk`,
    password: 'a long image test passphrase',
  });
  const { order } = await send(
    '/api/order/place',
    {
      address: {
        firstName: 'Nimali',
        lastName: 'Perera',
        email: 'nimali@example.lk',
        street: '12 Galle Road',
        city: 'Colombo',
        state: 'Western',
        zipcode: '00300',
        country: 'Sri Lanka',
        phone: '0771234567',
      },
      items: [{ _id: product._id, size: product.sizes[0] ?? 'M', quantity: 1 }],
      amount: orderTotals([{ price: product.price, quantity: 1 }]).total,
    },
    token,
  );
  return fetch(`${backendUrl}/api/order/${order._id}/bill.pdf?lang=si`, { headers: { token } });
}

describe('the servers as the image runs them', () => {
  it('builds the bundles, and each starts with plain node from the image layout and answers', async () => {
    const build = spawnSync(process.execPath, ['scripts/build-servers.mjs'], { cwd: root, encoding: 'utf8' });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);

    const stage = runtimeStage();
    const backendCommand = composeCommand('docker-compose.yml', 'backend');
    const assistanceCommand = composeCommand('docker-compose.yml', 'assistance');
    expect(stage.cmd).toEqual(backendCommand);
    expect(backendCommand).toEqual(['sh', 'scripts/run-service.sh', 'backend/dist/server.mjs']);
    expect(assistanceCommand).toEqual(['sh', 'scripts/run-service.sh', 'assistance-service/dist/server.mjs']);

    const app = imageLayout(stage.copies.filter(({ source }) => !/package(-lock)?\.json$/.test(source)));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'image-data-'));
    try {
      const [backendPort, assistPort] = [await freePort(), await freePort()];
      const env: NodeJS.ProcessEnv = {
        ...plainEnv,
        ...stage.env,
        // VITEST emptied so the services log as in production (their logger is silent under vitest).
        VITEST: '',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        BACKEND_PORT: String(backendPort),
        ASSIST_PORT: String(assistPort),
        BACKEND_URL: `http://127.0.0.1:${backendPort}`,
      };
      const backend = startService(backendCommand, app, env);
      const assistance = startService(assistanceCommand, app, env);
      await Promise.all([waitForHealthz(backend, backendPort), waitForHealthz(assistance, assistPort)]);

      // Node itself (the launcher's shell replaced itself with it), on the bundle, without tsx.
      for (const [service, entry] of [
        [backend, 'backend/dist/server.mjs'],
        [assistance, 'assistance-service/dist/server.mjs'],
      ] as const) {
        const { argv, environ } = processFacts(service.child.pid ?? 0);
        expect(path.basename(argv[0] ?? '')).toBe('node');
        expect(argv.slice(1)).toEqual(['--liftoff-only', entry]);
        expect(environ).toContain('MALLOC_MMAP_THRESHOLD_=131072');
        expect([...argv, ...environ].filter((part) => part.includes('tsx'))).toEqual([]);
      }

      const backendUrl = `http://127.0.0.1:${backendPort}`;
      const list = await fetch(`${backendUrl}/api/product/list`);
      expect(list.status).toBe(200);
      expect(list.headers.get('content-type')).toMatch(/^application\/json/);
      const { total, products } = (await list.json()) as { total: number; products: Product[] };
      expect(total).toBeGreaterThan(0);
      // A bill PDF: pdfkit from the production dependencies, the fonts from backend/assets.
      const bill = await billOfNewOrder(backendUrl, products[0]);
      expect(bill.status).toBe(200);
      expect(bill.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await bill.arrayBuffer()).toString('latin1');
      expect(pdf.startsWith('%PDF-1.7')).toBe(true);
      expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSinhala-Bold/);
      // The storefront, found from the bundle where the sources would find it.
      const home = await fetch(`${backendUrl}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toBe(readFileSync(path.join(app, 'frontend/dist/index.html'), 'utf8'));
      // swagger-ui-dist's files, found from the bundle's folder.
      expect((await fetch(`${backendUrl}/api/docs/assets/swagger-ui.css`)).status).toBe(200);
      // The assistance service is ready: its database answers and it reaches the main API.
      expect((await fetch(`http://127.0.0.1:${assistPort}/readyz`)).status).toBe(200);

      // The image's own HEALTHCHECK passes against the main API.
      const [probe = '', ...probeArgs] = stage.healthcheck;
      const health = spawnSync(probe, probeArgs, { cwd: app, env, encoding: 'utf8', timeout: 10_000 });
      expect(health.status).toBe(0);

      backend.child.kill('SIGTERM');
      assistance.child.kill('SIGTERM');
      expect(await Promise.all([backend.exited, assistance.exited])).toEqual([0, 0]);
    } finally {
      rmSync(app, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('scripts/run-service.sh', () => {
  /** A stand-in service that tells the node options and the threshold it was started with. */
  const probe = path.join(temporaryDirectory('run-service-'), 'probe.mjs');
  writeFileSync(
    probe,
    'process.stdout.write(JSON.stringify([process.execArgv, process.env.MALLOC_MMAP_THRESHOLD_]));',
  );
  const settingsOf = (env: NodeJS.ProcessEnv) => {
    const run = spawnSync('sh', ['scripts/run-service.sh', probe], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    return JSON.parse(run.stdout) as [string[], string | undefined];
  };

  it('starts node with the memory settings; PGLITE_OPTIMIZE=true and a threshold already set win', () => {
    expect(settingsOf(plainEnv)).toEqual([['--liftoff-only'], '131072']);
    expect(settingsOf({ ...plainEnv, PGLITE_OPTIMIZE: 'true', MALLOC_MMAP_THRESHOLD_: '65536' })).toEqual([
      [],
      '65536',
    ]);
  });

  it('is how every way of starting a service starts it', () => {
    expect(read('scripts/start.mjs')).toContain("'run-service.sh'");
    for (const workspace of ['backend', 'assistance-service']) {
      const { scripts } = JSON.parse(read(`${workspace}/package.json`)) as {
        scripts: Record<string, string>;
      };
      expect(scripts.start).toBe('sh ../scripts/run-service.sh --import tsx src/server.ts');
      expect(scripts.dev).toBe('sh ../scripts/run-service.sh --import tsx --watch src/server.ts');
    }
    for (const [file, service] of [
      ['docker-compose.yml', 'backend'],
      ['docker-compose.yml', 'assistance'],
      ['docker-compose.scale.yml', 'backend-1'],
      ['docker-compose.scale.yml', 'assistance-1'],
    ] as const) {
      expect(composeCommand(file, service).slice(0, 2)).toEqual(['sh', 'scripts/run-service.sh']);
    }
    expect(runtimeStage().cmd.slice(0, 2)).toEqual(['sh', 'scripts/run-service.sh']);
  });
});
