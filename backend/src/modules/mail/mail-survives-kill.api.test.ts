// The main API killed with SIGKILL after an order committed and before its mail was sent (the SMTP server was
// refusing): started again on the same data, the mail goes out, once (both database lanes).
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase, currentLane, type TestDatabase } from '@store/server-kit/testing/test-database';
import { startBackendProcess, stopProcess } from '../../testing/backend-process';
import { orderFor, productList, registerShoppers, stockBudget } from '../../testing/order-traffic';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';
import { JOB_MAINTENANCE_SECONDS } from '@store/server-kit/job-queue';
import { MAIL_RETRY_DELAY_SECONDS, MAIL_SEND_EXPIRY_SECONDS } from './mail-jobs.repository';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';

let database: TestDatabase | undefined;
let inbox: SmtpInbox | undefined;
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
});

it(
  `sends an order's mail once after a SIGKILL between the commit and the send (${currentLane()})`,
  { timeout: 300_000 },
  async () => {
    inbox = await startSmtpInbox();
    inbox.refuse = true;
    const dataDir = temporaryDirectory('mail-kill-');
    database = currentLane() === 'postgres' ? await createTestDatabase() : undefined;
    const env = {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      FRONTEND_DIST: path.join(dataDir, 'none'),
      JWT_SECRET: 'mail-kill-test-secret-that-is-long-enough-for-hs256',
      SMTP_URL: inbox.url,
      MAIL_POLL_SECONDS: '0.5',
    };
    const { server: first, baseUrl } = await startBackendProcess(env);
    const [shopper] = await registerShoppers(baseUrl, 1, 'mail-kill');
    const products = await productList(baseUrl);
    const { body } = orderFor(products, 1, stockBudget(products));
    const placed = await fetch(`${baseUrl}/api/order/place`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token: shopper?.token ?? '' },
      body: JSON.stringify(body),
    });
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { _id: string } };
    // The first send was tried and refused; the job waits for its retry when the process dies. The line is
    // logged before pg-boss records the failure: killed at once, the job could still be marked as being sent,
    // and would wait for its expiry (about 90 s more). The retry is at least MAIL_RETRY_DELAY_SECONDS away.
    await expect.poll(() => first.output(), { timeout: 60_000 }).toMatch(/mail not sent yet/);
    await new Promise((resolve) => setTimeout(resolve, (MAIL_RETRY_DELAY_SECONDS * 1_000) / 4));
    expect(first.output().match(/mail not sent yet/g)).toHaveLength(1);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(inbox.mails).toHaveLength(0);

    inbox.refuse = false;
    const { server: second } = await startBackendProcess(env, { timeoutMs: 90_000 });
    try {
      // The job is retried on the restarted process: after its retry delay, or, if the process died while the
      // job was being sent, once the job has expired (MAIL_SEND_EXPIRY_SECONDS) and maintenance finds it.
      await inbox
        .waitFor(1, () => true, (MAIL_SEND_EXPIRY_SECONDS + JOB_MAINTENANCE_SECONDS + 30) * 1_000)
        .catch((error: unknown) => {
          throw new Error(`${String(error)}\nthe restarted server said:\n${second.output().slice(-3_000)}`);
        });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(inbox.mails).toHaveLength(1);
      expect(inbox.mails[0]?.subject).toContain(`(number ending ${order._id.slice(-4)})`);
    } finally {
      await stopProcess(second);
    }
  },
);
