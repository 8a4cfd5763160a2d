// The system tools the test lanes use beyond Node: found before the first lane runs, and installed with
// apt-get on a Debian-family machine when `npm test` runs as root, so the README's two commands pass on a new
// machine. Where they cannot be installed (not root, not Debian, no package archive, or NO_SYSTEM_INSTALL
// set), `npm test` stops at once with one message naming each missing tool, the lane that needs it and the
// command that installs it; a lane started on its own fails with the same message (requireSystemTool).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** Set to 1 (a developer's laptop) and `npm test` never installs anything: it stops and says what to install. */
export const INSTALL_OPT_OUT = 'NO_SYSTEM_INSTALL';

const postgresVersions = ['17', '16', '15', '14'];

/**
 * Each tool: what it is, which lane needs it, how it is found, and how it is installed (Debian packages, or
 * a command run as root).
 * @type {readonly import('./system-tools.d.mts').SystemTool[]}
 */
export const SYSTEM_TOOLS = [
  {
    id: 'chromium',
    name: 'Chromium',
    lane: 'the browser tests (e2e)',
    packages: ['chromium', 'fonts-dejavu-core'],
    locate: (probe) => probe.executable(probe.env('CHROMIUM_PATH') ?? '/usr/bin/chromium'),
  },
  {
    id: 'chromium-headless-shell',
    name: "Chromium's headless shell",
    // The same Blink as Chromium without the desktop browser around it: the whole browser suite passed on both,
    // with about a quarter less CPU and a fifth less time on the shell (docs/development.md, "How long").
    // Chromium itself stays for the measurement scripts (Lighthouse, screenshots), whose figures it made.
    lane: 'the browser tests (e2e)',
    packages: ['chromium-headless-shell'],
    locate: (probe) =>
      probe.executable(probe.env('CHROMIUM_SHELL_PATH') ?? '/usr/bin/chromium-headless-shell'),
  },
  {
    id: 'script-fonts',
    name: 'Sinhala and Tamil fonts (Noto)',
    // Without them Chromium draws boxes, and the layout checks in those scripts measure the wrong widths.
    lane: 'the browser tests in Sinhala and Tamil (e2e/src/languages.e2e.test.ts)',
    packages: ['fonts-noto-core'],
    locate: (probe) => probe.executable('/usr/share/fonts/truetype/noto/NotoSansSinhala-Regular.ttf'),
  },
  {
    id: 'nginx',
    name: 'nginx',
    lane: 'the PostgreSQL lane (backend/src/proxy.postgres.test.ts runs docker/nginx.conf)',
    packages: ['nginx'],
    locate: (probe) => probe.command('nginx') ?? probe.executable('/usr/sbin/nginx'),
  },
  {
    id: 'postgres-server',
    name: 'PostgreSQL server binaries (initdb, pg_ctl)',
    // *.postgres.test.ts start and stop clusters of their own even when TEST_DATABASE_URL names a server.
    lane: 'the PostgreSQL lane (throwaway clusters)',
    packages: ['postgresql'],
    locate: (probe) => findPostgresTool(probe, 'initdb'),
  },
  {
    id: 'postgres-user',
    name: 'the postgres system user (initdb refuses to run as root)',
    lane: 'the PostgreSQL lane, run as root',
    command: ['useradd', '--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
    locate: (probe) => (!probe.isRoot() || probe.userExists('postgres') ? 'present' : undefined),
  },
  {
    id: 'poppler',
    name: 'Poppler (pdftotext, pdffonts, pdfinfo)',
    lane: 'the backend tests (backend/src/modules/orders/bill-pdf.test.ts reads the bill PDF back)',
    packages: ['poppler-utils'],
    // One package holds all three.
    locate: (probe) => probe.command('pdftotext'),
  },
];

/** initdb or pg_ctl: PG_BIN_DIR, then the PATH, then Debian's versioned folders. */
function findPostgresTool(probe, name) {
  const dir = probe.env('PG_BIN_DIR');
  return (
    (dir && probe.executable(`${dir}/${name}`)) ||
    probe.command(name) ||
    postgresVersions
      .map((version) => probe.executable(`/usr/lib/postgresql/${version}/bin/${name}`))
      .find(Boolean)
  );
}

/** The real machine: files, PATH, users, environment. */
export function machineProbe(env = process.env) {
  return {
    env: (name) => env[name] || undefined,
    executable: (file) => (existsSync(file) ? file : undefined),
    command: (name) => {
      const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
      return found || undefined;
    },
    userExists: (name) => spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0,
    isRoot: () => process.getuid?.() === 0,
  };
}

/** What the machine is, for deciding whether it can install: root, Debian family, opted out. */
export function machineFacts(env = process.env) {
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  return {
    isRoot: process.getuid?.() === 0,
    isDebian:
      /^(ID|ID_LIKE)=.*\bdebian\b/m.test(osRelease) &&
      spawnSync('sh', ['-c', 'command -v apt-get']).status === 0,
    optedOut: Boolean(env[INSTALL_OPT_OUT]) && env[INSTALL_OPT_OUT] !== '0',
  };
}

export function missingTools(probe, tools = SYSTEM_TOOLS) {
  return tools.filter((tool) => !tool.locate(probe));
}

function installCommand(tool) {
  return tool.packages ? `apt-get install -y ${tool.packages.join(' ')}` : tool.command.join(' ');
}

/** One message naming each missing tool, the lane that needs it and the command that installs it. */
export function missingToolsMessage(missing, reason) {
  return [
    `Missing system tools${reason ? ` (${reason})` : ''}:`,
    ...missing.map((tool) => `  - ${tool.name}, for ${tool.lane}: ${installCommand(tool)}`),
    `Install them as root and run again. \`npm test\` installs them itself when it runs as root on Debian, ` +
      `unless ${INSTALL_OPT_OUT}=1 is set.`,
  ].join('\n');
}

/**
 * The decision, with no side effects: nothing to do, install (the packages and commands), or stop (why).
 * @returns {import('./system-tools.d.mts').SetupPlan}
 */
export function planSetup(missing, facts) {
  if (missing.length === 0) return { action: 'ready' };
  const stop = (reason) => ({ action: 'stop', message: missingToolsMessage(missing, reason) });
  if (facts.optedOut) return stop(`${INSTALL_OPT_OUT} is set, so nothing is installed`);
  if (!facts.isDebian)
    return stop('this is not a Debian-family machine with apt-get, so they are not installed');
  if (!facts.isRoot) return stop('npm test is not running as root, so they are not installed');
  return {
    action: 'install',
    packages: [...new Set(missing.flatMap((tool) => tool.packages ?? []))],
    commands: missing.filter((tool) => tool.command).map((tool) => tool.command),
    reasons: missing.map((tool) => `${tool.name}, for ${tool.lane}`),
  };
}

/**
 * Finds the tools and installs what is missing where it can. `run` runs one command (argv) and returns its
 * exit status; the tests give it a recorder, so they never call apt-get.
 * @returns {{ ok: true } | { ok: false, message: string }}
 */
export function ensureSystemTools({ probe, facts, run, log = console.info }) {
  const plan = planSetup(missingTools(probe), facts);
  if (plan.action === 'ready') return { ok: true };
  if (plan.action === 'stop') return { ok: false, message: plan.message };
  log(`[setup] installing what the tests need:\n${plan.reasons.map((reason) => `  - ${reason}`).join('\n')}`);
  if (plan.packages.length > 0) {
    log(`[setup] apt-get install ${plan.packages.join(' ')}`);
    const installed =
      run(['apt-get', 'update', '-q']) === 0 &&
      run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...plan.packages]) === 0;
    if (!installed) {
      return {
        ok: false,
        message: missingToolsMessage(
          missingTools(probe),
          'apt-get could not install them: is a package archive reachable?',
        ),
      };
    }
  }
  for (const command of plan.commands) {
    log(`[setup] ${command.join(' ')}`);
    run(command);
  }
  const stillMissing = missingTools(probe);
  if (stillMissing.length > 0)
    return { ok: false, message: missingToolsMessage(stillMissing, 'they could not be installed') };
  return { ok: true };
}

/** For a lane started on its own: the tool's path, or an error with the same message as `npm test`'s. */
export function requireSystemTool(id, probe = machineProbe()) {
  const tool = SYSTEM_TOOLS.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`No system tool "${id}"`);
  const found = tool.locate(probe);
  if (!found) throw new Error(missingToolsMessage([tool], 'this lane cannot run without it'));
  return found;
}

/** Runs a command with its output shown; its exit status (1 when it could not start). */
export function runShown(argv) {
  const [command, ...args] = argv;
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status ?? 1;
}
