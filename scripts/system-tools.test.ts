// The set-up step's decisions on every kind of machine, with a made-up machine: apt-get is never called.
import { describe, expect, it } from 'vitest';
import {
  ensureSystemTools,
  INSTALL_OPT_OUT,
  missingTools,
  planSetup,
  requireSystemTool,
  type MachineFacts,
  type MachineProbe,
} from './system-tools.mjs';

interface FakeMachine {
  files?: string[];
  commands?: Record<string, string>;
  users?: string[];
  env?: Record<string, string>;
  root?: boolean;
}

function fakeProbe(machine: FakeMachine): MachineProbe {
  return {
    env: (name) => machine.env?.[name],
    executable: (file) => (machine.files?.includes(file) ? file : undefined),
    command: (name) => machine.commands?.[name],
    userExists: (name) => machine.users?.includes(name) ?? false,
    isRoot: () => machine.root ?? false,
  };
}

const sinhalaFont = '/usr/share/fonts/truetype/noto/NotoSansSinhala-Regular.ttf';
const headlessShell = '/usr/bin/chromium-headless-shell';
const everything: FakeMachine = {
  files: ['/usr/bin/chromium', headlessShell, sinhalaFont],
  commands: { nginx: '/usr/sbin/nginx', initdb: '/usr/local/bin/initdb', pdftotext: '/usr/bin/pdftotext' },
  users: ['postgres'],
  root: true,
};
/** What a bare Debian machine installs, in the order of the tools that need them. */
const everyPackage = [
  'chromium',
  'fonts-dejavu-core',
  'chromium-headless-shell',
  'fonts-noto-core',
  'nginx',
  'poppler-utils',
];
const rootOnDebian: MachineFacts = { isRoot: true, isDebian: true, optedOut: false };

/** A machine where installing puts the given files and commands in place, and a log of what ran. */
function installingMachine(machine: FakeMachine) {
  const ran: string[][] = [];
  const run = (argv: readonly string[]) => {
    ran.push([...argv]);
    if (argv[0] === 'apt-get' && argv[1] === 'install') {
      if (argv.includes('chromium')) machine.files = [...(machine.files ?? []), '/usr/bin/chromium'];
      if (argv.includes('chromium-headless-shell')) machine.files = [...(machine.files ?? []), headlessShell];
      if (argv.includes('fonts-noto-core')) machine.files = [...(machine.files ?? []), sinhalaFont];
      if (argv.includes('nginx')) machine.commands = { ...machine.commands, nginx: '/usr/sbin/nginx' };
      if (argv.includes('poppler-utils'))
        machine.commands = { ...machine.commands, pdftotext: '/usr/bin/pdftotext' };
    }
    return 0;
  };
  return { ran, run };
}

describe('which tools are missing', () => {
  it('finds none on a machine that has everything', () => {
    expect(missingTools(fakeProbe(everything))).toEqual([]);
  });

  it('names Chromium and its headless shell, the Sinhala and Tamil fonts, nginx, the PostgreSQL binaries, (as root) the postgres user and Poppler on a bare machine', () => {
    expect(missingTools(fakeProbe({ root: true })).map((tool) => tool.id)).toEqual([
      'chromium',
      'chromium-headless-shell',
      'script-fonts',
      'nginx',
      'postgres-server',
      'postgres-user',
      'poppler',
    ]);
    // Not root: initdb runs as the caller, no system user is needed.
    expect(missingTools(fakeProbe({})).map((tool) => tool.id)).not.toContain('postgres-user');
  });

  it('honours CHROMIUM_PATH and CHROMIUM_SHELL_PATH, and needs the PostgreSQL binaries even with TEST_DATABASE_URL', () => {
    const probe = fakeProbe({
      files: ['/opt/chrome', '/opt/chrome-shell', sinhalaFont],
      commands: { nginx: '/usr/sbin/nginx', pdftotext: '/usr/bin/pdftotext' },
      env: {
        TEST_DATABASE_URL: 'postgres://db/test',
        CHROMIUM_PATH: '/opt/chrome',
        CHROMIUM_SHELL_PATH: '/opt/chrome-shell',
      },
    });
    // The *.postgres.test.ts files start and stop clusters of their own.
    expect(missingTools(probe).map((tool) => tool.id)).toEqual(['postgres-server']);
  });
});

