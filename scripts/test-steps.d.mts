// Types of test-steps.mjs, for its test.
export interface CheckCommand {
  label: string;
  command: string;
  args: readonly string[];
}

export interface CheckResult {
  label: string;
  status: number;
  seconds: string;
  output: string;
}

export const lowestPriority: readonly string[];

export function startChecks(
  commands: readonly CheckCommand[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; onFailure?: (check: CheckResult) => void },
): Promise<CheckResult>[];

export function runStep(
  step: { command: string; args: readonly string[]; env?: NodeJS.ProcessEnv },
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<number>;

export function outcome(
  step: { label: string },
  stepStatus: number,
  checks: readonly CheckResult[],
): { failed: string[]; failedChecks: number; exitStatus: number };

export function makeTestTemporaryFolder(parent: string): string;

export function leftBehind(folder: string): CheckResult;

export function stopRunning(signal: NodeJS.Signals): void;

export function processesUsing(folder: string): { pid: number; command: string }[];

export function stillRunning(folder: string, graceMs?: number, afterStop?: boolean): Promise<CheckResult>;
