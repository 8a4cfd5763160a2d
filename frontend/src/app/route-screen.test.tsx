import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadWithin, routeScreen } from './route-screen';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

const drawn = (Screen: () => ReactNode) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>
    </Boundary>,
  );

const About = () => <h1>About us</h1>;

describe('a route screen', () => {
  it('draws at once once its code is here, and suspends before that', async () => {
    const Screen = routeScreen(async () => About);
    const first = drawn(Screen);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    first.unmount();
    drawn(Screen);
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
  });

  it('loads its code again when drawn after an early load failed', async () => {
    const load = vi
      .fn<() => Promise<typeof About>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(About);
    const Screen = routeScreen(load);
    await preloadWithin(Screen, 1_000);
    drawn(Screen);
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the failure of a load while drawing, and does not try again and again', async () => {
    const load = vi
      .fn<() => Promise<typeof About>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Screen = routeScreen(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    drawn(Screen);
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a mounted screen (and its state) when its parent draws again', async () => {
    const Screen = routeScreen(async () => About);
    const view = drawn(Screen);
    const heading = await screen.findByRole('heading', { name: 'About us' });
    view.rerender(
      <Boundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Screen />
        </Suspense>
      </Boundary>,
    );
    expect(screen.getByRole('heading', { name: 'About us' })).toBe(heading);
  });
});

describe('preloadWithin', () => {
  it('gives up waiting after its patience, without failing', async () => {
    const Screen = routeScreen(() => new Promise(() => undefined));
    const started = Date.now();
    await preloadWithin(Screen, 50);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('does not fail when the code cannot be loaded', async () => {
    const Screen = routeScreen(() => Promise.reject(new Error('offline')));
    await expect(preloadWithin(Screen, 1_000)).resolves.toBeUndefined();
  });
});
