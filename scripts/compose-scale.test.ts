// The scaled-out deployment (docker-compose.scale.yml + docker/nginx.conf) cannot run here (no Docker
// engine), so its shape is checked instead: the services and their ports, settings the services really read
// (the README's tables), one database per service shared by its instances, and a proxy with sticky upstreams
// that passes websockets through.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
  healthcheck?: { test?: string[] };
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

// Compose applies YAML merge keys (`<<: *anchor`); so does the parser here.
const compose = (file: string) => parse(read(file), { merge: true }) as ComposeFile;
const scaled = compose('docker-compose.scale.yml');
const single = compose('docker-compose.yml');
const nginx = read('docker/nginx.conf');
const readme = read('README.md');

/** Where settings are documented: the README's glance table and the full tables of the docs. */
const settingsDocs = [readme, read('docs/configuration.md'), read('docs/operations.md')];

/** Every variable named in the first column of a table in the README or the settings docs. */
function documentedSettings(): Set<string> {
  const names = settingsDocs
    .join('\n')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ''),
    );
  return new Set(names);
}

const service = (name: string): ComposeService => {
  const found = scaled.services[name];
  if (!found) throw new Error(`docker-compose.scale.yml has no service ${name}`);
  return found;
};
const env = (name: string) => service(name).environment ?? {};
/** The port in a URL, or its scheme's default. */
const portOf = (url: string) => new URL(url.replace(/\$\{[A-Z_]+:-([^}]+)\}/, '$1')).port || '80';

