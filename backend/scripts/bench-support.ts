// Small pieces every benchmark script here uses: percentiles, a child process's CPU time, and waiting for
// a started main API to answer its health check.
import { readFileSync } from 'node:fs';

/** The p-th percentile (nearest rank) of an ascending list; 0 for an empty one. */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** User + system CPU time of a process so far, from /proc (Linux); 0 where that is not available. */
export function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Polls `${base}/api/health` until it answers 2xx, or throws at the deadline (epoch ms). */
export async function waitForHealth(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the main API did not become healthy on ${base}`);
}
