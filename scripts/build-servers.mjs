// `npm run build:servers`: bundles each service's entry points into plain JavaScript that `node` runs without
// tsx (backend/dist/*.mjs, assistance-service/dist/server.mjs), as the Docker image does. Our workspace
// packages (@store/contracts, @store/server-kit: TypeScript sources) are bundled in; npm packages stay
// imports, installed as production dependencies next to the bundles.
import { rmSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What is bundled: each workspace's entry points, by output name (`<workspace>/dist/<name>.mjs`). */
export const bundles = [
  {
    workspace: 'backend',
    entries: {
      server: 'src/server.ts',
      // For a container without tsx: `node backend/dist/create-admin.mjs --email … --name …`.
      'create-admin': 'src/modules/users/create-admin-cli.ts',
      seed: 'src/db/seed/seed-cli.ts',
    },
  },
  { workspace: 'assistance-service', entries: { server: 'src/server.ts' } },
];

const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const productionDependencies = Object.fromEntries(
  workspaces.map((workspace) => {
    const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
    return [workspace, new Set(Object.keys(manifest.dependencies ?? {}))];
  }),
);
const builtins = new Set(builtinModules);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Our own packages are TypeScript sources and are bundled; every other package stays an import. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@store/') ? undefined : { external: true },
    );
  },
};

/**
 * `import.meta.dirname` in a bundled file keeps meaning the folder its source file is in (`dist/../src/db`,
 * from the bundle's own folder), so what the code finds next to its sources (the migrations, the bill's fonts in
 * backend/assets, the SPA build in frontend/dist) is found from the bundle too, with no copies. The image keeps those files where the
 * repository has them.
 */
const sourceDirname = (outdir) => ({
  name: 'source-dirname',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const fromBundle = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      const contents = `import { join as __joinSourceDirname } from 'node:path';\n${source.replaceAll(
        'import.meta.dirname',
        `__joinSourceDirname(import.meta.dirname, ${JSON.stringify(fromBundle)})`,
      )}`;
      return { contents, loader: 'ts' };
    });
  },
});

/** Packages a bundle imports that the workspace owning the importing file does not list in `dependencies`. */
function undeclaredImports(metafile) {
  const problems = [];
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const workspace = input.split('/')[0];
    for (const { path: specifier, external } of imports) {
      // `<runtime>`: esbuild's own helpers, written into the bundle.
      if (!external || specifier === '<runtime>' || specifier.startsWith('node:') || builtins.has(specifier))
        continue;
      const name = packageName(specifier);
      if (!productionDependencies[workspace]?.has(name)) {
        problems.push(
          `${input} imports ${name}, which ${workspace}/package.json does not list in dependencies`,
        );
      }
    }
  }
  return problems;
}

/** Builds every bundle; returns the files written with their sizes. Throws on an undeclared dependency. */
export async function buildServers() {
  const written = [];
  const problems = [];
  for (const { workspace, entries } of bundles) {
    const outdir = path.join(root, workspace, 'dist');
    rmSync(outdir, { recursive: true, force: true });
    const result = await build({
      absWorkingDir: root,
      entryPoints: Object.fromEntries(
        Object.entries(entries).map(([name, entry]) => [name, path.join(workspace, entry)]),
      ),
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Readable stack traces without source maps; class and function names stay as written (logs show them).
      keepNames: true,
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'warning',
      plugins: [externalPackages, sourceDirname(outdir)],
    });
    problems.push(...undeclaredImports(result.metafile));
    for (const file of Object.keys(result.metafile.outputs)) {
      written.push({ file, bytes: statSync(path.join(root, file)).size });
    }
  }
  if (problems.length > 0) {
    throw new Error(`Undeclared production dependencies:\n  ${problems.join('\n  ')}`);
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const written = await buildServers();
  for (const { file, bytes } of written) {
    console.info(`  ${file.padEnd(40)} ${(bytes / 1024).toFixed(0).padStart(6)} KB`);
  }
  console.info(`[build:servers] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
