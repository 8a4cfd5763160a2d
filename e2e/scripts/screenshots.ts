// Screenshots of every route of issue 5 for a human to look at, on the real production build:
//   desktop 1280×800, mobile 390×844, and "text200-contrast": 1280×800 with the root text size doubled
//   (html font-size 200%, as the taskbar's 32 px would do) and, where the SPA offers it (logged in), its
//   High Contrast mode. Plus a few states: keyboard focus, the mobile menu, the size warning, the profile menu.
// Run from the repository root: `npx tsx e2e/scripts/screenshots.ts`; files go to e2e/artifacts/screenshots/
// (git-ignored): <view>-<route>.png (the first screen) and <view>-<route>-full.png (the whole page).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { onboardingSteps } from '@store/frontend/onboarding-steps';
import { listProducts, registerShopper } from '../src/harness/api';
import { launchChromium } from '../src/harness/browser';
import {
  addToCartOnProductPage,
  completeOnboarding,
  control,
  ensureHighContrast,
  header,
  loginThroughForm,
  profileButton,
  settle,
  tabTo,
} from '../src/harness/flows';
import { buildSpaIfStale, startStack } from '../src/harness/stack';

const folder = path.resolve(import.meta.dirname, '../artifacts/screenshots');

type ViewName = 'desktop' | 'mobile' | 'text200-contrast';
const views: Record<ViewName, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  'text200-contrast': { viewport: { width: 1280, height: 800 } },
};

async function doubleText(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = 'html { font-size: 200% !important; }';
      document.head.append(style);
    });
  });
}

/**
 * The first screen, the whole page, and the whole page cut into screen-sized parts (a tall full-page image
 * shrinks to illegibility in an image viewer; the parts stay readable).
 */
async function shoot(page: Page, name: string, full = true) {
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
  if (!full) return;
  // Lazy images below the fold load only when scrolled to; scroll through once so the full page shows them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await settle(page);
  await page.screenshot({ path: path.join(folder, `${name}-full.png`), fullPage: true });
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let part = 2; part <= 6 && (part - 1) * viewport.height < height; part++) {
    const y = (part - 1) * viewport.height;
    await page.screenshot({
      path: path.join(folder, `${name}-part${part}.png`),
      fullPage: true,
      clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) },
    });
  }
}

const problems: string[] = [];

/** One screenshot step; a failing step is logged (with what the page showed) and the rest go on. */
async function step(page: Page, name: string, action: () => Promise<void>) {
  try {
    await action();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.push(`${name}: ${message}`);
    await page.screenshot({ path: path.join(folder, `failed-${name}.png`) }).catch(() => undefined);
  }
}

async function visit(page: Page, route: string) {
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
}

async function main() {
  buildSpaIfStale();
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const stack = await startStack();
  const browser: Browser = await launchChromium();
  try {
    const products = await listProducts(stack.baseUrl);
    const item = products.find((entry) => entry.bestseller) ?? products[0];
    if (!item) throw new Error('the catalogue is empty');

    for (const [view, options] of Object.entries(views) as Array<[ViewName, BrowserContextOptions]>) {
      const contrast = view === 'text200-contrast';
      const open = async () => {
        const context = await browser.newContext({
          baseURL: stack.baseUrl,
          reducedMotion: 'reduce',
          ...options,
        });
        if (contrast) await doubleText(context);
        return context;
      };

      // Before onboarding.
      const fresh = await open();
      const freshPage = await fresh.newPage();
      for (const { path: route } of onboardingSteps) {
        const slug = route.slice(1);
        await step(freshPage, `${view}-${slug}`, async () => {
          await visit(freshPage, route);
          await shoot(freshPage, `${view}-${slug}`);
        });
      }
      await fresh.close();

      // After onboarding: a guest (desktop, mobile) or a logged-in shopper in High Contrast mode.
      const context = await open();
      const page = await context.newPage();
      await completeOnboarding(page);
      const account = await registerShopper(stack.baseUrl, `shots-${view}`);
      if (contrast) {
        await step(page, `${view}-login-and-contrast`, async () => {
          await loginThroughForm(page, account.email, account.password);
          await page.waitForURL((url) => url.pathname === '/');
          await ensureHighContrast(page);
        });
      } else {
        await step(page, `${view}-login`, async () => {
          await visit(page, '/login');
          await shoot(page, `${view}-login`);
        });
      }
      await step(page, `${view}-add-to-cart`, () =>
        addToCartOnProductPage(page, item._id, item.sizes[0] ?? 'S'),
      );
      for (const [slug, route] of [
        ['home', '/'],
        ['collection', '/collection'],
        ['product', `/product/${item._id}`],
        ['cart', '/cart'],
        ['about', '/about'],
        ['contact', '/contact'],
        ['accessibility', '/accessibility'],
        ['not-found', '/no-such-page'],
        ['profile', '/profile'],
      ] as const) {
        await step(page, `${view}-${slug}`, async () => {
          await visit(page, route);
          if (contrast) await ensureHighContrast(page);
          await shoot(page, `${view}-${slug}`);
        });
      }

      if (view === 'desktop') {
        // Keyboard focus on a header link and on the product page's size buttons.
        await step(page, 'state-desktop-focus-header-link', async () => {
          await visit(page, '/');
          await tabTo(page, header(page).getByRole('link', { name: 'COLLECTION', exact: true }));
          await shoot(page, 'state-desktop-focus-header-link', false);
        });
        await step(page, 'state-desktop-size-warning', async () => {
          await visit(page, `/product/${item._id}`);
          await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
          await page.getByText('Please select a size before adding to cart.').first().waitFor();
          await page.screenshot({ path: path.join(folder, 'state-desktop-size-warning.png') });
          const size = page
            .getByRole('main')
            .getByRole('button', { name: item.sizes[0] ?? 'S', exact: true });
          await tabTo(page, size);
          await shoot(page, 'state-desktop-focus-size-button', false);
        });
        // Logged in: the profile menu open, and the profile form.
        await step(page, 'state-desktop-profile-menu', async () => {
          await loginThroughForm(page, account.email, account.password);
          await page.waitForURL((url) => url.pathname === '/');
          await profileButton(page).click();
          await shoot(page, 'state-desktop-profile-menu', false);
          await visit(page, '/profile');
          await shoot(page, 'desktop-profile-logged-in');
        });
      }
      if (view === 'mobile') {
        await step(page, 'state-mobile-side-menu', async () => {
          await visit(page, '/');
          await header(page).getByRole('button', { name: /menu/i }).first().click();
          await shoot(page, 'state-mobile-side-menu', false);
        });
        await step(page, 'state-mobile-filters-open', async () => {
          await visit(page, '/collection');
          await control(page.getByRole('main'), /filters/i)
            .first()
            .click();
          await shoot(page, 'state-mobile-filters-open', false);
        });
      }
      await context.close();
    }
    console.info(`screenshots written to ${folder}`);
    if (problems.length > 0) {
      console.error(`${problems.length} step(s) failed (see failed-*.png):\n${problems.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
