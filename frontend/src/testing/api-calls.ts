// The HTTP calls the SPA makes, read from its source: every call on one of the API clients of
// lib/api-client.ts, with its method and path, held to the operation table of the service that client
// calls (api-contract.ts, made from contracts/). A path is read from a string or template literal: a
// `${...}` that fills a whole segment is a path parameter, one that only adds the query string is
// dropped, and a path that cannot be read this way is reported rather than skipped, as is an HTTP call
// that does not go through the clients.
import ts from 'typescript';
import { apiContract, services, type Service } from './api-contract';

export interface ApiCall {
  service: Service;
  /** GET, POST... */
  method: string;
  /** The path with each parameter segment as {param}, without the query string. */
  path: string;
  /** file:line */
  where: string;
}

const clients: Readonly<Record<string, Service>> = { apiClient: 'main', assistClient: 'assistance' };
/** The modules that make the clients (api-client.ts) and send their requests (http-client.ts), by file name; the first by import too. */
const clientsFile = /(^|\/)lib\/(api|http)-client\.ts$/;
const clientsImport = /(^|\/)api-client$/;
const requestMethods = new Set(['get', 'post', 'put', 'delete', 'patch', 'head', 'options']);
const axiosRequests = new Set([...requestMethods, 'request', 'create']);

/** /api/product/:id → /api/product/{param}, as the calls are read. */
const normalised = (path: string) => path.replace(/:\w+/g, '{param}');

const operations: Readonly<Record<Service, ReadonlySet<string>>> = {
  main: new Set(Object.keys(apiContract.main).map(normalised)),
  assistance: new Set(Object.keys(apiContract.assistance).map(normalised)),
};

const unwritten = 'its path is not written out, so it cannot be held to the operation table';
const outside = "an HTTP call that does not go through lib/api-client.ts's clients";

/** `${...}` parts that only add a query string: '', '?a=b', `?${search}`, or a choice between those. */
function isQueryPart(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isQueryPart(node.expression);
  if (ts.isConditionalExpression(node)) return isQueryPart(node.whenTrue) && isQueryPart(node.whenFalse);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return node.text === '' || node.text.startsWith('?');
  }
  return ts.isTemplateExpression(node) && node.head.text.startsWith('?');
}

/** The path a call's first argument names, or null when it cannot be read from the source. */
function pathOf(node: ts.Expression | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return node.text.split('?')[0] ?? '';
  }
  if (!ts.isTemplateExpression(node)) return null;
  let path = node.head.text;
  for (const span of node.templateSpans) {
    if (path.includes('?')) break;
    const next = span.literal.text;
    if (path.endsWith('/') && /^([/?]|$)/.test(next)) path += `{param}${next}`;
    else if (next === '' && isQueryPart(span.expression)) break;
    else return null;
  }
  return path.split('?')[0] ?? '';
}

/** The calls on the API clients in `files` (name → source), and the HTTP calls that cannot be checked. */
export function readApiCalls(files: Readonly<Record<string, string>>): {
  calls: ApiCall[];
  unchecked: string[];
} {
  const calls: ApiCall[] = [];
  const unchecked: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    // Most files make no HTTP call at all: skip parsing them.
    if (!/Client|axios|fetch|XMLHttpRequest/.test(text)) continue;
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const isClientsModule = clientsFile.test(file);
    const where = (node: ts.Node) =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const snippet = (node: ts.Node) => node.getText(source).replace(/\s+/g, ' ').slice(0, 80);

    // The clients by their local names (an import may rename them).
    const local = new Map<string, Service>(isClientsModule ? Object.entries(clients) : []);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      if (!clientsImport.test(statement.moduleSpecifier.text)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        const service = clients[(element.propertyName ?? element.name).text];
        if (service) local.set(element.name.text, service);
      }
    }

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
          const object = callee.expression.text;
          const member = callee.name.text;
          const service = local.get(object);
          const path = service && requestMethods.has(member) ? pathOf(node.arguments[0]) : null;
          if (service && path !== null) {
            calls.push({ service, method: member.toUpperCase(), path, where: where(node) });
          } else if (service && (requestMethods.has(member) || member === 'request')) {
            unchecked.push(`${where(node)}: ${snippet(node)}: ${unwritten}`);
          } else if (object === 'axios' && axiosRequests.has(member) && !isClientsModule) {
            unchecked.push(`${where(node)}: ${snippet(node)}: ${outside}`);
          } else if (['window', 'globalThis', 'self'].includes(object) && member === 'fetch') {
            unchecked.push(`${where(node)}: ${snippet(node)}: ${outside}`);
          }
        } else if (ts.isIdentifier(callee) && local.has(callee.text)) {
          unchecked.push(`${where(node)}: ${snippet(node)}: ${unwritten}`);
        } else if (ts.isIdentifier(callee) && callee.text === 'fetch' && !isClientsModule) {
          unchecked.push(`${where(node)}: ${snippet(node)}: ${outside}`);
        }
      } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        if (node.expression.text === 'XMLHttpRequest' && !isClientsModule) {
          unchecked.push(`${where(node)}: ${snippet(node)}: ${outside}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { calls, unchecked };
}

/**
 * Every call in `files` that the services' operation tables do not have, or that cannot be checked
 * against them, one line each; empty when the SPA calls only operations the servers serve.
 */
export function callsOffTheTable(files: Readonly<Record<string, string>>): string[] {
  const { calls, unchecked } = readApiCalls(files);
  const missing = calls
    .filter((call) => !operations[call.service].has(`${call.method} ${call.path}`))
    .map(({ service, method, path, where }) => {
      const { name, table } = services[service];
      return `${where}: ${method} ${path} is not an operation of ${name} (${table})`;
    });
  return [...missing, ...unchecked];
}
