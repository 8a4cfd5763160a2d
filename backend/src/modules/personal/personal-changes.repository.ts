// Announces to every instance on the same PostgreSQL that shoppers' carts or orders changed (NOTIFY
// personal_changed; kept-answers.ts reads the payload).
import { sql } from 'drizzle-orm';
import type { BackendDb } from '../../db/client';
import { PERSONAL_CHANNEL } from './kept-answers';

export function createPersonalChangesRepository(db: BackendDb) {
  return {
    async announce(payload: string): Promise<void> {
      await db.execute(sql`select pg_notify(${PERSONAL_CHANNEL}, ${payload})`);
    },
  };
}