describe('docker-compose.scale.yml', () => {
  it('runs PostgreSQL, two instances of each service and a proxy', () => {
    expect(Object.keys(scaled.services).sort()).toEqual(
      ['assistance-1', 'assistance-2', 'backend-1', 'backend-2', 'db', 'proxy'].sort(),
    );
    expect(service('db').image).toMatch(/^postgres:\d+/);
    expect(service('proxy').image).toMatch(/^nginx:/);
  });

  it('starts the instances exactly like the single deployment starts each service', () => {
    for (const name of ['backend-1', 'backend-2'])
      expect(service(name).command).toEqual(single.services.backend?.command);
    for (const name of ['assistance-1', 'assistance-2'])
      expect(service(name).command).toEqual(single.services.assistance?.command);
  });

  it('puts the instances of a service on one PostgreSQL database, each service on its own', () => {
    const backendDb = env('backend-1').DATABASE_URL;
    const assistanceDb = env('assistance-1').ASSIST_DATABASE_URL;
    expect(backendDb).toMatch(/^postgres:\/\/[^@]+@db:5432\/\w+$/);
    expect(assistanceDb).toMatch(/^postgres:\/\/[^@]+@db:5432\/\w+$/);
    expect(env('backend-2').DATABASE_URL).toBe(backendDb);
    expect(env('assistance-2').ASSIST_DATABASE_URL).toBe(assistanceDb);
    expect(new URL(backendDb ?? '').pathname).not.toBe(new URL(assistanceDb ?? '').pathname);
    // The assistance database is created by the init script mounted into the db service.
    expect(read('docker/postgres-init.sql')).toContain(
      `CREATE DATABASE ${new URL(assistanceDb ?? '').pathname.slice(1)}`,
    );
    expect(service('db').volumes).toContain(
      './docker/postgres-init.sql:/docker-entrypoint-initdb.d/01-assistance.sql:ro',
    );
  });

  it('gives every instance the same secret and shared uploads', () => {
    const secrets = ['backend-1', 'backend-2', 'assistance-1', 'assistance-2'].map(
      (name) => env(name).JWT_SECRET,
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^\$\{JWT_SECRET:\?/);
    for (const name of ['backend-1', 'backend-2', 'assistance-1', 'assistance-2']) {
      expect(service(name).volumes).toContain('uploads:/data');
      expect(env(name).DATA_DIR).toBe('/data');
    }
  });

  it('sets only settings the docs document', () => {
    const documented = documentedSettings();
    expect(documented.size).toBeGreaterThan(20);
    for (const [name, definition] of Object.entries({ ...scaled.services, ...single.services })) {
      if (name === 'db' || name === 'proxy') continue;
      for (const variable of Object.keys(definition.environment ?? {}))
        expect(documented, `${name}: ${variable} is not in the documented settings`).toContain(variable);
    }
  });

  it('publishes only the proxy, on the ports the public URLs name', () => {
    expect(service('proxy').ports?.sort()).toEqual(['8080:8080', '8081:8081']);
    for (const name of ['backend-1', 'backend-2', 'assistance-1', 'assistance-2'])
      expect(service(name).ports).toBeUndefined();
    expect(portOf(env('backend-1').PUBLIC_URL ?? '')).toBe('8080');
    expect(portOf(env('backend-1').API_PUBLIC_URL ?? '')).toBe('8080');
    expect(portOf(env('backend-1').ASSIST_PUBLIC_URL ?? '')).toBe('8081');
    expect(portOf(env('assistance-1').ASSIST_PUBLIC_URL ?? '')).toBe('8081');
    expect(env('assistance-1').BACKEND_URL).toBe('http://proxy:8080');
    expect(service('backend-1').expose).toEqual(['4000']);
    expect(service('assistance-1').expose).toEqual(['4100']);
  });

  it('trusts the proxy for client addresses and checks each instance through its probe (/readyz on the main API, /healthz on the assistance service)', () => {
    for (const name of ['backend-1', 'backend-2', 'assistance-1', 'assistance-2']) {
      expect(env(name).TRUST_PROXY).toBe('uniquelocal');
      const port = service(name).expose?.[0];
      const probe = name.startsWith('backend') ? '/readyz' : '/healthz';
      expect(service(name).healthcheck?.test?.join(' ')).toContain(`http://localhost:${port}${probe}`);
    }
  });

  it('mounts docker/nginx.conf into the proxy and waits for every instance', () => {
    expect(service('proxy').volumes).toContain('./docker/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(service('proxy').depends_on).toEqual(['backend-1', 'backend-2', 'assistance-1', 'assistance-2']);
  });
});

describe('docker/nginx.conf', () => {
  /** The body of `upstream <name> { … }`. */
  const upstream = (name: string) => nginx.match(new RegExp(`upstream ${name} \\{([^}]*)\\}`))?.[1] ?? '';

  it('balances each service over both instances, sticky per client address', () => {
    for (const [name, port, instances] of [
      ['backend', '4000', ['backend-1', 'backend-2']],
      ['assistance', '4100', ['assistance-1', 'assistance-2']],
    ] as const) {
      const body = upstream(name);
      expect(body, `upstream ${name}`).toMatch(/^\s*ip_hash;/m);
      for (const instance of instances) {
        expect(scaled.services[instance]).toBeDefined();
        expect(body).toMatch(new RegExp(`server ${instance}:${port}\\b`));
      }
    }
  });

  it('listens on the published ports and sends each to its service', () => {
    const servers = [...nginx.matchAll(/listen (\d+);\s*location \/ \{\s*proxy_pass http:\/\/(\w+);/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(servers).toEqual([
      ['8080', 'backend'],
      ['8081', 'assistance'],
    ]);
  });

  it('passes websockets through', () => {
    expect(nginx).toMatch(/map \$http_upgrade \$connection_upgrade \{[^}]*default upgrade;/);
    expect(nginx).toContain('proxy_http_version 1.1;');
    expect(nginx).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(nginx).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    // Longer than socket.io's 25 s ping interval, so idle sockets stay open.
    expect(Number(nginx.match(/proxy_read_timeout (\d+)s;/)?.[1])).toBeGreaterThan(25);
  });
});

describe('README', () => {
  it('documents the command that starts the scaled-out store', () => {
    expect(readme).toContain('docker compose -f docker-compose.scale.yml up --build');
  });
});