describe('the plan', () => {
  const missing = missingTools(fakeProbe({ files: [], commands: { initdb: '/usr/bin/initdb' } }));

  it('is ready when nothing is missing', () => {
    expect(planSetup([], { isRoot: false, isDebian: false, optedOut: true })).toEqual({ action: 'ready' });
  });

  it('installs the missing packages as root on Debian', () => {
    expect(planSetup(missing, rootOnDebian)).toMatchObject({
      action: 'install',
      packages: everyPackage,
      commands: [],
    });
  });

  it.each([
    ['not root', { isRoot: false, isDebian: true, optedOut: false }, /not running as root/],
    ['not Debian', { isRoot: true, isDebian: false, optedOut: false }, /not a Debian-family machine/],
    ['opted out', { isRoot: true, isDebian: true, optedOut: true }, new RegExp(`${INSTALL_OPT_OUT} is set`)],
  ])('stops when %s, naming each tool, its lane and its install command', (_, facts, reason) => {
    const plan = planSetup(missing, facts);
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toMatch(reason);
    expect(message).toContain('Chromium, for the browser tests (e2e): apt-get install -y chromium');
    expect(message).toContain(
      "Chromium's headless shell, for the browser tests (e2e): apt-get install -y chromium-headless-shell",
    );
    expect(message).toContain('nginx, for the PostgreSQL lane');
    expect(message).toContain('apt-get install -y nginx');
    expect(message).toContain('Poppler (pdftotext, pdffonts, pdfinfo), for the backend tests');
    expect(message).toContain('apt-get install -y poppler-utils');
    expect(message).toContain('Sinhala and Tamil fonts (Noto), for the browser tests in Sinhala and Tamil');
    expect(message).toContain('apt-get install -y fonts-noto-core');
    expect(message).not.toContain('PostgreSQL server binaries');
  });
});

describe('ensureSystemTools', () => {
  it('runs apt-get update and install for what is missing, then finds the tools', () => {
    const machine: FakeMachine = { commands: { initdb: '/usr/bin/initdb' }, users: ['postgres'], root: true };
    const { ran, run } = installingMachine(machine);
    const result = ensureSystemTools({ probe: fakeProbe(machine), facts: rootOnDebian, run, log: () => {} });
    expect(result).toEqual({ ok: true });
    expect(ran).toEqual([
      ['apt-get', 'update', '-q'],
      ['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...everyPackage],
    ]);
  });

  it('creates the postgres system user as root when it is missing', () => {
    const machine: FakeMachine = { ...everything, users: [] };
    const { ran, run } = installingMachine(machine);
    ensureSystemTools({ probe: fakeProbe(machine), facts: rootOnDebian, run, log: () => {} });
    expect(ran).toEqual([
      ['useradd', '--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
    ]);
  });

  it('runs nothing and stops with the message when installing is opted out', () => {
    const machine: FakeMachine = { commands: { initdb: '/usr/bin/initdb' } };
    const { ran, run } = installingMachine(machine);
    const result = ensureSystemTools({
      probe: fakeProbe(machine),
      facts: { isRoot: true, isDebian: true, optedOut: true },
      run,
    });
    expect(ran).toEqual([]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/Chromium[\s\S]*nginx/);
  });

  it('stops naming the tools when the package archive cannot be reached', () => {
    const ran: string[][] = [];
    const result = ensureSystemTools({
      probe: fakeProbe({ commands: { initdb: '/usr/bin/initdb' } }),
      facts: rootOnDebian,
      run: (argv) => (ran.push([...argv]), 100),
      log: () => {},
    });
    expect(ran).toEqual([['apt-get', 'update', '-q']]);
    expect(!result.ok && result.message).toMatch(/package archive[\s\S]*Chromium[\s\S]*nginx/);
  });
});

describe('requireSystemTool (a lane on its own)', () => {
  it('gives the path, or fails with the same message as npm test', () => {
    expect(requireSystemTool('nginx', fakeProbe(everything))).toBe('/usr/sbin/nginx');
    expect(() => requireSystemTool('nginx', fakeProbe({}))).toThrow(
      /nginx, for the PostgreSQL lane[\s\S]*apt-get/,
    );
  });
});
