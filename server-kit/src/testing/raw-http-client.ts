// Plain node:http clients for tests. rawClient, for the hostile sweep: one request at a time, the bytes
// exactly as given, and a reset, hung-up or silent connection reported as lost (not thrown, and not retried
// unless the socket was a kept-alive one the server had already closed). askExactly: one request as written.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface WireRequest {
  method: string;
  /** The path and query exactly as sent. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export type Reply = { status: number; contentType: string; text: string } | { lost: string };

export interface RawClient {
  send(wire: WireRequest): Promise<Reply>;
  close(): void;
}

export function rawClient(baseUrl: string, timeoutMs = 20_000): RawClient {
  const origin = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = (wire: WireRequest, fresh: boolean) =>
    new Promise<Reply & { reused?: boolean }>((resolve) => {
      const req = request(
        {
          host: origin.hostname,
          port: origin.port,
          method: wire.method,
          path: wire.path,
          headers: { ...wire.headers, 'content-length': String(wire.body?.length ?? 0) },
          agent: fresh ? false : agent,
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => resolve({ lost: error.message }));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: res.headers['content-type'] ?? '',
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ lost: error.code ?? error.message, reused: req.reusedSocket }),
      );
      req.end(wire.body);
    });
  return {
    async send(wire) {
      const reply = await once(wire, false);
      // A kept-alive socket the server closed while idle fails before the server saw the request; that is
      // the client's race, so it is tried once more on a fresh connection (a real hang-up fails again).
      if ('lost' in reply && reply.reused) return once(wire, true);
      return reply;
    },
    close: () => agent.destroy(),
  };
}

export interface ExactAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request sent exactly as written, for tests of what a server does with the bytes: only the given
 * headers (fetch and supertest add their own, Accept-Encoding among them), and the path as it is (a `..` is
 * not cleaned up on the way, as curl --path-as-is sends it). The body comes back undecoded.
 */
export function askExactly(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<ExactAnswer> {
  return new Promise((resolve, reject) => {
    const asked = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    asked.on('error', reject);
    asked.end();
  });
}
