// bench-orders' report as Markdown, the form `npm run bench` collects: its settings, then one row per case.
import type { ReadSummary } from './bench-readers';

export interface PhaseSummary {
  ordersPerSecond: number;
  answersPerSecond: number;
  serverCpuMsPerAnswer: number;
  latencyMs: { p50: number; p95: number; p99: number };
}

/** The report as the Markdown `npm run bench` collects: the settings, then one row per case. */
export function markdownReport(report: {
  machine: string;
  database: string;
  concurrentShoppers: number;
  ordersPerShopper: number;
  spread: PhaseSummary & { ordersRequested: number; ordersCreated: number };
  spreadWithReaders?: PhaseSummary & { ordersRequested: number; ordersCreated: number; reads: ReadSummary };
  contention: PhaseSummary & { ordersCreated: number; refusedOutOfStock: number; shelvesBelowZero: number };
}): string {
  const row = (name: string, phase: PhaseSummary, outcome: string) =>
    `| ${name} | ${phase.ordersPerSecond.toLocaleString('en')} | ${phase.answersPerSecond.toLocaleString('en')} | ` +
    `${phase.latencyMs.p50} / ${phase.latencyMs.p95} / ${phase.latencyMs.p99} | ${phase.serverCpuMsPerAnswer} | ${outcome} |`;
  const { spread, spreadWithReaders: withReaders, contention } = report;
  const readers = withReaders
    ? [
        row(
          `spread, ${withReaders.reads.readers} readers beside`,
          withReaders,
          `${withReaders.ordersCreated} of ${withReaders.ordersRequested} created`,
        ),
      ]
    : [];
  const readsLine = withReaders
    ? [
        '',
        `Beside the orders, ${withReaders.reads.readers} anonymous readers (the collection's pages and every product's page, ` +
          `asked as a browser asks): ${withReaders.reads.readsPerSecond.toLocaleString('en')} reads/s, p50 / p99 ` +
          `${withReaders.reads.latencyMs.p50} / ${withReaders.reads.latencyMs.p99} ms, ` +
          `${(withReaders.reads.cacheHitShare * 100).toFixed(1)} % answered from the catalogue cache.`,
      ]
    : [];
  return [
    `${report.concurrentShoppers} shoppers × ${report.ordersPerShopper} orders; ${report.database}; ${report.machine}.`,
    '',
    '| case | orders/s | answers/s | p50 / p95 / p99 ms | API CPU ms per answer | outcome |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    row('spread', spread, `${spread.ordersCreated} of ${spread.ordersRequested} created`),
    ...readers,
    row(
      'contention',
      contention,
      `${contention.ordersCreated} created, ${contention.refusedOutOfStock} × 409, ${contention.shelvesBelowZero} shelves below zero`,
    ),
    ...readsLine,
  ].join('\n');
}
