/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { lingui } from '@lingui/vite-plugin';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [
    preact({
      // Prerendering is our own step (scripts/prerender.ts) so it can inline CSS and add CSP hashes.
      prerender: { enabled: false },
      babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
    }),
    lingui(),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      // Source imports the React names of signals; under preact/compat the Preact package is the
      // one that works (see ARCHITECTURE §1). Never bundle both.
      { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    target: 'es2020',
    // Chrome on Android supports modulepreload natively; the polyfill costs bytes in the entry.
    modulePreload: { polyfill: false },
    manifest: true,
    cssCodeSplit: true,
    reportCompressedSize: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          pool: 'forks',
        },
      },
    ],
  },
});
