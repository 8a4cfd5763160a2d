// Types of system-tools.mjs, for the TypeScript tests and lanes that import it.
export interface MachineProbe {
  env(name: string): string | undefined;
  executable(file: string): string | undefined;
  command(name: string): string | undefined;
  userExists(name: string): boolean;
  isRoot(): boolean;
}

export interface MachineFacts {
  isRoot: boolean;
  isDebian: boolean;
  optedOut: boolean;
}

export interface SystemTool {
  id: string;
  name: string;
  lane: string;
  packages?: readonly string[];
  command?: readonly string[];
  locate(probe: MachineProbe): string | undefined;
}

export type SetupPlan =
  | { action: 'ready' }
  | { action: 'stop'; message: string }
  | { action: 'install'; packages: string[]; commands: (readonly string[])[]; reasons: string[] };

export const INSTALL_OPT_OUT: string;
export const SYSTEM_TOOLS: readonly SystemTool[];
export function machineProbe(env?: NodeJS.ProcessEnv): MachineProbe;
export function machineFacts(env?: NodeJS.ProcessEnv): MachineFacts;
export function missingTools(probe: MachineProbe, tools?: readonly SystemTool[]): SystemTool[];
export function missingToolsMessage(missing: readonly SystemTool[], reason?: string): string;
export function planSetup(missing: readonly SystemTool[], facts: MachineFacts): SetupPlan;
export function ensureSystemTools(options: {
  probe: MachineProbe;
  facts: MachineFacts;
  run: (argv: readonly string[]) => number;
  log?: (line: string) => void;
}): { ok: true } | { ok: false; message: string };
export function requireSystemTool(id: string, probe?: MachineProbe): string;
export function runShown(argv: readonly string[]): number;
