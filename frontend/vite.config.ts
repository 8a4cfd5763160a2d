/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { icuMessages } from './icu-messages-plugin';
import { precompress } from './precompress-plugin';

const backend = process.env.VITE_DEV_BACKEND ?? 'http://localhost:4000';

export default defineConfig(({ command }) => ({
  plugins: [react(), icuMessages(), precompress()],
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
            { name: 'axios', test: /node_modules[\\/](axios|form-data|proxy-from-env)[\\/]/ },
            {
              name: 'socket-io',
              test: /node_modules[\\/](socket\.io-client|engine\.io-client|engine\.io-parser|socket\.io-parser|@socket\.io|xmlhttprequest-ssl|debug|ms)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'frontend',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
  },
}));
