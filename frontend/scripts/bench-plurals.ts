// Measures the storefront's English plurals before and after Intl.PluralRules (ADR 013), side by side in one
// run: the hand-written `count === 1 ? 'item' : 'items'` each call site had (written out here, the only copy
// left) against lib/plural.ts. Interleaved rounds after a warm-up, median time per call, the ratio and the
// spread of the per-round ratios, settings beside every figure. The machine is shared: read the ratios.
//
// Usage: npx tsx frontend/scripts/bench-plurals.ts [--rounds 15] [--scale 1]
// (the same harness as backend/scripts/bench-libraries.ts, which measures the other libraries of ADR 013)
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { countOf, plural } from '../src/lib/plural';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '15' }, scale: { type: 'string', default: '1' } },
});
const rounds = Number(values.rounds);
const calls = Math.max(1, Math.round(1_000_000 * Number(values.scale)));
/** Counts as the storefront meets them: mostly small, some 1s, a few 0s. */
const counts = Array.from({ length: 1024 }, (_, index) => (index * 7) % 13);

let sink: unknown;
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function time(run: (count: number) => string) {
  const start = process.hrtime.bigint();
  for (let index = 0; index < calls; index++) sink = run(counts[index & 1023] ?? 0);
  return Number(process.hrtime.bigint() - start) / calls;
}

const cases: [string, (count: number) => string, (count: number) => string][] = [
  [
    '"3 items" (the header, the cart, the live view)',
    (count) => `${count} ${count === 1 ? 'item' : 'items'}`,
    (count) => countOf(count, 'item'),
  ],
  [
    '"is" / "are" (stock left)',
    (count) => (count === 1 ? 'is' : 'are'),
    (count) => plural(count, 'is', 'are'),
  ],
];

console.info(
  `Node ${process.version}, ${rounds} interleaved rounds after a warm-up, ${calls.toLocaleString('en')} calls ` +
    `per side per round over counts 0–12, median time per call; load average ${loadavg()[0]?.toFixed(1)}.\n`,
);
console.info('### English plurals, per word\n');
console.info(
  '| case | settings | hand-written | Intl.PluralRules | library ÷ hand-written (median) | per-round range |',
);
console.info('| --- | --- | ---: | ---: | ---: | ---: |');
for (const [name, old, now] of cases) {
  for (const count of counts)
    if (old(count) !== now(count)) throw new Error(`${name}: they differ at ${count}`);
  time(old);
  time(now);
  const olds: number[] = [];
  const news: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      olds.push(time(old));
      news.push(time(now));
    } else {
      news.push(time(now));
      olds.push(time(old));
    }
  }
  const ratios = news.map((value, index) => value / (olds[index] ?? value));
  console.info(
    `| ${name} | ${calls.toLocaleString('en')} calls × ${rounds} rounds | ${median(olds).toFixed(1)} ns | ` +
      `${median(news).toFixed(1)} ns | ${(median(news) / median(olds)).toFixed(1)}× | ` +
      `${Math.min(...ratios).toFixed(1)}–${Math.max(...ratios).toFixed(1)}× |`,
  );
}
console.info(`\nLoad average ${loadavg()[0]?.toFixed(1)} at the end.`);
void sink;
