// axe-core on the current page with the WCAG 2.0/2.1/2.2 A and AA rules; a failure lists every violation
// with its rule, impact, help text and the offending elements, so the report reads without a debugger.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { settle } from './flows';

// axe-core's own types, taken from the builder so e2e does not depend on axe-core directly.
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

export async function axeViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    // Only violations are reported, so axe need not collect the details of every passing node.
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself instead of runPartial per frame + finishRun in a new blank page: the store
    // has no cross-origin frames, and this halves the time of an audit.
    .setLegacyMode(true)
    .analyze();
  return results.violations;
}

/**
 * Lets the page settle, audits it, and fails with a readable list when axe finds any WCAG A/AA violation;
 * the full results are attached to the test's report.
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
    `axe found ${violations.length} WCAG violation${violations.length === 1 ? '' : 's'} on ${label} (${page.url()}):\n${describeViolations(violations)}`,
  ).toEqual([]);
}
