// Measurements for the lead's report, on the real production build served by the real stack:
//   1. every JS/CSS file of frontend/dist/assets, raw and gzip (node:zlib, level 9 as a static pre-compressor
//      would, and level 6 as on-the-fly gzip does);
//   2. per route: the JS/CSS files the browser actually fetched to show it (cold cache), summed gzip;
//   3. the Largest Contentful Paint in headless Chromium, median of 5 cold loads (--lcp-runs): the home page without
//      throttling, and the home page, the collection and a product page with Lighthouse's mobile throttling
//      applied (150 ms RTT, 1.6 Mbps down, 4× CPU slowdown): what the browser does, not Lighthouse's estimate.
// Run from the repository root: `npx tsx e2e/scripts/measure.ts [--lcp-runs 5]` (builds the SPA first if it
// is stale).
// Writes e2e/artifacts/measurements.json and prints a Markdown summary.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { onboardingSteps } from '@store/frontend/onboarding-steps';
import { listProducts } from '../src/harness/api';
import { launchChromium } from '../src/harness/browser';
import { completeOnboarding, settle } from '../src/harness/flows';
import { buildSpaIfStale, startStack } from '../src/harness/stack';

const artifacts = path.resolve(import.meta.dirname, '../artifacts');
const { values } = parseArgs({ options: { 'lcp-runs': { type: 'string', default: '5' } } });
/** Cold loads per LCP figure. */
const lcpRunCount = Number(values['lcp-runs']);

interface Asset {
  file: string;
  raw: number;
  gzip9: number;
  gzip6: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function measureAssets(spaDir: string): Asset[] {
  const assetsDir = path.join(spaDir, 'assets');
  return readdirSync(assetsDir)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const content = readFileSync(path.join(assetsDir, file));
      return {
        file,
        raw: statSync(path.join(assetsDir, file)).size,
        gzip9: gzipSync(content, { level: 9 }).length,
        gzip6: gzipSync(content, { level: 6 }).length,
      };
    })
    .sort((a, b) => b.gzip9 - a.gzip9);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function onboardedState(browser: Browser, baseUrl: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: baseUrl });
  await completeOnboarding(await context.newPage());
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The JS/CSS files a cold browser fetches to show one route. */
async function assetsForRoute(
  browser: Browser,
  baseUrl: string,
  state: StorageState | undefined,
  route: string,
): Promise<string[]> {
  const context = await browser.newContext({ baseURL: baseUrl, ...(state ? { storageState: state } : {}) });
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/assets\/([^/]+\.(js|css))$/);
    if (match?.[1]) files.add(match[1]);
  });
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settle(page);
  await context.close();
  return [...files].sort();
}

interface LcpSample {
  lcp: number;
  fcp: number | null;
  ttfb: number;
  element: string;
}

