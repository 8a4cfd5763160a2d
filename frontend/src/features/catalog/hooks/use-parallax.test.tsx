import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useParallax } from './use-parallax';

function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' ? reduced : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function Picture() {
  const ref = useRef<HTMLImageElement>(null);
  useParallax(ref, 0.5);
  return <img ref={ref} alt="hero" />;
}

async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined)));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('hero parallax', () => {
  it('moves the picture with the scroll position', async () => {
    stubReducedMotion(false);
    const { getByRole } = render(<Picture />);
    await scrollTo(100);
    expect(getByRole('img', { name: 'hero' }).style.transform).toBe('translate3d(0, 50px, 0)');
  });

  it('keeps the picture still when reduced motion is asked for', async () => {
    stubReducedMotion(true);
    const { getByRole } = render(<Picture />);
    await scrollTo(100);
    expect(getByRole('img', { name: 'hero' }).style.transform).toBe('');
  });
});
