// Health probes for both services: GET /api/health (the database answers), GET /healthz (the process is
// up) and GET /readyz (everything the service needs answers), for load balancers and supervisors.
import { Router } from 'express';

export interface HealthProbe {
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Which database this is (pglite or postgres), reported in the answer. */
  kind: string;
}

export function healthRouter(database: HealthProbe): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    try {
      await database.ping();
      res.json({ success: true, status: 'ok', database: database.kind });
    } catch {
      res
        .status(503)
        .json({ success: false, status: 'unavailable', message: 'The database is not answering.' });
    }
  });
  return router;
}

/** One thing a service needs to do its work (its database, another service), checked on each /readyz. */
export interface ReadinessCheck {
  name: string;
  /** Resolves when it answers; throws (or takes too long) when it does not. */
  check(): Promise<void>;
}

export type CheckState = 'ok' | 'failing' | 'timeout';

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckState>;
}

export const READY_TIMEOUT_MS = 2_000;

/** Runs every check at once, each within `timeoutMs`; ready when all answered. */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  timeoutMs = READY_TIMEOUT_MS,
): Promise<Readiness> {
  const states = await Promise.all(
    checks.map(async ({ name, check }): Promise<[string, CheckState]> => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<CheckState>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const answered = check().then(
        (): CheckState => 'ok',
        (): CheckState => 'failing',
      );
      try {
        return [name, await Promise.race([answered, late])];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { ready: states.every(([, state]) => state === 'ok'), checks: Object.fromEntries(states) };
}

/** The database as a readiness check: `select 1` answers. */
export const databaseCheck = (database: Pick<HealthProbe, 'ping'>): ReadinessCheck => ({
  name: 'database',
  check: () => database.ping(),
});

/** Another service as a readiness check: its URL answers 2xx within the timeout. */
export const serviceCheck = (name: string, url: string, timeoutMs = READY_TIMEOUT_MS): ReadinessCheck => ({
  name,
  check: async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
  },
});

/**
 * GET /healthz (the process is up and serving; touches nothing else) and GET /readyz (every check answers:
 * 200, else 503 naming the failing ones), for supervisors, orchestrators and proxies. Mount at the root.
 */
export function probeRouter(checks: readonly ReadinessCheck[], timeoutMs = READY_TIMEOUT_MS): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ success: true, status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const { ready, checks: states } = await checkReadiness(checks, timeoutMs);
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(
        ready
          ? { success: true, status: 'ready', checks: states }
          : {
              success: false,
              status: 'unavailable',
              message: `Not ready: ${Object.keys(states)
                .filter((name) => states[name] !== 'ok')
                .join(', ')} not answering.`,
              checks: states,
            },
      );
  });
  return router;
}
