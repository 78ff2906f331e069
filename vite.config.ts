/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { lingui } from '@lingui/vite-plugin';
import { BROWSERS } from './scripts/build/browsers.ts';
import { smallPreloadHelper } from './scripts/build/preload-helper.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

/** `_` + 6 URL-safe hash characters of the file and class: stable, valid CSS, collision-free in practice. */
function shortClassName(name: string, filename: string): string {
  const id = `${relative(root, filename)}:${name}`;
  return `_${createHash('sha256').update(id).digest('base64url').slice(0, 6)}`;
}

/** The libraries every page needs. */
const FRAMEWORK = /node_modules[\\/](preact|@preact|wouter-preact|regexparam|@lingui)[\\/]/;
/** The shell's small state and helper modules that route chunks import too. Rolldown splits such
 *  modules into extra chunks the entry then waits for (rolldown#9963, #10731: it does not see that
 *  the entry has already loaded them), one round trip each on 2G. Grouping them with the framework,
 *  which the HTML preloads, avoids the waterfall. The list must stay closed under static imports. */
const SHELL_SHARED = /[\\/]src[\\/](lib[\\/](storage|guards|env|api-context|paths|data-saver-rule)|state[\\/](config|status-cache|session|ui|rewards|login-prompt|data-saver)|i18n[\\/](locale|format))\.ts$/;

/** What the account pages share (form components, validation, the account API and codec, the
 *  remembered login): one chunk instead of eight small ones, so opening an account page costs
 *  fewer requests on 2G and the entry lists fewer preload dependencies. Nothing another page uses
 *  belongs here (the tabs, the submit button of the feedback form do not): it would download the
 *  whole kit for it. */
const ACCOUNT_KIT = new RegExp(
  '[\\\\/]src[\\\\/](' +
    'components[\\\\/](field|checkbox|sms-button|captcha|dial-code|social-buttons|page-top)[\\\\/]' +
    '|lib[\\\\/](validation|validation-messages|account-errors|countdown|device-id|register-method|secret-box)\\.ts$' +
    '|state[\\\\/](account|remembered-login|held-password|countries|captcha|sms-sender)\\.ts$' +
    '|api[\\\\/](session|register|password|countries|codec|phone-auth)\\.ts$)',
);

/** What every form page shares (the account pages and feedback): the form primitive and the
 *  submit button, one chunk. */
const FORM_KIT = /[\\/]src[\\/]components[\\/](form|submit-button)[\\/]/;

/** The API client and the few helpers every data page uses with it (the one loading mechanism,
 *  image addresses, the retry button, the unread count the home page and the member pages show,
 *  the rule for links in server content): one chunk, instead of several tiny ones more per page. */
const CLIENT = /[\\/](src[\\/](api[\\/](call-slots|client|errors|inbox|notice-items)|lib[\\/](early|content-link|resource|use-resource)|i18n[\\/]use-locale-load|state[\\/](images|inbox)|components[\\/]retry-button[\\/]RetryButton)\.tsx?|node_modules[\\/]redaxios[\\/].*)$/;

/** What the games pages share with the home page's games (the game item, launching, categories,
 *  the tile): loaded once for all of them. */
const GAMES_KIT =
  /[\\/]src[\\/](api[\\/](games|launch)\.ts|state[\\/](home-games|launch)\.ts|lib[\\/](categories|launch-rules)\.ts|i18n[\\/]category-labels\.ts|components[\\/]game-tile[\\/].*)$/;

/** The parts the content and member pages share (sanitised HTML, the disclosure, the load state, dates)
 *  and what the promotion pages share (promotion state and calls, claims and the claim button, the
 *  referral dialog, the member shortcuts' rules): one chunk each instead of a dozen small ones,
 *  which would cost a request each on 2G and a name each in the entry's preload lists. */
const PAGE_KIT = /[\\/]src[\\/](components[\\/](html-content|disclosure|load-state)[\\/]|i18n[\\/]dates\.ts$)/;
const PROMO_KIT =
  /[\\/]src[\\/](state[\\/](promotions|promotion-claims)\.ts|api[\\/](promotions|referral)\.ts|lib[\\/](member-shortcuts|copy-text)\.ts|components[\\/](referral-dialog|claim-action)[\\/].*)$/;
/** A member's shell state, loaded at boot when a session exists (the header's balance, the footer's
 *  Reward count: state/reward-badge.ts) and shared by the member pages: one chunk, nothing for
 *  guests. */
const MEMBER_STATE = /[\\/]src[\\/](api[\\/](wallet|promotion-counts)|state[\\/](wallet|reward-badge))\.ts$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    preact({
      // Prerendering is our own step (scripts/prerender.ts) so it can inline CSS and add CSP hashes.
      prerender: { enabled: false },
      babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
    }),
    lingui(),
    smallPreloadHelper(),
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
        // The libraries every page needs get one chunk of their own, deterministic in name and
        // content: it changes less often than app code (better repeat-visit caching) and the
        // entry budget counts it with the entry (.size-limit.json).
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id: string) => FRAMEWORK.test(id) || SHELL_SHARED.test(id) },
            // Not its dependencies: the API client they use also serves the boot, so it must not join.
            { name: 'account-kit', test: ACCOUNT_KIT, includeDependenciesRecursively: false },
            { name: 'form-kit', test: FORM_KIT, includeDependenciesRecursively: false },
            { name: 'client', test: CLIENT, includeDependenciesRecursively: false },
            { name: 'games-kit', test: GAMES_KIT, includeDependenciesRecursively: false },
            { name: 'page-kit', test: PAGE_KIT, includeDependenciesRecursively: false },
            { name: 'promo-kit', test: PROMO_KIT, includeDependenciesRecursively: false },
            { name: 'member-state', test: MEMBER_STATE, includeDependenciesRecursively: false },
          ],
        },
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
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tools/**/*.test.ts', 'src/sw/**/*.test.ts'],
          pool: 'forks',
        },
      },
    ],
  },
}));
