// The hostile input sweep: every operation of a service's OpenAPI document, as every kind of caller, gets a
// valid request made from its schemas and then each of its parts (field, whole body, path and query
// parameter, header) replaced in turn by each hostile value (each sent once to a caller the operation admits
// and once to one it refuses: dealingOf), plus fast-check's random variants for every caller, over real
// HTTP. An operation added to the document is swept without anyone listing it. A problem is a 5xx the
// document does not list, an error answer that is not `{ success: false, message }`, a non-JSON answer the
// document does not list, an answer the document does not allow, a lost connection, a polluted
// Object.prototype, or /healthz no longer answering 200.
import fc from 'fast-check';
import type { OpenApiDocument } from '../openapi';
import { answerChecker, type AnswerChecker } from './openapi-check';
import { arbitraryOf, type JsonSchema, type KnownValues } from './json-schema-arbitrary';
import {
  describeValue,
  HOSTILE_VALUES,
  hostileArbitrary,
  MALFORMED_ESCAPES,
  POLLUTION_MARK,
  RAW_BODIES,
  RAW_MULTIPART,
  RAW_QUERIES,
} from './hostile-values';
import {
  operationsOf,
  targetName,
  wireRequest,
  type Param,
  type RequestInput,
  type SweepCase,
  type SweepOperation,
  type Target,
} from './hostile-requests';
import { rawClient, type Reply, type WireRequest } from './raw-http-client';

export interface SweepIdentity {
  /** "anonymous visitor", "shopper"... as failure messages name it. */
  name: string;
  /** The headers that make a request this caller's (e.g. Authorization). */
  headers: Record<string, string>;
}

export interface SweepOptions {
  document: OpenApiDocument;
  /** Where the service listens (a real HTTP server), e.g. http://127.0.0.1:4000. */
  baseUrl: string;
  identities: readonly SweepIdentity[];
  known?: KnownValues;
  /** fast-check's seed: the same seed sends the same requests. */
  seed: number;
  /** fast-check's random cases per operation and identity, after the fixed list. */
  randomRuns: number;
  /** GET /healthz after this many requests (and at the end). */
  healthEvery?: number;
}

export interface SweepReport {
  /** Every operation of the document ("GET /api/x"). */
  operations: string[];
  /** The operations that answered at least once, as the document names them. */
  answered: string[];
  requests: number;
  ms: number;
  /** How often each operation answered each status. */
  statuses: Record<string, Record<number, number>>;
  /** One line per problem: operation, caller, input, what went wrong. */
  failures: string[];
}

const polluted = () => POLLUTION_MARK in Object.prototype;

/** Every body field, one level into objects and the first item of arrays (random runs only go deeper). */
function fieldPaths(schema: JsonSchema | undefined, prefix: string[] = [], deep = true): string[][] {
  const properties = Object.entries((schema?.properties ?? {}) as Record<string, JsonSchema>);
  return properties.flatMap(([key, child]) => {
    const path = [...prefix, key];
    if (!deep) return [path];
    const items = child.type === 'array' ? (child.items as JsonSchema | undefined) : undefined;
    const inner = items ? fieldPaths(items, [...path, '0'], false) : fieldPaths(child, path, false);
    return [path, ...inner];
  });
}

function targetsOf(operation: SweepOperation, deep: boolean): Target[] {
  const named = (where: 'path' | 'query' | 'header', list: Param[]) =>
    list.map(({ name }): Target => ({ where, name }));
  const fields = fieldPaths(operation.body?.schema, [], deep).map((field): Target => ({
    where: 'field',
    field,
  }));
  return [
    ...named('path', operation.path),
    ...named('query', operation.query),
    ...named('header', operation.headers),
    ...(operation.body || operation.method !== 'get' ? [{ where: 'body' } as const] : []),
    ...fields,
  ];
}

