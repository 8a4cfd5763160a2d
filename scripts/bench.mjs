// `npm run bench`: every benchmark of the main API, one after the other, and one Markdown report of what they
// measured: the commit (and whether the tree had changes), the machine (CPUs, load average) before and after,
// and each benchmark's own table with the settings it ran under. The report is printed and written to
// `bench-report.md` (or --out); docs/performance.md shows such a report as measured.
// Usage: npm run bench [-- --only ratios,orders,list] [--out FILE] [--fast] [--sizes 54,1000,10000,100000]
//        [--duration 5] [--requests 300]
// --fast: PostgreSQL without fsync and synchronous commit (quicker, not what production runs).
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'ratios,orders,list' },
    out: { type: 'string', default: 'bench-report.md' },
    fast: { type: 'boolean', default: false },
    sizes: { type: 'string', default: '54,1000,10000,100000' },
    duration: { type: 'string', default: '5' },
    requests: { type: 'string', default: '300' },
  },
});
const fast = values.fast ? ['--fast'] : [];

const benchmarks = [
  {
    name: 'ratios',
    title: 'The API against a bare node:http server (bench-ratios)',
    script: 'backend/scripts/bench-ratios.ts',
    args: ['--duration', values.duration, ...fast],
  },
  {
    name: 'orders',
    title: 'Orders under 20 concurrent shoppers (bench-orders)',
    script: 'backend/scripts/bench-orders.ts',
    args: ['--markdown', ...fast],
  },
  {
    name: 'list',
    title: 'The catalogue list at any size, cached and uncached (bench-product-list)',
    script: 'backend/scripts/bench-product-list.ts',
    args: ['--markdown', '--sizes', values.sizes, '--requests', values.requests, ...fast],
  },
];

const wanted = new Set(values.only.split(','));
const unknown = [...wanted].filter((name) => !benchmarks.some((bench) => bench.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark: ${unknown.join(', ')} (known: ${benchmarks.map((b) => b.name).join(', ')})`,
  );
  process.exit(2);
}

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
const machine = () => {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return (
    `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `load average ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)}`
  );
};

/** Runs one benchmark, its progress shown as it goes; resolves to what it printed on stdout and its exit code. */
function run(bench) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', bench.script, ...bench.args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve({ output: output.trim(), code: code ?? 1 }));
  });
}

const commit = git('rev-parse', '--short', 'HEAD');
const changed = git('status', '--porcelain') !== '';
const sections = [
  '# Benchmark report',
  '',
  `- Commit ${commit}${changed ? ' with uncommitted changes' : ''} (${git('log', '-1', '--format=%s').slice(0, 100)})`,
  `- Started ${new Date().toISOString()}; ${machine()}; Node ${process.version}`,
  `- Settings: ${values.fast ? '--fast (PostgreSQL fsync and synchronous commit off)' : 'PostgreSQL with its durable defaults'}; ` +
    `bench-ratios ${values.duration} s per measurement; bench-product-list sizes ${values.sizes}, ${values.requests} requests per row`,
];
let failed = 0;
for (const bench of benchmarks.filter((each) => wanted.has(each.name))) {
  console.error(`\n[bench] ${bench.title}: npx tsx ${bench.script} ${bench.args.join(' ')}`);
  const started = Date.now();
  const { output, code } = await run(bench);
  if (code !== 0) failed++;
  sections.push(
    '',
    `## ${bench.title}`,
    '',
    `\`npx tsx ${bench.script} ${bench.args.join(' ')}\`: ${Math.round((Date.now() - started) / 1000)} s, ` +
      `${code === 0 ? 'exit 0 (its checks, where it has any, kept)' : `exit ${code} (a check was not kept, or it failed: see its output)`}; ` +
      `${machine()} when it ended.`,
    '',
    output,
  );
}

const report = `${sections.join('\n')}\n`;
writeFileSync(path.resolve(root, values.out), report);
console.info(report);
console.error(`[bench] written to ${values.out}`);
process.exitCode = failed === 0 ? 0 : 1;
