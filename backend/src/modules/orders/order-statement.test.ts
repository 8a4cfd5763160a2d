import { is, Placeholder } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobInsert } from '@store/server-kit/job-queue';
import { orderStatementWriter } from './order-statement';

// A job's statement as pg-boss writes one (its real text is checked in server-kit's job-queue.test.ts).
const mailJob: JobInsert = {
  queue: 'mail',
  text: 'insert into pgboss.job (id, name, data) select $1, q.name, $3 from pgboss.queue q join x j on j.name = q.name and q.name = $2',
  values: ['job-id', 'mail', '{"kind":"order-placed"}'],
  nameAt: 1,
};

describe('the order statement', () => {
  it('is written once per kind of order and kept', () => {
    const orderStatement = orderStatementWriter();
    const cash = orderStatement({ mailed: mailJob, priced: true });
    expect(
      orderStatement({ mailed: { ...mailJob, values: ['another-id', 'mail', '{}'] }, priced: true }),
    ).toBe(cash);
    const kinds = [
      cash,
      orderStatement({ mailed: mailJob, priced: false }),
      orderStatement({ priced: true }),
      orderStatement({ priced: false }),
    ];
    expect(new Set(kinds.map((kind) => kind.name)).size).toBe(4);
    expect(new Set(kinds.map((kind) => kind.query.sql)).size).toBe(4);
  });

  it('holds no value of an order: each is a placeholder, given at each run', () => {
    const orderStatement = orderStatementWriter();
    for (const kind of [{ mailed: mailJob, priced: true }, { priced: false }]) {
      const { query } = orderStatement(kind);
      expect(query.params.length).toBeGreaterThan(10);
      // The one value written in is the mail queue's name, the same for every order of the kind.
      const written = query.params.filter((param) => !is(param, Placeholder));
      expect(written).toEqual(kind.mailed ? ['mail'] : []);
      expect(query.sql).not.toContain('job-id');
    }
    const names = orderStatement({ mailed: mailJob, priced: true }).query.params.map(
      (param) => (param as Placeholder).name,
    );
    expect(names).toEqual(
      expect.arrayContaining(['orderId', 'userId', 'askedShelves', 'mail_job_1', 'mail_job_3']),
    );
    expect(names).not.toContain('mail_job_2');
  });
});
