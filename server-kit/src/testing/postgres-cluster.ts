// Starts a throwaway PostgreSQL cluster for the "postgres" test lane, using the server binaries on the
// machine. initdb refuses to run as root, so as root the cluster runs as the `postgres` system user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface PostgresCluster {
  url: string;
  stop(): void;
  /** Stops the server but keeps its data (`pg_ctl stop -m fast`: sessions are ended, as in a restart). */
  stopServer(): void;
  /** Starts the server again on the same port and data, and waits until it accepts connections. */
  startServer(): void;
}

export function findPostgresBinary(name: 'initdb' | 'pg_ctl'): string | undefined {
  const candidates = [
    ...(process.env.PG_BIN_DIR ? [path.join(process.env.PG_BIN_DIR, name)] : []),
    ...spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean),
    ...['17', '16', '15', '14'].map((version) => `/usr/lib/postgresql/${version}/bin/${name}`),
  ];
  return candidates.find((candidate) => spawnSync(candidate, ['--version']).status === 0);
}

export interface ClusterOptions {
  /**
   * PostgreSQL's own defaults (fsync, synchronous_commit and full_page_writes on): a commit is on disk when
   * it is answered, as in production. Benchmarks run this way. Without it (the tests), those three are off:
   * a throwaway cluster has nothing to lose and the tests run faster.
   */
  durable?: boolean;
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const initdb = findPostgresBinary('initdb');
  const pgCtl = findPostgresBinary('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) were not found');

  const root = mkdtempSync(path.join(tmpdir(), 'store-pg-'));
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: 'pipe', cwd: root });
  };
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(root, uid, gid);
    chmodSync(root, 0o700);
  }
  run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const isRunning = () => {
    const args = ['-D', dataDir, 'status'];
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', pgCtl, ...args]] : [pgCtl, args];
    return spawnSync(file, argv, { cwd: root }).status === 0;
  };
  const startServer = () =>
    run(pgCtl, [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 ${options.durable ? '' : throwawaySettings} -c max_connections=200`,
      'start',
    ]);
  startServer();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopServer: () => run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    startServer,
    stop: () => {
      try {
        // A test may have stopped the server already (stopServer); the data goes either way.
        if (isRunning()) run(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

const throwawaySettings = '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';

function postgresUser(): { uid: number; gid: number } {
  const [uid, gid] = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim().split(' ');
  const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
  return { uid: Number(uid), gid: Number(gid ?? group) };
}
