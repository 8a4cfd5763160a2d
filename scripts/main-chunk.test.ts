// The storefront's main chunk (the entry and the shell chunk it preloads: the shop's own code every first
// visit runs before anything is painted) stays within its budget: the language work may add at most 10 KB
// gzip to the 50.2 KB it weighed before (issue 20), and only the active language's words are loaded — no
// message catalogue and none of the three languages' voice phrase lists ride in the main chunk; each
// catalogue is a chunk of its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Measured the same way on 7d0bc1e, the last commit before the languages.
const MAIN_CHUNK_BEFORE_LANGUAGES_KB = 50.2;
const BUDGET_KB = MAIN_CHUNK_BEFORE_LANGUAGES_KB + 10;

let outDir = '';
let mainChunk = '';
/** Every script of the first load: the entry and each chunk the page's script preloads. */
let firstLoadFiles: string[] = [];

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'store-main-chunk-'));
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: path.join(root, 'frontend'),
      encoding: 'utf8',
      // vitest sets NODE_ENV=test, which would build React's development code: measure what shoppers get.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`);
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // The page's script names the app's entry and the chunks it imports, and asks for them once the page has
  // painted (frontend/page-start-script.ts).
  const entry = /data-app-entry="\/?(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error("index.html's script names no entry for the app");
  // The shop's own code the entry runs: the entry and the chunks it preloads, less the libraries' chunks
  // (vite.config.ts names them), since the shop's modules every page runs are a chunk of their own ('shell').
  firstLoadFiles = [
    entry,
    ...(/data-app-preloads="([^"]*)"/.exec(html)?.[1] ?? '')
      .split(' ')
      .map((file) => file.replace(/^\//, ''))
      .filter((file) => file !== ''),
  ];
  const preloaded = firstLoadFiles
    .slice(1)
    .filter((file) => !/^assets\/(react|router|query|rolldown-runtime)-/.test(file));
  if (!preloaded.some((file) => file.startsWith('assets/shell-')))
    throw new Error('no shell chunk preloaded');
  mainChunk = [entry, ...preloaded].map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** Words that live only in a catalogue or a phrase list, never in code the first page runs. */
const onlyInLazyChunks = {
  'the English catalogue': 'Learn more about our teams and job openings.',
  'the Sinhala catalogue': 'අපි මෙම වෙළඳසැල මුලින්ම සාදන්නේ',
  'the Tamil catalogue': 'பார்வையற்றோர், பார்வைக் குறைபாடுள்ளோருக்காகவே',
  'the Sinhala voice phrases': 'පෙන්වලා දෙන්න',
  'the Tamil voice phrases': 'போங்க',
};

describe('the main chunk', () => {
  it(`weighs at most ${BUDGET_KB.toFixed(1)} KB gzip (${MAIN_CHUNK_BEFORE_LANGUAGES_KB} KB before the languages + 10)`, () => {
    const kilobytes = gzipSync(mainChunk, { level: 9 }).length / 1024;
    console.info(`[main-chunk] ${kilobytes.toFixed(2)} KB gzip (budget ${BUDGET_KB.toFixed(1)} KB)`);
    expect(kilobytes).toBeLessThanOrEqual(BUDGET_KB);
  });

  it("starts React's, the router's, the queries' and the shell's chunks with V8's compile hint, their maps a line lower", () => {
    const hinted = firstLoadFiles.filter((file) => /^assets\/(react|router|query|shell)-/.test(file));
    expect(hinted).toHaveLength(4);
    for (const file of hinted) {
      expect(readFileSync(path.join(outDir, file), 'utf8'), file).toMatch(
        // Vite puts the shell's table of dynamic imports' files first, on a line of its own.
        /^(const __vite__mapDeps=[^\n]*\n)?\/\/# allFunctionsCalledOnLoad\n/,
      );
      const map = JSON.parse(readFileSync(path.join(outDir, `${file}.map`), 'utf8')) as { mappings: string };
      expect(map.mappings, file).toMatch(/^;/);
    }
  });

  it.each(Object.entries(onlyInLazyChunks))('leaves out %s', (_what, words) => {
    expect(mainChunk).not.toContain(words);
  });

  it("names no key of the words loaded later (the other screens' and the staff's): it would show the key", () => {
    // The first segments of the keys the first load's words (the English `shop` chunk) leave out.
    const english = JSON.parse(
      readFileSync(path.join(root, 'frontend', 'src', 'i18n', 'messages', 'en.json'), 'utf8'),
    ) as Record<string, string>;
    const shopChunk = readdirSync(path.join(outDir, 'assets')).find((name) =>
      /^en-shop-[\w-]+\.js$/.test(name),
    );
    if (!shopChunk) throw new Error('the build has no en-shop chunk');
    const shopWords = readFileSync(path.join(outDir, 'assets', shopChunk), 'utf8');
    const firstSegment = (key: string) => key.split('.')[0] ?? key;
    const inShop = new Set(
      Object.keys(english)
        .filter((key) => shopWords.includes(`"${key}"`))
        .map(firstSegment),
    );
    const later = [...new Set(Object.keys(english).map(firstSegment))].filter(
      (segment) => !inShop.has(segment),
    );
    expect(later).toEqual(expect.arrayContaining(['orders', 'checkout', 'admin', 'helperLive']));
    const laterKey = new RegExp(`[\`'"](?:${later.join('|')})\\.[A-Za-z]`, 'g');
    expect(mainChunk.match(laterKey) ?? []).toEqual([]);
    // The check itself: a key of each kind as the minifier writes it is found.
    expect('t(`orders.live.paid`)+t("admin.title")'.match(laterKey)).toHaveLength(2);
  });

  it('has the catalogue of each language as a chunk of its own', () => {
    const chunks = readdirSync(path.join(outDir, 'assets'));
    for (const language of ['en', 'si', 'ta']) {
      expect(chunks.some((name) => new RegExp(`^${language}-[\\w-]+\\.js$`).test(name))).toBe(true);
    }
  });
});

describe('the build', () => {
  it('leaves a Brotli and a gzip copy beside every script of 1 KB or more, each the same bytes when decoded', () => {
    const assets = path.join(outDir, 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const large = scripts.filter((name) => readFileSync(path.join(assets, name)).length >= 1024);
    expect(large.length).toBeGreaterThan(10);
    let plain = 0;
    let brotli = 0;
    for (const name of large) {
      const bytes = readFileSync(path.join(assets, name));
      const br = readFileSync(path.join(assets, `${name}.br`));
      expect(brotliDecompressSync(br).equals(bytes), name).toBe(true);
      expect(gunzipSync(readFileSync(path.join(assets, `${name}.gz`))).equals(bytes), name).toBe(true);
      plain += gzipSync(bytes).length;
      brotli += br.length;
    }
    console.info(
      `[precompress] ${large.length} scripts: ${(brotli / 1024).toFixed(1)} KB Brotli against ${(plain / 1024).toFixed(1)} KB gzip at its default level`,
    );
    expect(brotli).toBeLessThan(plain);
  });
});
