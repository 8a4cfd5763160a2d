// No module may import, directly or through others, a module that imports it back. The same rule as
// import-x/no-cycle with `ignoreExternal` (type-only imports do not count, dynamic `import()` does), which
// walked the whole graph again for every import of every file: three quarters of a lint run. Here each file's
// imports are read once (TypeScript's parser and module resolution, each file under its nearest tsconfig.json)
// and kept while the file is unchanged on disk, so one walk per linted file is all that is left.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** @typedef {{ target: string, start: number, end: number }} ImportEdge */

/** The compiler options of each folder's nearest tsconfig.json (module resolution needs its `paths`, `types`…). */
const optionsByFolder = new Map();
/** Each tsconfig.json read once: reading one lists every file its `include` matches. */
const optionsByConfig = new Map();
const defaultOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
function compilerOptionsFor(folder) {
  const known = optionsByFolder.get(folder);
  if (known) return known;
  const configPath = ts.findConfigFile(folder, ts.sys.fileExists, 'tsconfig.json');
  let options = configPath ? optionsByConfig.get(configPath) : defaultOptions;
  if (!options) {
    const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} };
    options = ts.getParsedCommandLineOfConfigFile(configPath, {}, host)?.options ?? defaultOptions;
    optionsByConfig.set(configPath, options);
  }
  optionsByFolder.set(folder, options);
  return options;
}

const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (name) => name);

/**
 * The module a specifier names, when it is one of ours (not a package's, not a declaration file). Another
 * workspace's module counts, found by its package name: TypeScript calls it external, being reached through
 * node_modules, but it is ours and a way back may pass through it.
 */
function resolveOwn(specifier, fromFile) {
  const options = compilerOptionsFor(path.dirname(fromFile));
  const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, options, ts.sys, resolutionCache);
  if (!resolvedModule) return undefined;
  const file = resolvedModule.resolvedFileName;
  if (file.endsWith('.d.ts') || file.split(path.sep).includes('node_modules')) return undefined;
  return path.resolve(file);
}

const onlyTypes = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);

/** The imports of a file that load code: static and dynamic, re-exports included, type-only ones left out. */
function importsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** @type {ImportEdge[]} */
  const edges = [];
  const add = (literal, node) => {
    const target = resolveOwn(literal.text, file);
    if (!target) return;
    edges.push({ target, start: node.getStart(source), end: node.getEnd() });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          onlyTypes(clause.namedBindings.elements));
      if (!typeOnly) add(node.moduleSpecifier, node);
      return;
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause && ts.isNamedExports(node.exportClause) && onlyTypes(node.exportClause.elements));
      if (!typeOnly) add(node.moduleSpecifier, node);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0], node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** Each file's imports as last read, with the file's modification time and size then. */
const importsOnDisk = new Map();
function importsFromDisk(file) {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    importsOnDisk.delete(file);
    return [];
  }
  const known = importsOnDisk.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.edges;
  const edges = importsOf(file, readFileSync(file, 'utf8'));
  importsOnDisk.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, edges });
  return edges;
}

/**
 * A way from `start` back to `file` through code-loading imports, as the files passed, or undefined when none.
 * `deadEnds` holds the modules already walked in full from this file without finding it: skipped, and added to.
 */
function wayBack(start, file, deadEnds) {
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const seen = new Set([start]);
  const queue = [start];
  for (let at = 0; at < queue.length; at += 1) {
    const current = queue[at];
    for (const edge of importsFromDisk(current)) {
      if (edge.target === file) {
        const way = [current];
        for (let step = current; cameFrom.has(step);) {
          step = cameFrom.get(step);
          way.unshift(step);
        }
        return way;
      }
      if (seen.has(edge.target) || deadEnds.has(edge.target)) continue;
      seen.add(edge.target);
      cameFrom.set(edge.target, current);
      queue.push(edge.target);
    }
  }
  for (const module of seen) deadEnds.add(module);
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A module does not import, directly or through others, a module that imports it.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{way}}.' },
  },
  create(context) {
    if (context.physicalFilename === '<text>') return {};
    const file = path.resolve(context.physicalFilename);
    return {
      'Program:exit'() {
        // This file as it is being linted (an editor's unsaved text), the others as they are on disk.
        const edges = importsOf(file, context.sourceCode.text);
        const deadEnds = new Set();
        const reported = new Set();
        for (const edge of edges) {
          if (edge.target === file || reported.has(edge.target) || deadEnds.has(edge.target)) continue;
          const way = wayBack(edge.target, file, deadEnds);
          if (!way) continue;
          reported.add(edge.target);
          const shown = [file, ...way, file].map((each) => path.relative(context.cwd, each)).join(' → ');
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(edge.start),
              end: context.sourceCode.getLocFromIndex(edge.end),
            },
            messageId: 'cycle',
            data: { way: shown },
          });
        }
      },
    };
  },
};
