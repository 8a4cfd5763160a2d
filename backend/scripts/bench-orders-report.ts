// bench-orders' report as Markdown, the form `npm run bench` collects: its settings, then one row per case.
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
  contention: PhaseSummary & { ordersCreated: number; refusedOutOfStock: number; shelvesBelowZero: number };
}): string {
  const row = (name: string, phase: PhaseSummary, outcome: string) =>
    `| ${name} | ${phase.ordersPerSecond.toLocaleString('en')} | ${phase.answersPerSecond.toLocaleString('en')} | ` +
    `${phase.latencyMs.p50} / ${phase.latencyMs.p95} / ${phase.latencyMs.p99} | ${phase.serverCpuMsPerAnswer} | ${outcome} |`;
  const { spread, contention } = report;
  return [
    `${report.concurrentShoppers} shoppers × ${report.ordersPerShopper} orders; ${report.database}; ${report.machine}.`,
    '',
    '| case | orders/s | answers/s | p50 / p95 / p99 ms | API CPU ms per answer | outcome |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    row('spread', spread, `${spread.ordersCreated} of ${spread.ordersRequested} created`),
    row(
      'contention',
      contention,
      `${contention.ordersCreated} created, ${contention.refusedOutOfStock} × 409, ${contention.shelvesBelowZero} shelves below zero`,
    ),
  ].join('\n');
}
