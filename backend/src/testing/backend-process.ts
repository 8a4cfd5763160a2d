// The main API as a child process on a free port (for the fault tests): a port another program took
// between choosing and listening is tried again with another port.
import path from 'node:path';
import { freePort } from '@store/server-kit/testing/free-port';
import { startServiceProcess } from '@store/server-kit/testing/service-process';
import { TEST_PASSWORD_HASH_COST } from './test-password-cost';

const serverEntry = path.join(import.meta.dirname, '..', 'server.ts');

export type ServiceProcess = ReturnType<typeof startServiceProcess>;

/** Starts the server and resolves once it listens, with its base URL. */
export async function startBackendProcess(
  env: Record<string, string>,
  options: { timeoutMs?: number; onStart?: (server: ServiceProcess) => Promise<void> } = {},
): Promise<{ server: ServiceProcess; baseUrl: string }> {
  for (let tries = 1; ; tries++) {
    const port = await freePort();
    const server = startServiceProcess(serverEntry, {
      PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
      ...env,
      BACKEND_PORT: String(port),
    });
    try {
      await options.onStart?.(server);
      await server.waitFor(/main API listening/, options.timeoutMs);
      return { server, baseUrl: `http://127.0.0.1:${port}` };
    } catch (error) {
      if (tries < 3 && /already in use/.test(server.output())) continue;
      server.child.kill('SIGKILL');
      throw error;
    }
  }
}

/** SIGTERM and wait for the exit (a process that already ended is left alone). */
export async function stopProcess(server: ServiceProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}
