// The assistance service has no users table: whether a token's session still stands (password unchanged,
// account enabled and not deleted) is the main API's answer to GET /api/user/me with that token. While the
// main API cannot be reached, chat keeps working on the token's signature alone, and that is logged.
import type { Logger } from 'pino';
import { requestIdHeader } from '@store/server-kit/http';
import type { SessionLookup } from '@store/server-kit/sessions';

export function createBackendSessionLookup(
  backendUrl: string,
  options: { logger?: Logger; timeoutMs?: number } = {},
): SessionLookup {
  return async (_user, token, requestId) => {
    try {
      options.logger?.debug({ requestId }, 'session check: asking the main API');
      const response = await fetch(`${backendUrl}/api/user/me`, {
        headers: { authorization: `Bearer ${token}`, ...requestIdHeader(requestId) },
        signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
      });
      if (response.status === 401) return false;
      if (!response.ok)
        options.logger?.warn({ status: response.status, requestId }, 'session check: main API answered');
      return true;
    } catch (error) {
      options.logger?.warn(
        { err: error, requestId },
        'session check: main API unreachable; trusting the token',
      );
      return true;
    }
  };
}