/** The fixed list: each target × each hostile value, then the raw requests. */
function fixedCases(operation: SweepOperation, input: RequestInput): SweepCase[] {
  const cases: SweepCase[] = [{ input }];
  for (const target of targetsOf(operation, false)) {
    const urlPart = target.where === 'path' || target.where === 'query';
    const values = urlPart
      ? [...HOSTILE_VALUES.filter((each) => !each.bodyOnly), ...MALFORMED_ESCAPES]
      : HOSTILE_VALUES;
    for (const hostile of values) cases.push({ input, target, hostile });
  }
  const raws = [
    ...RAW_QUERIES,
    ...(operation.body || operation.method !== 'get' ? RAW_BODIES : []),
    ...(operation.body?.contentType.startsWith('multipart/') ? RAW_MULTIPART : []),
  ];
  for (const raw of raws) cases.push({ input, target: { where: 'raw', raw } });
  if (operation.body?.contentType.startsWith('multipart/')) cases.push({ input, target: { where: 'json' } });
  return cases;
}

function validInput(operation: SweepOperation, known: KnownValues): fc.Arbitrary<RequestInput> {
  // An empty path segment is another route, never a valid parameter.
  const segment = (schema: JsonSchema) => ({
    ...schema,
    minLength: Math.max(1, Number(schema.minLength ?? 0)),
  });
  const params = (list: Param[], inPath = false) =>
    fc.record(
      Object.fromEntries(
        list.map((param) => [
          param.name,
          arbitraryOf(inPath ? segment(param.schema) : param.schema, known, param.name),
        ]),
      ),
      { requiredKeys: list.filter((param) => param.required).map((param) => param.name) },
    );
  const body = operation.body ? arbitraryOf(operation.body.schema, known) : fc.constant(undefined);
  return fc.record({
    path: params(operation.path, true),
    query: params(operation.query),
    headers: params(operation.headers),
    body: operation.body && !operation.body.required ? fc.option(body, { nil: undefined }) : body,
  });
}

