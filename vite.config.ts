/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { lingui } from '@lingui/vite-plugin';
import { BROWSERS } from './scripts/build/browsers.ts';
import { smallPreloadHelper } from './scripts/build/preload-helper.ts';
import { pagesPlugin } from './scripts/build/pages-plugin.ts';
import { kits, matcher, type Kit } from './features.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

/** `_` + 6 URL-safe hash characters of the file and class: stable, valid CSS, collision-free in practice. */
function shortClassName(name: string, filename: string): string {
  const id = `${relative(root, filename)}:${name}`;
  return `_${createHash('sha256').update(id).digest('base64url').slice(0, 6)}`;
}

/** The chunk groups: the kits of features.ts, where each says what it holds and why. */
const chunkGroups = Object.entries(kits).map(([name, kit]: [string, Kit]) => ({
  name,
  test: matcher(kit),
  ...(kit.filesOnly && { includeDependenciesRecursively: false }),
}));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    preact({
      // Prerendering is our own step (scripts/prerender.ts) so it can inline CSS and add CSP hashes.
      prerender: { enabled: false },
      babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
    }),
    lingui(),
    smallPreloadHelper(),
    pagesPlugin(),
  ],
  // `npm run dev`: the API of a reference server started with `npm run serve` (port 8080).
  server: {
    // The server also draws game icons and team images and serves the demo game page.
    proxy: Object.fromEntries(['/wps', '/lgw', '/cdn/games', '/cdn/teams', '/cdn/vendors', '/demo-game'].map((p) => [p, 'http://127.0.0.1:8080'])),
  },
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      // Source imports the React names of signals; under preact/compat the Preact package is the
      // one that works (see ARCHITECTURE §1). Never bundle both.
      { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
    ],
  },
  // The prerender bundle (vite build --ssr) inlines its dependencies so the react → preact/compat
  // aliases apply to them too (npm installs real React as a peer of @lingui/react; never load it).
  ssr: { noExternal: true },
  css: {
    // Short hashed class names: they ship in every chunk's JS and CSS (dev keeps readable names).
    modules: { generateScopedName: command === 'build' ? shortClassName : '[name]_[local]' },
  },
  build: {
    target: BROWSERS,
    // Chrome on Android supports modulepreload natively; the polyfill costs bytes in the entry.
    modulePreload: {
      polyfill: false,
      // The entry has already loaded the framework chunk: naming it in every lazy import's
      // preload list only adds bytes to the entry.
      resolveDependencies: (_file, deps) => deps.filter((d) => !/(^|\/)framework-[\w-]+\.js$/.test(d)),
    },
    manifest: true,
    rolldownOptions: {
      output: {
        // 7 hash characters instead of 8: the entry chunk lists every lazily loaded chunk and
        // stylesheet by name for its preloads, and hash characters do not compress. (6 served until
        // the build passed 64 chunks: Rolldown then refuses fewer than 7.)
        // (The prerender's SSR build keeps its plain entry name: scripts/prerender.ts imports it.)
        ...(!isSsrBuild && {
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
        }),
        // The kits of features.ts, each one chunk. The framework's is deterministic in name and
        // content: it changes less often than app code (better repeat-visit caching), and the
        // entry budget counts it with the entry.
        codeSplitting: { groups: chunkGroups },
      },
    },
    cssCodeSplit: true,
    reportCompressedSize: false,
  },
  test: {
    // Every core: Vitest's default leaves one to the main process, which on CI's two cores ran the
    // files one at a time (160 s measured; 102 s with both).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          // The service worker runs without a DOM: its tests run in Node, with the server's.
          exclude: ['src/sw/**'],
          setupFiles: ['tests/setup.ts'],
          // Builds the inline start-up script once for the tests that run it (src/early.test.ts).
          globalSetup: ['tests/early-script.setup.ts'],
          // A VM context per file in long-lived workers: happy-dom is loaded once per worker, not
          // once per file (`vitest run` 162 s -> 89 s on two cores; the client files about 127 ->
          // 50 s). It needs package.json's override of aria-query to 5.3 (5.1 pulls deep-equal,
          // whose CJS require of an .mjs file the VM loader cannot run); tests/setup.ts gives the
          // realm Node's CryptoKey.
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tools/**/*.test.ts', 'src/sw/**/*.test.ts', 'platform-crypto/**/*.test.ts'],
          pool: 'forks',
          // The server's tests do real work: every login is two scrypt hashes (about 40 ms each
          // quiet), and a test signs in many times. On a loaded two-core runner that is 3-4x
          // slower, and Vitest's 5 s default then fails tests that only check answers.
          testTimeout: 15_000,
        },
      },
    ],
  },
}));
