// Measures the hand-written parts the code-health issue asked to replace against the well-kept libraries,
// side by side in one run (ADR 013): the catalogue cache (the first-in-first-out Map it had, and a Map kept
// in least-recently-used order by hand, against lru-cache, which it now uses), image sniffing (the
// hand-written signatures it keeps against file-type) and the start-up retry (the hand-written loop it keeps
// against p-retry). Whichever side the code does not use lives only here: the old cache is copied from the
// code lru-cache replaced, the library candidates are written as they would have been used; what the code
// uses is imported from it.
//
// Each comparison runs both sides on the same inputs in interleaved rounds (the hand-written side first in
// even rounds, the library in odd ones, after a warm-up) and prints the median time per call of each, their
// ratio and the spread of the per-round ratios, with the settings beside every figure. The machine is
// shared: read the ratios, not the absolute times. Correctness and behaviour tables follow the timings.
//
// Usage: npx tsx backend/scripts/bench-libraries.ts [--only cache,images,retry] [--rounds 15] [--scale 1]
// (--scale multiplies the calls per round). The audio sniffer and the storefront's plural helper live in
// workspaces this one may not import: assistance-service/scripts/bench-audio-sniff.ts and
// frontend/scripts/bench-plurals.ts measure them the same way.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { benchCache } from './catalogue-cache-comparison';
import { benchImages } from './image-sniff-comparison';
import { printResults, sink } from './library-comparison';
import { benchRetry } from './startup-retry-comparison';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'cache,images,retry' },
    rounds: { type: 'string', default: '15' },
    scale: { type: 'string', default: '1' },
  },
});
const sections = new Set(values.only.split(','));
const run = { rounds: Number(values.rounds), scale: Number(values.scale) };

const [load1] = loadavg();
console.info(
  `Node ${process.version}, ${run.rounds} interleaved rounds per comparison after a warm-up, median time per call; ` +
    `load average ${load1?.toFixed(1)} at the start.`,
);
if (sections.has('cache')) {
  printResults('Catalogue cache', 'hand-written', 'lru-cache', await benchCache(run));
}
if (sections.has('images')) {
  const { results, table } = await benchImages(run);
  printResults('Image sniffing, per uploaded file', 'hand-written', 'file-type', results);
  console.info('\nWhat each says about tricky inputs:\n');
  for (const line of table) console.info(line);
}
if (sections.has('retry')) {
  const { results, table } = await benchRetry(run);
  printResults('Start-up retry', 'hand-written loop', 'p-retry (its maxRetryTime)', results);
  console.info('\nThe schedule, with real timers:\n');
  for (const line of table) console.info(line);
}
console.info(`\nLoad average ${loadavg()[0]?.toFixed(1)} at the end.`);
void sink;
