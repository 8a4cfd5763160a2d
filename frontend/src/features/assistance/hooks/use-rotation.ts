// Cycles through `items`, one every `intervalMs` (the live-wait screen's status texts, every 5 s).
import { useEffect, useState } from 'react';

export function useRotation<T>(items: readonly T[], intervalMs: number, running = true): T | undefined {
  const [index, setIndex] = useState(0);
  const count = items.length;
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, running]);
  return items[index % Math.max(1, count)];
}
