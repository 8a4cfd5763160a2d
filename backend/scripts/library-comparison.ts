// The side-by-side harness of the library benchmarks (ADR 013): both sides run on the same inputs in
// interleaved rounds (the hand-written side first in even rounds, the library in odd ones, after a warm-up);
// the median time per call of each, their ratio and the spread of the per-round ratios are printed with the
// settings beside every figure. The machine is shared: read the ratios, not the absolute times.

export interface RunSettings {
  rounds: number;
  /** Multiplies the calls per round. */
  scale: number;
}

/** Keeps every call's answer alive, so the engine cannot drop the call. */
export let sink: unknown;

export interface Comparison {
  name: string;
  settings: string;
  /** Calls per round for each side. */
  calls: number;
  old: (index: number) => unknown;
  new: (index: number) => unknown;
  /** Await every call (the side returns a promise). */
  awaitOld?: boolean;
  awaitNew?: boolean;
}

async function nanosPerCall(run: (index: number) => unknown, calls: number, awaited: boolean) {
  const start = process.hrtime.bigint();
  if (awaited) {
    for (let index = 0; index < calls; index++) sink = await run(index);
  } else {
    for (let index = 0; index < calls; index++) sink = run(index);
  }
  return Number(process.hrtime.bigint() - start) / calls;
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export interface Result {
  name: string;
  settings: string;
  old: number;
  new: number;
  ratio: number;
  low: number;
  high: number;
}

export async function compare(run: RunSettings, comparison: Comparison): Promise<Result> {
  const { rounds, scale } = run;
  const calls = Math.max(1, Math.round(comparison.calls * scale));
  const oldSide = () => nanosPerCall(comparison.old, calls, comparison.awaitOld ?? false);
  const newSide = () => nanosPerCall(comparison.new, calls, comparison.awaitNew ?? false);
  await oldSide();
  await newSide();
  const olds: number[] = [];
  const news: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      olds.push(await oldSide());
      news.push(await newSide());
    } else {
      news.push(await newSide());
      olds.push(await oldSide());
    }
  }
  const ratios = news.map((value, index) => value / (olds[index] ?? value));
  return {
    name: comparison.name,
    settings: `${comparison.settings}; ${calls.toLocaleString('en')} calls × ${rounds} rounds`,
    old: median(olds),
    new: median(news),
    ratio: median(news) / median(olds),
    low: Math.min(...ratios),
    high: Math.max(...ratios),
  };
}

const nanos = (value: number) =>
  value >= 10_000 ? `${(value / 1000).toFixed(1)} µs` : `${value.toFixed(value >= 100 ? 0 : 1)} ns`;

export function printResults(title: string, oldName: string, newName: string, results: Result[]) {
  console.info(`\n### ${title}\n`);
  console.info(
    `| case | settings | ${oldName} | ${newName} | library ÷ hand-written (median) | per-round range |`,
  );
  console.info('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.info(
      `| ${r.name} | ${r.settings} | ${nanos(r.old)} | ${nanos(r.new)} | ${r.ratio.toFixed(2)}× | ` +
        `${r.low.toFixed(2)}–${r.high.toFixed(2)}× |`,
    );
  }
}
