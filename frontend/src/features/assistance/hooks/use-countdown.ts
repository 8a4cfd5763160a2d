// A whole-second countdown (the live-wait screen's 30 s): starts at `from`, drops by one each second while
// `running`, stops at 0.
import { useEffect, useState } from 'react';

export function useCountdown(from: number, running: boolean): number {
  const [left, setLeft] = useState(from);
  const ticking = running && left > 0;
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return left;
}
