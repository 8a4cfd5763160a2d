// Two builds of the storefront side by side on a phone's main thread (issue 23): each is served by its own stack,
// and every cold load is traced in Chromium with the CPU slowed 4× (as Lighthouse's mobile setting), the builds
// taking turns route by route so the machine's drift falls on both. For each load, after its first contentful
// paint: the total blocking time (each main-thread task's time beyond 50 ms), the main thread's busy time and
// the longest task; the median of the runs is printed per build, with every run's TBT. These are the browser's
// own throttled figures, not Lighthouse's simulation from an unthrottled run, and they are noisier than a
// median of Lighthouse runs; they show which of two builds keeps the main thread freer, and by about how much.
// Build each version into a folder first (`cd frontend && npx vite build --outDir /tmp/before`), then run from the
// repository root: `npx tsx e2e/scripts/main-thread.ts /tmp/before /tmp/after [--runs 8] [--routes collection,product]`.
// frontend/dist is set aside while the two stacks take their copies, and put back.
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Browser, CDPSession } from 'playwright-core';
import { listProducts } from '../src/harness/api';
import { launchChromium } from '../src/harness/browser';
import { distDir, startStack, type Stack } from '../src/harness/stack';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '8' },
    routes: { type: 'string', default: 'home,collection,product' },
  },
});
const [buildA, buildB] = positionals;
if (!buildA || !buildB) throw new Error('Give two built folders: main-thread.ts <before> <after>');
const runs = Number(values.runs);
const BLOCKING_MS = 50;
const SETTLE_MS = 3_500;

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}
interface Load {
  tbt: number;
  busy: number;
  longest: number;
}

/** A stack serving `build`: each stack serves its own copy of frontend/dist, taken as it starts. */
async function stackServing(build: string): Promise<Stack> {
  rmSync(distDir, { recursive: true, force: true });
  cpSync(build, distDir, { recursive: true });
  return startStack({ log: () => undefined });
}

/** The two stacks, with frontend/dist put back as it was once they have their copies. */
async function stacksServing(before: string, after: string) {
  const saved = `${distDir}.main-thread-saved`;
  const hadBuild = existsSync(distDir);
  if (hadBuild) renameSync(distDir, saved);
  try {
    return { A: await stackServing(before), B: await stackServing(after) };
  } finally {
    rmSync(distDir, { recursive: true, force: true });
    if (hadBuild) renameSync(saved, distDir);
  }
}

/** The main thread's tasks after the first contentful paint of one cold, throttled load. */
function mainThreadAfterPaint(events: TraceEvent[]): Load {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain',
  )?.tid;
  const durations = events
    .filter((event) => event.pid === paint.pid && event.tid === mainThread && event.name === 'RunTask')
    .filter((task) => task.dur !== undefined && task.ts + task.dur > paint.ts)
    .map((task) => (task.ts + (task.dur ?? 0) - Math.max(task.ts, paint.ts)) / 1000);
  return {
    tbt: durations.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_MS), 0),
    busy: durations.reduce((sum, ms) => sum + ms, 0),
    longest: Math.max(0, ...durations),
  };
}

async function traceLoad(browser: Browser, url: string, onboarded: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(new URL('/about', url).href);
  await page.evaluate(
    onboarded ? "localStorage.setItem('onboardingComplete', 'true')" : 'localStorage.clear()',
  );
  // A blank page between, so the trace holds nothing of /about's own scripts.
  await page.goto('about:blank');
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (batch) => events.push(...(batch.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return mainThreadAfterPaint(events);
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

const stacks = await stacksServing(buildA, buildB);
const [product] = await listProducts(stacks.A.baseUrl);
if (!product) throw new Error('the catalogue is empty');
const routes = [
  { name: 'home', label: 'first visit /', path: '/', onboarded: false },
  { name: 'collection', label: '/collection', path: '/collection', onboarded: true },
  { name: 'product', label: 'a product page', path: `/product/${product._id}`, onboarded: true },
].filter((route) => values.routes.split(',').includes(route.name));
const browser = await launchChromium();
const loads = new Map<string, Load[]>();
try {
  for (let run = 0; run < runs; run += 1) {
    for (const route of routes) {
      for (const build of run % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
        const load = await traceLoad(browser, stacks[build].baseUrl + route.path, route.onboarded);
        const key = `${route.label}|${build}`;
        loads.set(key, [...(loads.get(key) ?? []), load]);
      }
    }
  }
} finally {
  await browser.close();
  await stacks.A.stop();
  await stacks.B.stop();
}

console.info(`\nChromium, CPU 4× slower, 412×823, cold; median of ${runs} loads each, builds alternating`);
console.info(`A = ${buildA}, B = ${buildB}\n`);
console.info('| route | build | TBT after FCP | busy after FCP | longest task | TBT of each run |');
console.info('| --- | --- | ---: | ---: | ---: | --- |');
for (const route of routes) {
  for (const build of ['A', 'B'] as const) {
    const measured = loads.get(`${route.label}|${build}`) ?? [];
    const each = measured.map((load) => load.tbt.toFixed(0)).join(', ');
    console.info(
      `| ${route.label} | ${build} | ${median(measured.map((load) => load.tbt)).toFixed(0)} ms | ` +
        `${median(measured.map((load) => load.busy)).toFixed(0)} ms | ` +
        `${median(measured.map((load) => load.longest)).toFixed(0)} ms | ${each} |`,
    );
  }
}
