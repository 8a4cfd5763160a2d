import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../../i18n/i18n';
import { WAIT_COUNTDOWN_SECONDS, WAIT_MESSAGE_KEYS, WAIT_ROTATION_MS } from '../utils/live-help-constants';
import { useCountdown } from './use-countdown';
import { useRotation } from './use-rotation';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown (live wait, spec §4)', () => {
  it('starts at 30, drops by one each second, and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(WAIT_COUNTDOWN_SECONDS, true));
    expect(result.current).toBe(30);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(30);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(29);
    act(() => vi.advanceTimersByTime(28_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(0);
  });

  it('holds while not running (a helper joined)', () => {
    const { result, rerender } = renderHook(({ running }) => useCountdown(30, running), {
      initialProps: { running: true },
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(27);
    rerender({ running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(27);
  });
});

describe('useRotation (live wait, spec §4)', () => {
  it('shows the three texts in order, each for exactly 5 seconds, then starts again', () => {
    const { result } = renderHook(() =>
      useRotation(
        WAIT_MESSAGE_KEYS.map((key) => t(key)),
        WAIT_ROTATION_MS,
      ),
    );
    expect(result.current).toBe('Finding the best available helper for you...');
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current).toBe('Finding the best available helper for you...');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('You are in the queue...');
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe('Almost connected, please hold on...');
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe('Finding the best available helper for you...');
  });
});
