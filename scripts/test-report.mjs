// Counts the tests of one lane from its JSON report (vitest's or Playwright's) for `npm test`'s closing line.
// A test file that fails to load, or throws in its setup before any test fails, counts as one failed test:
// its tests never ran, and a red run must never close on "0 failed".

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/** @returns {Counts} */
export function countReport(report) {
  if (report.stats) return countPlaywright(report);
  return countVitest(report);
}

/** vitest's JSON report (Jest's shape): per file, a status and the results of its tests. */
function countVitest(report) {
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  for (const file of report.testResults ?? []) {
    const anyTestFailed = (file.assertionResults ?? []).some((test) => test.status === 'failed');
    if (file.status === 'failed' && !anyTestFailed) counts.failed += 1;
  }
  // A run that failed before any file reported (a global setup that threw) has no file to blame.
  if (report.success === false && counts.failed === 0) counts.failed = 1;
  return counts;
}

/**
 * Playwright's JSON report: expected = passed, unexpected = failed, flaky = passed on a retry (retries are
 * off). `errors` holds what failed outside any test: a file that threw while loading, a global setup.
 */
function countPlaywright(report) {
  const { stats } = report;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
  };
}
