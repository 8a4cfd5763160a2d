// Prometheus metrics of one service (prom-client, its own registry): request durations by documented route
// and status, open sockets, database pool use, the process defaults, and whatever the service adds (orders,
// the help queue). Served at GET /metrics in the text format, behind a bearer token when one is configured.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router } from 'express';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { originalUrlOf } from './http';
import type { RouteMatcher } from './openapi';

export interface PoolStats {
  /** Connections open now (PGlite: its one in-process connection). */
  total: number;
  /** Most connections the pool will open. */
  max: number;
  /** Open but unused (unknown for PGlite). */
  idle?: number;
  /** Queries waiting for a connection (unknown for PGlite). */
  waiting?: number;
}

/** What the sockets gauge reads from a socket.io server (the main namespace's connected sockets). */
export interface SocketCounter {
  of(namespace: '/'): { sockets: { size: number } };
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface ServiceMetrics {
  registry: Registry;
  /**
   * Times every request; label `route` is its documented path template, so label values stay few. Works as
   * Express middleware and, with no `next`, on a plain Node request (the main API's hot path).
   */
  requestTimer(routes: RouteMatcher): (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;
  /** Counts the sockets of this socket.io server in `open_sockets`. */
  trackSockets(io: SocketCounter): void;
  /** Reports the database pool in `db_pool_*` at each scrape. */
  trackPool(kind: string, stats: () => PoolStats): void;
}

export function createServiceMetrics(
  service: string,
  options: { defaultMetrics?: boolean } = {},
): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, documented route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const socketServers: SocketCounter[] = [];
  new Gauge({
    name: 'open_sockets',
    help: 'socket.io connections open on this instance.',
    registers: [registry],
    collect() {
      this.set(socketServers.reduce((sum, io) => sum + io.of('/').sockets.size, 0));
    },
  });

  return {
    registry,
    requestTimer(routes) {
      return (req, res, next) => {
        const started = performance.now();
        res.once('finish', () => {
          const path = originalUrlOf(req).split('?', 1)[0] ?? '';
          const method = req.method ?? 'other';
          const route = routes.match(method, path) ?? (path.startsWith('/api/') ? 'unmatched' : 'static');
          duration.observe(
            {
              method: KNOWN_METHODS.has(method) ? method : 'other',
              route,
              status: String(res.statusCode),
            },
            (performance.now() - started) / 1000,
          );
        });
        next?.();
      };
    },
    trackSockets(io) {
      socketServers.push(io);
    },
    trackPool(kind, stats) {
      new Gauge({
        name: 'db_pool_connections',
        help: `Database connections by state (${kind}; PGlite is one in-process connection, idle and waiting are not known).`,
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const now = stats();
          this.set({ state: 'total' }, now.total);
          if (now.idle !== undefined) this.set({ state: 'idle' }, now.idle);
          if (now.waiting !== undefined) this.set({ state: 'waiting' }, now.waiting);
        },
      });
      new Gauge({
        name: 'db_pool_max',
        help: 'Most database connections the pool opens.',
        registers: [registry],
        collect() {
          this.set(stats().max);
        },
      });
    },
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics (mount at the root). Open when `token` is unset; otherwise only with
 * `Authorization: Bearer <token>` (401 without it, compared in constant time).
 */
export function metricsRouter(registry: Registry, token: string | undefined): Router {
  const router = Router();
  const expected = token ? digest(token) : undefined;
  router.get('/metrics', async (req, res) => {
    if (expected) {
      const header = req.get('authorization') ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!timingSafeEqual(digest(given), expected)) {
        res
          .status(401)
          .set('WWW-Authenticate', 'Bearer realm="metrics"')
          .json({ success: false, message: 'Metrics need the bearer token set in METRICS_TOKEN.' });
        return;
      }
    }
    res
      .set('Content-Type', registry.contentType)
      .set('Cache-Control', 'no-store')
      .send(await registry.metrics());
  });
  return router;
}
