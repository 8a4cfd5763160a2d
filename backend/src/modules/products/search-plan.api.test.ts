// How PostgreSQL plans a search's page and count as the repository prepares them. A prepared statement runs
// on a generic plan from its sixth execution on, where the search's values are parameters: a tsquery made
// from a parameter inside the match or the rank is then made again for every matching row (four times the
// time of a common word's page at 100,000 products). Each must be made once, in an InitPlan.
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRequest } from '../../testing/catalogue-search';
import { startTestBackend, type TestBackend } from '../../testing/test-backend';
import { listStatements, type ProductListRequest, type SearchMode } from './product-list-queries';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend.close();
});

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
  [field: string]: unknown;
}

/** Every expression of the plan outside its InitPlans (conditions, filters, sort keys, outputs). */
function expressionsOutsideInitPlans(node: PlanNode): string[] {
  if (node['Parent Relationship'] === 'InitPlan') return [];
  const own = Object.entries(node)
    .filter(([field]) => field !== 'Plans')
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string');
  return [...own, ...(node.Plans ?? []).flatMap(expressionsOutsideInitPlans)];
}

/** The generic plan of a statement, as PostgreSQL runs a prepared statement once it stops re-planning. */
async function genericPlan(statement: SQL, values: Record<string, unknown>): Promise<PlanNode> {
  const { db } = backend.container.database;
  const query = new PgDialect().sqlToQuery(statement);
  const parameters = fillPlaceholders(query.params, values);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare search_plan_probe as ${query.sql}`));
    try {
      const literals = parameters.map((value) => literal(value)).join(', ');
      const explained = await tx.execute(
        sql.raw(`explain (verbose, format json) execute search_plan_probe(${literals})`),
      );
      const [row] = (explained as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows;
      const document = row?.['QUERY PLAN'];
      const [plan] = (typeof document === 'string' ? JSON.parse(document) : document) as {
        Plan: PlanNode;
      }[];
      if (!plan) throw new Error('EXPLAIN gave no plan');
      return plan.Plan;
    } finally {
      await tx.execute(sql`deallocate search_plan_probe`);
    }
  });
}

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]::text[]`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

const request = (language: ProductListRequest['language']): ProductListRequest =>
  listRequest({ search: 'hoodie', language });

const cases: { label: string; search: SearchMode; language: ProductListRequest['language'] }[] = [
  { label: 'typed, in English', search: 'typed', language: 'en' },
  { label: 'resembling words, in English', search: 'similar', language: 'en' },
  { label: 'typed, in Sinhala (English and Sinhala text)', search: 'typed', language: 'si' },
  { label: 'resembling words, in Tamil', search: 'similar', language: 'ta' },
];

describe('a search on a prepared statement’s generic plan', () => {
  for (const { label, search, language } of cases) {
    it(`makes its tsquery once per statement, not per row (${label})`, async () => {
      const statements = listStatements(
        backend.container.database.db,
        request(language),
        search,
        search === 'similar' ? 'hoodi' : undefined,
      );
      for (const statement of [statements.page, statements.count]) {
        const plan = await genericPlan(statement, statements.values);
        const perRow = expressionsOutsideInitPlans(plan).filter((expression) =>
          expression.includes('to_tsquery('),
        );
        expect(perRow).toEqual([]);
      }
    });
  }
});
