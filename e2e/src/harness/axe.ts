// axe-core on the current page: every WCAG 2.0/2.1/2.2 A and AA rule and axe's best practices; a failure lists
// every violation with its rule, impact, help text and the offending elements, so the report reads without a
// debugger.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { settle } from './flows';

/**
 * The rules each audit runs, named by tag. Named rather than left to axe's defaults: those leave out
 * `target-size` (WCAG 2.2's 2.5.8, 24 px targets), which a shopper with a tremor or a screen magnifier needs.
 */
export const auditedTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const auditOptions: RunOptions = {
  runOnly: { type: 'tag', values: auditedTags },
  // Only violations are reported, so axe need not collect the details of every passing node.
  resultTypes: ['violations'],
};

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map(
          (node) =>
            `      - ${node.target.join(' ')}\n        ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
        )
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n      … and ${violation.nodes.length - 8} more` : '';
      return `  • ${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Runs axe in the page itself. axe is put into a document once and kept for its later audits (a page that
 * switches display modes in place is audited several times); @axe-core/playwright's builder sent its 650 KB
 * twice per audit, about a third of an audit's time. The store has no frames, so there is nothing else to
 * put it into.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
      ).axe.run(document, options),
    auditOptions,
  );
  return results.violations;
}

/**
 * Lets the page settle, audits it, and fails with a readable list when axe finds any violation; the full
 * results are attached to the test's report.
 */
export async function expectNoAxeViolations(page: Page, label: string, testInfo?: TestInfo): Promise<void> {
  await settle(page);
  const violations = await axeViolations(page);
  if (violations.length > 0 && testInfo) {
    await testInfo.attach(`axe violations on ${label}`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(
    violations.map((violation) => violation.id),
    `axe found ${violations.length} violation${violations.length === 1 ? '' : 's'} on ${label} (${page.url()}):\n${describeViolations(violations)}`,
  ).toEqual([]);
}
