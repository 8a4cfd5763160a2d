// bench-ratios' servers and load: the bare servers it compares the API with, the API's answers recorded for
// them, and autocannon's load in turns (bench-ratios.ts says what is measured and why).
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { REQUEST_ID_HEADER } from '@store/server-kit/http';
import { processCpuMs } from './bench-support';

/**
 * The bare server: every known path answers 200 with what the API sent for it, nothing else. Asked with
 * Accept-Encoding, it sends the API's compressed bytes (pre-compressed, with their Content-Encoding). With
 * `answer` it sends the API's headers as well, each as the API sent it (the request id one of the same length,
 * the same for every answer), so both servers put the same bytes on the wire; with `body`, only the body's type,
 * length and coding.
 */
export const bareServerSource = `
const { createServer } = require('node:http');
const withHeaders = process.argv[3] === 'answer';
const bodies = new Map(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))
  .map(([key, type, coding, base64, headers]) => [key, { type, coding, headers, bytes: Buffer.from(base64, 'base64') }]));
createServer((req, res) => {
  const ask = req.headers['accept-encoding'] ? 'browser' : 'plain';
  const body = bodies.get(ask + ' ' + req.url);
  if (!body) { res.writeHead(404).end(); return; }
  if (withHeaders) {
    res.writeHead(200, body.headers);
  } else {
    const headers = { 'Content-Type': body.type, 'Content-Length': body.bytes.length };
    if (body.coding !== 'identity') headers['Content-Encoding'] = body.coding;
    res.writeHead(200, headers);
  }
  res.end(body.bytes);
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send && process.send('ready'));
`;

/** Headers Node's HTTP server adds to every answer of its own: both servers send them alike. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive']);

/** The API's headers for the bare server to send: each as sent, the request id replaced by one of its length. */
function replayedHeaders(rawHeaders: string[]): string[] {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? '';
    const value = rawHeaders[index + 1] ?? '';
    if (NODE_OWN_HEADERS.has(name.toLowerCase())) continue;
    pairs.push(name, name.toLowerCase() === REQUEST_ID_HEADER ? 'r'.repeat(value.length) : value);
  }
  return pairs;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface Request {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
}

export interface Target {
  url: string;
  pid: number | undefined;
}

/** Loads `url` for `seconds`: the answers, the seconds taken, p99, errors and the server's CPU time. */
export async function loadOnce({ url, pid }: Target, request: Request, seconds: number, connections: number) {
  const cpuBefore = processCpuMs(pid);
  const result = await autocannon({
    url,
    method: request.method,
    headers: request.headers,
    // No body: the shop's client asks for its signed-in reads without one (bench-ratios.ts, signedIn).
    connections,
    duration: seconds,
    pipelining: 1,
  });
  return {
    answers: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuMs: processCpuMs(pid) - cpuBefore,
  };
}

/** One second a turn: short enough that a change in this machine's speed falls on every server alike. */
export const TURN_SECONDS = 1;

/**
 * Loads each target for `seconds` in all, in turns of a second (API, bare, bare, API, …), and reports each
 * one's req/s over its turns, its highest p99 of a turn and the CPU time it spent per answer. The speed of this
 * shared machine moves by half within a minute (the bare server's rate went from 21,000 to 45,000 answers a
 * second between two runs of five seconds), so servers measured one after the other for the whole time compare
 * badly; turns of a second put each server on the machine at nearly the same moments.
 */
export async function loadInTurns(targets: Target[], request: Request, seconds: number, connections: number) {
  const totals = targets.map(() => ({ answers: 0, seconds: 0, p99: 0, errors: 0, cpuMs: 0 }));
  for (let turn = 0; turn < Math.max(1, Math.round(seconds / TURN_SECONDS)); turn++) {
    for (const [index, target] of targets.entries()) {
      const once = await loadOnce(target, request, TURN_SECONDS, connections);
      const total = totals[index];
      if (!total) continue;
      total.answers += once.answers;
      total.seconds += once.seconds;
      total.p99 = Math.max(total.p99, once.p99);
      total.errors += once.errors;
      total.cpuMs += once.cpuMs;
    }
  }
  return totals.map((total) => ({
    requestsPerSecond: Math.round(total.answers / total.seconds),
    p99: total.p99,
    errors: total.errors,
    cpuMicrosPerRequest: total.answers > 0 ? (total.cpuMs * 1000) / total.answers : 0,
  }));
}

/** The API's answer as a client with these headers gets it: the bytes on the wire, not decoded. */
export async function rawAnswer(url: string, request: Request) {
  const { request: httpRequest } = await import('node:http');
  return new Promise<{ type: string; coding: string; body: Buffer; headers: string[] }>((resolve, reject) => {
    const req = httpRequest(url, { method: request.method, headers: request.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        resolve({
          type: String(res.headers['content-type'] ?? 'application/json'),
          coding: String(res.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
          headers: replayedHeaders(res.rawHeaders),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export type Load = Awaited<ReturnType<typeof loadInTurns>>[number];
