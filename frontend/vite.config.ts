/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
// Relative, so Vite bundles the contract into the config it loads (Node cannot import a .ts package).
import { parseSpaEnv } from '../contracts/src/config';
import { CURRENCY, PRODUCT_LIST_DEFAULT_LIMIT } from '../contracts/src/constants';
import { languageLocales } from '../contracts/src/languages';
import { defineConfig, loadEnv } from 'vite';
import { icuMessages } from './icu-messages-plugin';
import { inlinePageAssets } from './inline-page-assets-plugin';
import { FIRST_SCREENFUL_CARDS } from './src/config/collection';
import { precompress } from './precompress-plugin';

const backend = process.env.VITE_DEV_BACKEND ?? 'http://localhost:4000';

/**
 * V8's explicit compile hint (Chrome 136 on; other engines read a comment): every function of the chunk is
 * compiled while the file streams in, on a background thread, instead of one by one on the main thread as
 * each is first called. That compiling was much of a 185–230 ms task on a 4×-slowed phone's main thread.
 * Only for chunks with enough code for that to matter (the libraries, the shell, a screen).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const COMPILE_HINT_MIN_CODE = 8_000;
const compileHint = (chunk: { modules: Record<string, { renderedLength: number }> }) =>
  Object.values(chunk.modules).reduce((length, module) => length + module.renderedLength, 0) >=
  COMPILE_HINT_MIN_CODE
    ? COMPILE_HINT
    : '';

/**
 * The storefront's VITE_* settings, checked by the contract's schema here rather than in the shopper's
 * browser (an error names each bad one) and inlined as checked: trimmed, an empty one as unset.
 */
function checkedSpaSettings(mode: string) {
  // loadEnv reads the .env files and the VITE_* variables of the environment (which win).
  const settings = parseSpaEnv(loadEnv(mode, import.meta.dirname, 'VITE_'));
  const define = Object.fromEntries(
    (['VITE_API_URL', 'VITE_SOCKET_URL', 'VITE_ASSIST_URL'] as const).map((name) => [
      `import.meta.env.${name}`,
      JSON.stringify(settings[name] ?? ''),
    ]),
  );
  return { define, apiUrl: settings.VITE_API_URL ?? '' };
}

export default defineConfig(({ command, mode }) => {
  const settings = checkedSpaSettings(mode);
  return {
    define: settings.define,
    plugins: [
      react(),
      icuMessages(languageLocales),
      inlinePageAssets({
        apiUrl: settings.apiUrl,
        listLimit: PRODUCT_LIST_DEFAULT_LIMIT,
        eagerCards: FIRST_SCREENFUL_CARDS,
        currency: CURRENCY,
        locales: languageLocales,
      }),
      precompress(),
    ],
    resolve: {
      // Catalogues arrive pre-parsed (icu-messages-plugin), so the built shop leaves the parser out.
      alias:
        command === 'build'
          ? [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
            ]
          : [],
    },
    server: {
      port: 5173,
      proxy: {
        '/api': backend,
        '/media': backend,
        '/socket.io': { target: backend, ws: true },
      },
    },
    build: {
      sourcemap: true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          postBanner: compileHint,
          // Libraries in chunks named after them, so the per-route sizes in the report read plainly and
          // an app change does not invalidate the cached vendor code.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              {
                name: 'router',
                test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              },
              { name: 'toastify', test: /node_modules[\\/](react-toastify|clsx)[\\/]/ },
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
              // The forms' validator: no first load needs it (e2e/src/first-load-weight.e2e.test.ts).
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
              {
                name: 'socket-io',
                test: /node_modules[\\/](socket\.io-client|engine\.io-client|engine\.io-parser|socket\.io-parser|@socket\.io|xmlhttprequest-ssl|debug|ms)[\\/]/,
              },
              // The shop's own modules every page runs, in one chunk: each file a phone fetches costs a request
              // and its headers, and these were nine chunks of 1–4 KB each.
              { name: 'shell', tags: ['$initial'], test: /[\\/]frontend[\\/]src[\\/]/ },
            ],
          },
        },
      },
    },
    test: {
      name: 'frontend',
      root: import.meta.dirname,
      environment: 'jsdom',
      // Which files, and whether a worker keeps its modules from one file to the next: the two `frontend`
      // projects of the root vitest.config.ts.
      setupFiles: ['./src/testing/setup-tests.ts'],
      css: false,
      // A screen test that fills a form by keystrokes takes 2–4 s on two busy cores: vitest's 5 s default
      // timed two of them out while the machine was loaded (docs/development.md, "How long").
      testTimeout: 15_000,
    },
  };
});