function describeCase({ input, target, hostile }: SweepCase): string {
  if (!target) return `a valid request ${describeValue(input, 160)}`;
  if (!hostile) return targetName(target);
  return `${targetName(target)} = ${hostile.label} ${describeValue(hostile.value)}`;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** What is wrong with one answer (empty when nothing is). */
function problemsOf(
  operation: SweepOperation,
  wire: WireRequest,
  reply: Reply,
  checker: AnswerChecker,
): string[] {
  if ('lost' in reply) return [`the connection was lost (${reply.lost})`];
  const { status, contentType, text } = reply;
  const shown = describeValue(text, 200);
  if (status >= 500 && !operation.statuses.has(status)) return [`answered ${status}: ${shown}`];
  const media = contentType.split(';')[0]?.trim() ?? '';
  const body = media === 'application/json' ? parsed(text) : text;
  if (status >= 400) {
    if (media !== 'application/json') {
      return operation.mediaTypes.has(media)
        ? []
        : [`answered ${status} as "${media || 'nothing'}", not JSON: ${shown}`];
    }
    const shaped = typeof body === 'object' && body !== null && 'success' in body && body.success === false;
    if (!shaped || !('message' in body) || typeof body.message !== 'string') {
      return [`answered ${status} without { success: false, message }: ${shown}`];
    }
  }
  const path = wire.path.split('?', 1)[0] ?? '';
  return checker
    .problems({ method: wire.method, path, status, contentType, body })
    .filter((problem) => !problem.endsWith('is not a documented operation'));
}

/**
 * Which caller gets which case of an operation's fixed list (the valid request, case 0, goes to everyone).
 * Each case goes once to a caller the operation admits, where it reaches the parser and what comes after, and
 * once to a caller it refuses (401 or 403), whose refusal must stand whatever the input. Callers of the same
 * kind share the cases out, each some of every kind. When every caller was refused the answers cannot tell
 * who is admitted, and every caller gets every case.
 */
function dealingOf(callers: number, refused: ReadonlySet<number>): (caller: number, at: number) => boolean {
  const all = Array.from({ length: callers }, (_each, caller) => caller);
  const admitted = all.filter((caller) => !refused.has(caller));
  if (admitted.length === 0) return () => true;
  const refusedList = all.filter((caller) => refused.has(caller));
  return (caller, at) => {
    const group = refused.has(caller) ? refusedList : admitted;
    return group[at % group.length] === caller;
  };
}

export async function runHostileSweep(options: SweepOptions): Promise<SweepReport> {
  const { document, identities, seed, randomRuns, known = {} } = options;
  const healthEvery = options.healthEvery ?? 150;
  const operations = operationsOf(document);
  const checker = answerChecker(document);
  const client = rawClient(options.baseUrl);
  const failures = new Set<string>();
  const statuses: SweepReport['statuses'] = {};
  const started = performance.now();
  let requests = 0;
  // Described only when needed: building the text of every request would cost more than some requests.
  let last = () => 'the start';

  // Once the service stops answering /healthz, every later answer would only repeat that: the sweep stops.
  let down = false;
  const checkHealth = async () => {
    const reply = await client.send({ method: 'GET', path: '/healthz', headers: {} });
    requests += 1;
    if ('lost' in reply || reply.status !== 200) {
      const answer = 'lost' in reply ? `lost the connection (${reply.lost})` : `answered ${reply.status}`;
      failures.add(`GET /healthz ${answer} after ${last()}; the sweep stopped there`);
      down = true;
    }
  };

  try {
    for (const [index, operation] of operations.entries()) {
      const counts = (statuses[operation.id] ??= {});
      const inputs = validInput(operation, known);
      const randomTargets = targetsOf(operation, true);
      const randomCase: fc.Arbitrary<SweepCase> =
        randomTargets.length === 0
          ? inputs.map((input) => ({ input }))
          : fc.record({
              input: inputs,
              target: fc.constantFrom(...randomTargets),
              hostile: hostileArbitrary,
            });
      const send = async (identity: SweepIdentity, sweepCase: SweepCase): Promise<number | undefined> => {
        if (down) return undefined;
        const wire = wireRequest(operation, sweepCase, identity.headers);
        const reply = await client.send(wire);
        requests += 1;
        last = () => `${operation.id} as ${identity.name}: ${describeCase(sweepCase)}`;
        if (!('lost' in reply)) counts[reply.status] = (counts[reply.status] ?? 0) + 1;
        const found = problemsOf(operation, wire, reply, checker);
        if (polluted()) {
          found.push(`Object.prototype now has "${POLLUTION_MARK}"`);
          Reflect.deleteProperty(Object.prototype, POLLUTION_MARK);
        }
        for (const problem of found) failures.add(`${last()} → ${problem}`);
        if (requests % healthEvery === 0) await checkHealth();
        return 'lost' in reply ? undefined : reply.status;
      };
      const runs = identities.map((identity, caller) => {
        const runSeed = seed + index * identities.length + caller;
        const [input = { path: {}, query: {}, headers: {} }] = fc.sample(inputs, {
          seed: runSeed,
          numRuns: 1,
        });
        return { identity, runSeed, input };
      });
      // Each caller's valid request first: its answer says whether a guarded operation admits that caller (a
      // public one admits everyone, even when its valid request is refused, as a login with a made-up password).
      const refused = new Set<number>();
      for (const [caller, run] of runs.entries()) {
        const status = await send(run.identity, { input: run.input });
        if (!operation.public && (status === 401 || status === 403)) refused.add(caller);
      }
      const dealing = dealingOf(identities.length, refused);
      for (const [caller, run] of runs.entries()) {
        const examples = fixedCases(operation, run.input)
          .filter((_each, at) => at > 0 && dealing(caller, at))
          .map((each): [SweepCase] => [each]);
        await fc.assert(
          fc.asyncProperty(randomCase, async (sweepCase) => {
            await send(run.identity, sweepCase);
          }),
          { seed: run.runSeed, numRuns: examples.length + randomRuns, examples },
        );
      }
    }
    if (!down) await checkHealth();
  } finally {
    client.close();
  }
  return {
    operations: operations.map((operation) => operation.id),
    answered: [...checker.seen],
    requests,
    ms: Math.round(performance.now() - started),
    statuses,
    failures: [...failures],
  };
}
