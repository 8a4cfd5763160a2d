// Both services as they mail in tests: the main API with a real SMTP inbox, this service, and a stand-in for
// the network between them that can be cut.
import { createServer as createNetServer, connect, type Server } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { startTestBackend, TEST_JWT_SECRET } from '@store/backend/testing/test-backend';
import { startSmtpInbox } from '@store/backend/testing/smtp-inbox';
import { startTestAssistance } from './test-assistance';

/**
 * The main API as this service reaches it: a TCP pass-through on a port of its own that can be shut (nothing
 * listens: connection refused, as when the main API is down) and opened again on the same port.
 */
export function tcpGate(targetPort: number) {
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createNetServer((socket) => {
        const upstream = connect(targetPort, '127.0.0.1');
        socket.pipe(upstream).pipe(socket);
        socket.on('error', () => upstream.destroy());
        upstream.on('error', () => socket.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as { port: number }).port;
        resolve();
      });
    });
  const shut = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  return { open, shut, url: () => `http://127.0.0.1:${port}` };
}

/** Both services and a real SMTP inbox, with the gate between this service and the main API. */
export async function startMailingStack() {
  const inbox = await startSmtpInbox();
  const backend = await startTestBackend({
    listen: true,
    env: { SMTP_URL: inbox.url, MAIL_POLL_SECONDS: '0.5' },
    sendMail: true,
  });
  const gate = tcpGate(Number(new URL(backend.url).port));
  await gate.open();
  const assist = await startTestAssistance({
    backendUrl: gate.url(),
    env: { JWT_SECRET: TEST_JWT_SECRET, MAIL_POLL_SECONDS: '0.5' },
  });
  const close = async () => {
    await assist.close();
    await gate.shut();
    await backend.close();
    await inbox.close();
  };
  return { inbox, backend, gate, assist, close };
}

export type MailingStack = Awaited<ReturnType<typeof startMailingStack>>;

/** A test file's mailing stack: started before its tests, closed after them; read its parts inside tests. */
export function mailingStackForTests(): MailingStack {
  const stack = {} as MailingStack;
  beforeAll(async () => {
    Object.assign(stack, await startMailingStack());
  });
  afterAll(async () => {
    await stack.close?.();
  });
  return stack;
}
