// Keeps a child process running for `npm start`: when it dies unexpectedly it is started again after a
// growing pause (1 s, 2 s, 4 s… up to 30 s), and why it died is logged. A process that keeps dying right
// after it starts (a bad setting, a port in use) is given up after a few tries instead of looping forever.
import { spawn } from 'node:child_process';

export const defaultPolicy = {
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  /** A run this long counts as healthy: the next crash starts the backoff over. */
  healthyAfterMs: 60_000,
  /** Consecutive short-lived runs before giving up. */
  maxQuickCrashes: 5,
};

/**
 * Starts `command args` and restarts it on unexpected exit. Returns { stop(signal), done }, where `done`
 * resolves with the final exit code once it was stopped or given up.
 */
export function supervise(name, command, args, options = {}) {
  const policy = { ...defaultPolicy, ...options.policy };
  const log = options.log ?? ((line) => console.error(line));
  let child;
  let stopping = false;
  let quickCrashes = 0;
  let delay = policy.firstDelayMs;
  let timer;
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });

  const start = () => {
    const startedAt = Date.now();
    child = spawn(command, args, { stdio: options.stdio ?? 'inherit', env: options.env, cwd: options.cwd });
    options.onStart?.(child);
    child.on('exit', (code, signal) => {
      if (stopping) {
        finish(code ?? 0);
        return;
      }
      const why = signal ? `killed by ${signal}` : `exit code ${code}`;
      const ranMs = Date.now() - startedAt;
      if (ranMs >= policy.healthyAfterMs) {
        quickCrashes = 0;
        delay = policy.firstDelayMs;
      } else {
        quickCrashes += 1;
      }
      if (quickCrashes >= policy.maxQuickCrashes) {
        log(`[start] ${name} stopped (${why}) ${quickCrashes} times right after starting; giving up.`);
        finish(code || 1);
        return;
      }
      log(
        `[start] ${name} stopped unexpectedly (${why}) after ${Math.round(ranMs / 1000)} s; restarting in ${delay / 1000} s.`,
      );
      timer = setTimeout(start, delay);
      delay = Math.min(delay * 2, policy.maxDelayMs);
    });
  };
  start();

  return {
    done,
    stop(signal = 'SIGTERM') {
      stopping = true;
      clearTimeout(timer);
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      else finish(0);
    },
  };
}
