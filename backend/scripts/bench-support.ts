// Small pieces every benchmark script here uses: percentiles, a child process's CPU time, waiting for a
// started main API to answer its health check, and the machine and database settings printed beside figures.
import { readFileSync } from 'node:fs';
import os, { availableParallelism, cpus, loadavg } from 'node:os';
import pg from 'pg';

/** The p-th percentile (nearest rank) of an ascending list; 0 for an empty one. */
/** What Chromium sends with a fetch from the storefront (same origin: no Origin header on a GET). */
export const BROWSER_HEADERS = {
  Accept: 'application/json, text/plain, */*',
  'Accept-Encoding': 'gzip, deflate, br',
  'Accept-Language': 'en-GB,en;q=0.9',
};

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

/** The machine a figure was taken on: CPUs, load average (1, 5, 15 min), Node and the system. */
export function machineSummary(): string {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return (
    `${availableParallelism()} CPUs (${model}), load average ${one.toFixed(2)} / ${five.toFixed(2)} / ` +
    `${fifteen.toFixed(2)}, Node ${process.version}, ${os.type()} ${os.release()}`
  );
}

/** The settings a PostgreSQL server runs with that decide what a commit costs, read from the server. */
export async function postgresSettings(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const names = [
      'server_version',
      'fsync',
      'synchronous_commit',
      'full_page_writes',
      'wal_level',
      'shared_buffers',
    ];
    const rows = await client.query<{ name: string; setting: string }>(
      'select name, current_setting(name) as setting from unnest($1::text[]) as name',
      [names],
    );
    const durable = ['fsync', 'synchronous_commit', 'full_page_writes'].every(
      (name) => rows.rows.find((row) => row.name === name)?.setting === 'on',
    );
    return (
      `PostgreSQL ${rows.rows.map((row) => (row.name === 'server_version' ? row.setting : `${row.name}=${row.setting}`)).join(', ')}` +
      ` (${durable ? 'durable: a commit is on disk when answered' : 'NOT durable: throwaway settings, --fast'})`
    );
  } finally {
    await client.end();
  }
}

/** How a script's PGlite keeps its data, as stated beside its figures. */
export const pgliteSettings = (where: 'files' | 'memory'): string =>
  where === 'files'
    ? 'PGlite in files under the data dir (as `npm start` runs it)'
    : 'PGlite in memory (nothing written to disk)';
