// Layout shift on cold loads (issue 15): every route, opened in a new browser context (empty cache) over an
// emulated slow network, must not move once painted: the page's space is reserved while its code loads and the
// product sections show fixed-size skeletons. Measured as a desktop (1280×800) and as a throttled phone (390×844,
// 4× CPU slowdown), from the `layout-shift` entries the browser buffers (shifts right after input excluded).
// The figures are printed, so a run shows how close each route is to the limit.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Product } from '@store/contracts/products';
import { addToServerCart, listProducts, placeCashOrder, registerShopper } from './harness/api';
import { expect, test } from './harness/fixtures';
import { headerLogin, pageHeading, settle, trackRequests } from './harness/flows';

/** The limit the issue sets (a "good" CLS is ≤ 0.1; the shop aims at half of it). */
const MAX_SHIFT = 0.05;

/** Fast-3G-like network: 150 ms latency, 1.6 Mbps down, 750 kbps up (CDP takes bytes per second). */
const slowNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface Device {
  name: string;
  viewport: { width: number; height: number };
  cpuSlowdown: number;
}

const devices: Device[] = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, cpuSlowdown: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, cpuSlowdown: 4 },
];

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Visit {
  route: string;
  /** Which visitor opens it: a first-time visitor, an onboarded guest, or a signed-in shopper. */
  as: 'first-visit' | 'guest' | 'shopper';
}

interface Shift {
  /** The largest session window (the CLS definition: shifts less than 1 s apart, windows at most 5 s). */
  cls: number;
  /** Every shift added up, however far apart. */
  total: number;
  /** What moved the most, for a readable failure. */
  movers: string[];
}

/**
 * Reads the page's buffered layout-shift entries. `observe({ buffered: true })` puts them in the observer's
 * buffer at once, so `takeRecords()` has them without waiting for a callback that never comes when there are none.
 */
function readShifts(page: Page): Promise<Shift> {
  return page.evaluate((): Shift => {
    interface LayoutShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: ReadonlyArray<{ node?: Node | null }>;
    }
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '?';
      const id = node.id ? `#${node.id}` : '';
      const className =
        typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : '';
      return `${node.tagName.toLowerCase()}${id}${className}`;
    };
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = (observer.takeRecords() as LayoutShiftEntry[]).filter((entry) => !entry.hadRecentInput);
    observer.disconnect();
    let cls = 0;
    let window = 0;
    let windowStart = -Infinity;
    let previous = -Infinity;
    let total = 0;
    for (const entry of entries) {
      total += entry.value;
      if (entry.startTime - previous > 1_000 || entry.startTime - windowStart > 5_000) {
        window = 0;
        windowStart = entry.startTime;
      }
      window += entry.value;
      previous = entry.startTime;
      cls = Math.max(cls, window);
    }
    const movers = [...entries]
      .sort((a, b) => b.value - a.value)
      .slice(0, 3)
      .map(
        (entry) =>
          `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? []).map((source) => describe(source.node)).join(', ')}`,
      );
    return { cls, total, movers };
  });
}

async function coldLoad(
  browser: Browser,
  baseUrl: string,
  device: Device,
  storageState: StorageState | string | undefined,
  route: string,
  signedIn: boolean,
): Promise<Shift> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: device.viewport, storageState });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    trackRequests(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slowNetwork);
    if (device.cpuSlowdown > 1)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.cpuSlowdown });
    await page.goto(route, { timeout: 30_000 });
    await expect(pageHeading(page).first()).toBeVisible({ timeout: 30_000 });
    await settle(page);
    // The signed-in routes are measured as the shopper sees them, not as a sign-in prompt.
    if (signedIn) await expect(headerLogin(page)).toHaveCount(0);
    const shift = await readShifts(page);
    expect(errors, `uncaught exceptions on ${route}`).toEqual([]);
    return shift;
  } finally {
    await context.close();
  }
}

let product: Product;
let shopperState: StorageState;
let orderId: string;

test.describe('layout shift on cold loads', () => {
  // The two devices run side by side (one worker each) to keep the run short.
  test.describe.configure({ mode: 'parallel' });

  test.beforeAll(async ({ browser, stack }) => {
    const [first] = await listProducts(stack.baseUrl);
    if (!first) throw new Error('the seeded catalogue is empty');
    product = first;
    const shopper = await registerShopper(stack.baseUrl, 'layout-shift');
    orderId = await placeCashOrder(stack.baseUrl, shopper.token, product, product.sizes[0] ?? 'S');
    // A cart to check out, so /place-order shows its form.
    await addToServerCart(stack.baseUrl, shopper.token, product._id, product.sizes[0] ?? 'S');
    const context = await browser.newContext({ baseURL: stack.baseUrl, storageState: stack.onboardedState });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(
      ({ keys, token, user }) => {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.userInfo, JSON.stringify(user));
      },
      {
        // The spec's localStorage keys for the session.
        keys: { token: 'token', userInfo: 'userInfo' },
        token: shopper.token,
        user: { id: shopper.id, name: shopper.name, email: shopper.email, role: 'shopper' },
      },
    );
    shopperState = await context.storageState();
    await context.close();
  });

  const visits = (): Visit[] => [
    { route: '/', as: 'first-visit' },
    { route: '/test1', as: 'first-visit' },
    { route: '/', as: 'guest' },
    { route: '/collection', as: 'guest' },
    { route: `/product/${product._id}`, as: 'guest' },
    { route: '/cart', as: 'guest' },
    { route: '/login', as: 'guest' },
    { route: '/about', as: 'guest' },
    { route: '/contact', as: 'guest' },
    { route: '/accessibility', as: 'guest' },
    { route: '/live-start', as: 'guest' },
    { route: '/no-such-page', as: 'guest' },
    { route: '/profile', as: 'shopper' },
    { route: '/orders', as: 'shopper' },
    { route: `/track-order/${orderId}`, as: 'shopper' },
    { route: `/bill?orderId=${orderId}`, as: 'shopper' },
    { route: '/place-order', as: 'shopper' },
  ];

  for (const device of devices) {
    test(`no route moves by more than ${MAX_SHIFT} on a cold load (${device.name})`, async ({
      browser,
      stack,
    }) => {
      test.setTimeout(170_000);
      const states: Record<Visit['as'], StorageState | string | undefined> = {
        'first-visit': undefined,
        guest: stack.onboardedState,
        shopper: shopperState,
      };
      const rows: string[] = [];
      const problems: string[] = [];
      for (const visit of visits()) {
        const shift = await coldLoad(
          browser,
          stack.baseUrl,
          device,
          states[visit.as],
          visit.route,
          visit.as === 'shopper',
        );
        const label = `${visit.route} (${visit.as})`;
        rows.push(`${label.padEnd(48)} CLS ${shift.cls.toFixed(3)}  total ${shift.total.toFixed(3)}`);
        if (shift.cls > MAX_SHIFT)
          problems.push(`${label}: CLS ${shift.cls.toFixed(3)}; ${shift.movers.join('; ')}`);
      }
      console.info(
        `[layout-shift] ${device.name} ${device.viewport.width}×${device.viewport.height}, ` +
          `CPU ×${device.cpuSlowdown}, 150 ms / 1.6 Mbps:\n${rows.join('\n')}`,
      );
      expect(problems, `routes that shift on a cold ${device.name} load`).toEqual([]);
    });
  }
});
