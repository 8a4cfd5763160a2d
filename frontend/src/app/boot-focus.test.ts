import { afterEach, expect, it, vi } from 'vitest';
import { keepFocusThroughFirstRender, LINK_WAIT_MS } from './boot-focus';

/** The page before its scripts: the brand and two products drawn as plain links. */
function pageBeforeScripts(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<main class="boot"><h1>Ceylon Threads</h1><ul>' +
    '<li><a href="/product/a">Shirt</a></li><li><a href="/product/b">Hoodie</a></li></ul></main>';
  document.body.append(root);
  return root;
}

/** The app's first render: the page's content replaced, as React's first commit into the root replaces it. */
function appRenders(root: HTMLElement, html: string): Promise<void> {
  root.innerHTML = html;
  // MutationObserver callbacks run as a microtask after the change.
  return Promise.resolve();
}

const appWithProducts =
  '<header><a href="/">Home</a></header><main tabindex="-1"><h1>Collection</h1>' +
  '<a href="/product/a">Shirt</a><a href="/product/b">Hoodie</a></main>';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

it('puts focus on the app’s link to the product the shopper was on', async () => {
  const root = pageBeforeScripts();
  keepFocusThroughFirstRender(root);
  root.querySelector<HTMLElement>('a[href="/product/b"]')?.focus();
  await appRenders(root, appWithProducts);
  expect(document.activeElement).toBe(root.querySelector('main a[href="/product/b"]'));
});

it('keeps a focus the shopper had before the app’s scripts started', async () => {
  const root = pageBeforeScripts();
  root.querySelector<HTMLElement>('a[href="/product/a"]')?.focus();
  keepFocusThroughFirstRender(root);
  await appRenders(root, appWithProducts);
  expect(document.activeElement).toBe(root.querySelector('main a[href="/product/a"]'));
});

const appStillLoading = '<main tabindex="-1"><h1>Collection</h1><p>Loading…</p></main>';

it('waits for the app to draw the product the shopper was on', async () => {
  vi.useFakeTimers();
  const root = pageBeforeScripts();
  keepFocusThroughFirstRender(root);
  root.querySelector<HTMLElement>('a[href="/product/b"]')?.focus();
  await appRenders(root, appStillLoading);
  expect(document.activeElement).toBe(document.body);
  vi.advanceTimersByTime(LINK_WAIT_MS / 2);
  await appRenders(root, appWithProducts);
  expect(document.activeElement).toBe(root.querySelector('main a[href="/product/b"]'));
});

it('puts focus on the main landmark when the app has not drawn that product in time', async () => {
  vi.useFakeTimers();
  const root = pageBeforeScripts();
  keepFocusThroughFirstRender(root);
  root.querySelector<HTMLElement>('a[href="/product/b"]')?.focus();
  await appRenders(root, appStillLoading);
  vi.advanceTimersByTime(LINK_WAIT_MS);
  expect(document.activeElement).toBe(root.querySelector('main'));
  // Drawn later, the link takes nothing from where the shopper now is.
  root.querySelector('main')?.insertAdjacentHTML('beforeend', '<a href="/product/b">Hoodie</a>');
  await Promise.resolve();
  expect(document.activeElement).toBe(root.querySelector('main'));
});

it('moves no focus once the shopper has moved on in the app while it was drawing the product', async () => {
  vi.useFakeTimers();
  const root = pageBeforeScripts();
  keepFocusThroughFirstRender(root);
  root.querySelector<HTMLElement>('a[href="/product/b"]')?.focus();
  await appRenders(root, '<main tabindex="-1"><a href="/cart">Cart</a></main>');
  root.querySelector<HTMLElement>('a[href="/cart"]')?.focus();
  root.querySelector('main')?.insertAdjacentHTML('beforeend', '<a href="/product/b">Hoodie</a>');
  await Promise.resolve();
  vi.advanceTimersByTime(LINK_WAIT_MS);
  expect(document.activeElement).toBe(root.querySelector('a[href="/cart"]'));
});

it('moves no focus when the shopper was not in the page before its scripts', async () => {
  const root = pageBeforeScripts();
  const outside = document.body.appendChild(document.createElement('button'));
  keepFocusThroughFirstRender(root);
  outside.focus();
  await appRenders(root, appWithProducts);
  expect(document.activeElement).toBe(outside);
});

it('moves no focus when the shopper has left the products for something else', async () => {
  const root = pageBeforeScripts();
  const outside = document.body.appendChild(document.createElement('button'));
  keepFocusThroughFirstRender(root);
  root.querySelector<HTMLElement>('a[href="/product/b"]')?.focus();
  outside.focus();
  await appRenders(root, appWithProducts);
  expect(document.activeElement).toBe(outside);
});

it('does nothing on a page the app renders into empty', async () => {
  const root = document.body.appendChild(document.createElement('div'));
  keepFocusThroughFirstRender(root);
  await appRenders(root, appWithProducts);
  expect(document.activeElement).toBe(document.body);
});
