// Types of test-run.mjs, for its test.
import type { CheckCommand } from './test-steps.mjs';

export interface TestStep {
  label: string;
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  report?: string;
  beside?: readonly CheckCommand[];
}

export function closingLine(totals: { passed: number; failed: number; skipped: number }): string;

export function runSteps(
  stepsFor: (reports: string) => readonly TestStep[],
  options: { cwd: string; started?: number },
): Promise<number>;
