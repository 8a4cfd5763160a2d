// Loaded into a service by measure-memory.ts (`--import`): answers "measure" on the IPC channel with the
// process's memory after two full garbage collections (node --expose-gc), and the peak RSS so far.
import { readFileSync } from 'node:fs';

function peakRssBytes(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

process.on('message', (message) => {
  if (message !== 'measure' || !process.send) return;
  const before = process.memoryUsage().rss;
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  collect?.();
  // V8 hands freed pages back to the system on a background thread: give it a moment.
  setTimeout(() => {
    process.send?.({
      rssBeforeGc: before,
      peakRss: peakRssBytes(),
      gc: collect !== undefined,
      ...process.memoryUsage(),
    });
  }, 1_000);
});
// The IPC channel must not keep a stopped service alive.
process.channel?.unref();
