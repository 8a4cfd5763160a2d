// Lighthouse on the first visit of a phone (issue 23), on the real production build served by the real stack:
// a new visitor's `/`, and `/collection` and a product page for a visitor who finished the onboarding (its flag
// set in local storage before the visit). Every run is cold: the browser's HTTP cache is cleared first.
// Lighthouse's default mobile settings: a Moto G Power's screen, simulated slow 4G (150 ms RTT, 1.6 Mbps down)
// and a 4× slower CPU. Each route is run --runs times (default 3) and the median of each figure printed, with
// the JavaScript transferred; the reports are written to e2e/artifacts/lighthouse/<route>-<run>.json.
// Lighthouse is not a dependency of the store (about 200 packages): the script installs the pinned version
// into LIGHTHOUSE_DIR (default ~/.cache/store-lighthouse) the first time, from the npm registry.
// Run from the repository root: `npx tsx e2e/scripts/lighthouse.ts [--runs 3]`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { listProducts } from '../src/harness/api';
import { chromiumLaunchOptions } from '../src/harness/browser';
import { buildSpaIfStale, startStack } from '../src/harness/stack';

const LIGHTHOUSE_VERSION = '12.8.2';
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const artifacts = path.resolve(import.meta.dirname, '../artifacts/lighthouse');

interface Audit {
  numericValue?: number;
}
interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    Audit & { details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }
  >;
}
interface Flow {
  navigate(url: string, options: { flags: { disableStorageReset: boolean } }): Promise<void>;
  createFlowResult(): Promise<{ steps: Array<{ lhr: Report }> }>;
}
interface Puppeteer {
  launch(options: { executablePath: string; headless: boolean; args: string[] }): Promise<{
    newPage(): Promise<{
      goto(url: string): Promise<unknown>;
      evaluate(script: string): Promise<unknown>;
      createCDPSession(): Promise<{ send(method: string): Promise<unknown> }>;
      close(): Promise<void>;
    }>;
    close(): Promise<void>;
  }>;
}

/** Lighthouse and its puppeteer-core, installed once into a folder of their own. */
async function loadLighthouse() {
  const folder = process.env.LIGHTHOUSE_DIR ?? path.join(homedir(), '.cache', 'store-lighthouse');
  const entry = path.join(folder, 'node_modules', 'lighthouse', 'core', 'index.js');
  if (!existsSync(entry)) {
    console.info(`[lighthouse] installing lighthouse@${LIGHTHOUSE_VERSION} into ${folder}`);
    mkdirSync(folder, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', folder, '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      {
        stdio: 'inherit',
      },
    );
  }
  const lighthouse = (await import(pathToFileURL(entry).href)) as {
    startFlow: (page: unknown) => Promise<Flow>;
  };
  const puppeteer = (await import(
    pathToFileURL(
      path.join(folder, 'node_modules', 'puppeteer-core', 'lib', 'esm', 'puppeteer', 'puppeteer-core.js'),
    ).href
  )) as { default: Puppeteer };
  return { startFlow: lighthouse.startFlow, puppeteer: puppeteer.default };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

buildSpaIfStale();
const { startFlow, puppeteer } = await loadLighthouse();
const stack = await startStack();
mkdirSync(artifacts, { recursive: true });
try {
  const [product] = await listProducts(stack.baseUrl);
  if (!product) throw new Error('the seeded catalogue is empty');
  const routes = [
    { name: 'first visit /', file: 'home', path: '/', onboarded: false },
    { name: '/collection', file: 'collection', path: '/collection', onboarded: true },
    { name: 'a product page', file: 'product', path: `/product/${product._id}`, onboarded: true },
  ];
  const launch = chromiumLaunchOptions();
  const browser = await puppeteer.launch({
    executablePath: launch.executablePath ?? '/usr/bin/chromium',
    headless: true,
    args: launch.args ?? [],
  });
  const rows: string[] = [];
  for (const route of routes) {
    const figures: Record<string, number[]> = {};
    const add = (name: string, value: number) => (figures[name] ??= []).push(value);
    for (let run = 1; run <= runs; run++) {
      const page = await browser.newPage();
      // The onboarding flag on the shop's origin, then an empty HTTP cache: a cold visit of an onboarded visitor.
      await page.goto(`${stack.baseUrl}/robots.txt`);
      await page.evaluate(
        route.onboarded ? "localStorage.setItem('onboardingComplete', 'true')" : 'localStorage.clear()',
      );
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      const flow = await startFlow(page);
      await flow.navigate(`${stack.baseUrl}${route.path}`, { flags: { disableStorageReset: true } });
      const report = (await flow.createFlowResult()).steps[0]?.lhr;
      if (!report) throw new Error(`no report for ${route.path}`);
      writeFileSync(path.join(artifacts, `${route.file}-${run}.json`), JSON.stringify(report));
      add('performance', (report.categories.performance?.score ?? 0) * 100);
      add('accessibility', (report.categories.accessibility?.score ?? 0) * 100);
      add('fcp', report.audits['first-contentful-paint']?.numericValue ?? 0);
      add('lcp', report.audits['largest-contentful-paint']?.numericValue ?? 0);
      add('tbt', report.audits['total-blocking-time']?.numericValue ?? 0);
      add('cls', report.audits['cumulative-layout-shift']?.numericValue ?? 0);
      const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
        (item) => item.resourceType === 'Script',
      );
      add('js', scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024);
      await page.close();
    }
    const m = (name: string) => median(figures[name] ?? []);
    rows.push(
      `| ${route.name} | ${m('performance').toFixed(0)} | ${m('accessibility').toFixed(0)} | ${(m('fcp') / 1000).toFixed(2)} s | ` +
        `${(m('lcp') / 1000).toFixed(2)} s | ${m('tbt').toFixed(0)} ms | ${m('cls').toFixed(3)} | ${m('js').toFixed(1)} KB | ` +
        `${(figures.fcp ?? []).map((value) => (value / 1000).toFixed(2)).join(', ')} |`,
    );
    console.info(`[lighthouse] ${route.name}: done`);
  }
  await browser.close();
  console.info(
    [
      '',
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile defaults (simulated slow 4G, 4× CPU), cold cache, median of ${runs}:`,
      '',
      '| route | performance | accessibility | FCP | LCP | TBT | CLS | JS transferred | FCP of each run |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...rows,
    ].join('\n'),
  );
} finally {
  await stack.stop();
}
