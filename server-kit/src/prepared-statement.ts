// Statements a PostgreSQL server parses and plans once per connection, named after their text.
import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

type Database = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** A statement rendered to its text once, with its name; its values are given at each run. */
export interface StatementTemplate {
  readonly query: Query;
  readonly name: string;
}

/**
 * Renders `statement` once: its values written with `sql.placeholder(name)` are given to `executeTemplate` at
 * each run, by name, so a statement run often (an order's) is not walked and written again for every run.
 */
export function statementTemplate(statement: SQL): StatementTemplate {
  const query = dialect.sqlToQuery(statement);
  return { query, name: `text_${createHash('sha256').update(query.sql).digest('hex').slice(0, 32)}` };
}

/**
 * Runs a template with its placeholders' values as a prepared statement named after its text, so a PostgreSQL
 * server parses and plans it once per connection instead of at every run (PGlite runs it as before). A value
 * missing for a placeholder throws before anything is sent.
 */
export async function executeTemplate(
  db: Database,
  template: StatementTemplate,
  values: Record<string, unknown>,
): Promise<{ rows: Record<string, unknown>[] }> {
  const result: unknown = await db._.session
    .prepareQuery(template.query, undefined, template.name, false)
    .execute(values);
  return { rows: (result as { rows?: Record<string, unknown>[] }).rows ?? [] };
}

/**
 * Runs `statement` as `db.execute` does, but as a prepared statement named after its text (above). For a
 * large statement run often with new values: there the parse and plan took about twice as long as the run
 * itself. Each distinct text gets its own name, so statements whose text varies stay correct.
 */
export function executePrepared(db: Database, statement: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  return executeTemplate(db, statementTemplate(statement), {});
}
