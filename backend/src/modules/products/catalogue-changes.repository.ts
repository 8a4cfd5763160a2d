// Announces a catalogue change to every instance on the same PostgreSQL (NOTIFY catalogue_changed), for
// changes the products-table trigger does not see: stock, which orders change all the time.
import { sql } from 'drizzle-orm';
import type { BackendDb } from '../../db/client';
import { CATALOGUE_CHANNEL } from './catalogue-cache';

export function createCatalogueChangesRepository(db: BackendDb) {
  return {
    async announce(what: string): Promise<void> {
      await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${what})`);
    },
  };
}