async function measureLcp(page: Page, route: string): Promise<LcpSample> {
  await page.goto(route, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  return page.evaluate(
    () =>
      new Promise<LcpSample>((resolve) => {
        const entries: PerformanceEntry[] = [];
        new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        // Candidates arrive asynchronously; the last one before input is the LCP.
        setTimeout(() => {
          const last = entries.at(-1) as
            (PerformanceEntry & { element?: Element | null; url?: string }) | undefined;
          const navigation = performance.getEntriesByType('navigation')[0] as
            PerformanceNavigationTiming | undefined;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          const element = last?.element;
          const description = element
            ? `<${element.tagName.toLowerCase()}> ${
                element.getAttribute('alt') ?? (element.textContent ?? '').trim().slice(0, 60)
              }${last.url ? ` (${last.url.startsWith('data:') ? 'an inline data: URL' : new URL(last.url).pathname})` : ''}`
            : 'none';
          resolve({
            lcp: last ? Math.round(last.startTime) : -1,
            fcp: fcp ? Math.round(fcp.startTime) : null,
            ttfb: navigation ? Math.round(navigation.responseStart) : -1,
            element: description,
          });
        }, 1_000);
      }),
  );
}

async function lcpRuns(
  browser: Browser,
  baseUrl: string,
  state: StorageState,
  throttled: boolean,
  route = '/',
): Promise<LcpSample[]> {
  const samples: LcpSample[] = [];
  for (let run = 0; run < lcpRunCount; run++) {
    // A new context per load: empty HTTP cache, so every load is cold.
    const context = await browser.newContext({
      baseURL: baseUrl,
      storageState: state,
      viewport: throttled ? { width: 390, height: 844 } : { width: 1280, height: 800 },
      ...(throttled ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    });
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1638.4 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    samples.push(await measureLcp(page, route));
    await context.close();
  }
  return samples;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function main() {
  buildSpaIfStale();
  const stack = await startStack();
  const browser = await launchChromium().catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  try {
    // The copy the stack serves, so the files measured are the files the browser fetched.
    const assets = measureAssets(stack.spaDir);
    const [product] = await listProducts(stack.baseUrl);
    const state = await onboardedState(browser, stack.baseUrl);
    const routes: Array<[string, string, boolean]> = [
      ...onboardingSteps.map(({ path: route }, index): [string, string, boolean] => [
        index === 0 ? `${route} (onboarding)` : route,
        route,
        false,
      ]),
      ['/', '/', true],
      ['/collection', '/collection', true],
      ['/product/:id', `/product/${product?._id ?? ''}`, true],
      ['/cart', '/cart', true],
      ['/login', '/login', true],
      ['/profile', '/profile', true],
      ['/about', '/about', true],
      ['/contact', '/contact', true],
      ['/accessibility', '/accessibility', true],
      ['not found', '/no-such-page', true],
    ];
    const byFile = new Map(assets.map((asset) => [asset.file, asset]));
    const perRoute = [];
    for (const [label, route, onboarded] of routes) {
      const files = await assetsForRoute(browser, stack.baseUrl, onboarded ? state : undefined, route);
      const gzip = files.reduce((sum, file) => sum + (byFile.get(file)?.gzip9 ?? 0), 0);
      const raw = files.reduce((sum, file) => sum + (byFile.get(file)?.raw ?? 0), 0);
      perRoute.push({ label, route, files, raw, gzip });
    }
    // Files every route loads (the entry and its shared chunks); the rest of a route's files are its own.
    const shared = perRoute
      .map((r) => new Set(r.files))
      .reduce((common, files) => new Set([...common].filter((file) => files.has(file))));
    const sharedGzip = [...shared].reduce((sum, file) => sum + (byFile.get(file)?.gzip9 ?? 0), 0);
    const withOwn = perRoute.map((r) => {
      const own = r.files.filter((file) => !shared.has(file));
      return { ...r, own, ownGzip: own.reduce((sum, file) => sum + (byFile.get(file)?.gzip9 ?? 0), 0) };
    });
    const unthrottled = await lcpRuns(browser, stack.baseUrl, state, false);
    const throttled = await lcpRuns(browser, stack.baseUrl, state, true);
    const throttledRoutes = [
      { label: '/collection', samples: await lcpRuns(browser, stack.baseUrl, state, true, '/collection') },
      {
        label: '/product/:id',
        samples: await lcpRuns(browser, stack.baseUrl, state, true, `/product/${product?._id ?? ''}`),
      },
    ];

    const report = {
      measuredAt: new Date().toISOString(),
      chromium: browser.version(),
      assets,
      totals: {
        raw: assets.reduce((sum, asset) => sum + asset.raw, 0),
        gzip9: assets.reduce((sum, asset) => sum + asset.gzip9, 0),
      },
      shared: { files: [...shared].sort(), gzip: sharedGzip },
      perRoute: withOwn,
      lcp: {
        desktopUnthrottled: { samples: unthrottled, medianMs: median(unthrottled.map((s) => s.lcp)) },
        mobileThrottled: { samples: throttled, medianMs: median(throttled.map((s) => s.lcp)) },
        mobileThrottledRoutes: throttledRoutes.map(({ label, samples }) => ({
          label,
          samples,
          medianMs: median(samples.map((s) => s.lcp)),
          fcpMedianMs: median(samples.map((s) => s.fcp ?? NaN)),
        })),
      },
    };
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(path.join(artifacts, 'measurements.json'), `${JSON.stringify(report, null, 2)}\n`);

    const lines = [
      `## Production bundle (frontend/dist/assets, gzip -9 via node:zlib; -6 in brackets)`,
      '',
      '| file | raw | gzip |',
      '|---|---:|---:|',
      ...assets.map((a) => `| ${a.file} | ${kb(a.raw)} | ${kb(a.gzip9)} (${kb(a.gzip6)}) |`),
      `| **all** | ${kb(report.totals.raw)} | ${kb(report.totals.gzip9)} |`,
      '',
      '## What each route downloads (cold cache, JS + CSS, gzip -9)',
      '',
      `Shared by every route (entry and common chunks): ${[...shared].sort().join(', ')} = ${kb(sharedGzip)}`,
      '',
      '| route | its own chunks | own gzip | total gzip with shared |',
      '|---|---|---:|---:|',
      ...withOwn.map(
        (r) => `| ${r.label} | ${r.own.join(', ') || '(none)'} | ${kb(r.ownGzip)} | ${kb(r.gzip)} |`,
      ),
      '',
      `## Home page Largest Contentful Paint (headless Chromium, ${lcpRunCount} cold loads each)`,
      '',
      `- desktop 1280×800, no throttling: median ${report.lcp.desktopUnthrottled.medianMs} ms (runs: ${unthrottled.map((s) => s.lcp).join(', ')} ms; FCP ${unthrottled.map((s) => s.fcp).join(', ')} ms)`,
      `- mobile 390×844, 150 ms RTT, 1.6 Mbps, 4× CPU: median ${report.lcp.mobileThrottled.medianMs} ms (runs: ${throttled.map((s) => s.lcp).join(', ')} ms; FCP ${throttled.map((s) => s.fcp).join(', ')} ms)`,
      `- LCP element, desktop: ${[...new Set(unthrottled.map((s) => s.element))].join(' | ')}`,
      `- LCP element, mobile: ${[...new Set(throttled.map((s) => s.element))].join(' | ')}`,
      '',
      `## Largest Contentful Paint of the collection and a product page (mobile 390×844, 150 ms RTT, 1.6 Mbps, 4× CPU, ${lcpRunCount} cold loads each)`,
      '',
      ...report.lcp.mobileThrottledRoutes.map(
        ({ label, samples, medianMs, fcpMedianMs }) =>
          `- ${label}: LCP median ${medianMs} ms (runs: ${samples.map((s) => s.lcp).join(', ')} ms), FCP median ${fcpMedianMs} ms; element: ${[...new Set(samples.map((s) => s.element))].join(' | ')}`,
      ),
      '',
      `Chromium ${report.chromium}; written to e2e/artifacts/measurements.json`,
    ];
    console.info(lines.join('\n'));
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
