// `npm run eslint`: a few rules that catch bugs tsc cannot see, with type information (the
// tsconfig's program, through the project service). Kept small on purpose (docs/decisions.md,
// "Lint and format"): promises that nobody handles, the rules of hooks, and some cheap correctness
// checks. Unused names are tsc's job, import rules dependency-cruiser's (`npm run lint`), layout
// Prettier's.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Build outputs and reports, which ESLint would otherwise parse (it does not read .gitignore).
  { ignores: ['dist*/**', 'perf/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['{src,server,scripts,tools,contract,platform-crypto,e2e,tests}/**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      // A promise nobody awaits or catches loses its failure (an unhandled rejection): handle it,
      // or say with `void` that ignoring it is right.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // Preact's act() runs a synchronous callback and flushes its effects before it returns;
          // the promise it also returns matters only for an async callback, which tests await.
          allowForKnownSafeCalls: [{ from: 'package', package: 'preact', name: 'act' }],
        },
      ],
      // A promise where a boolean or a void callback is expected (an `if (promise)` that is always
      // true, an async listener whose failure nobody sees).
      '@typescript-eslint/no-misused-promises': 'error',
      // `return promise` inside try skips its catch and finally: await it there (and only there).
      '@typescript-eslint/return-await': ['error', 'error-handling-correctness-only'],
      'no-async-promise-executor': 'error',
      'no-constant-binary-expression': 'error',
      'no-constant-condition': 'error',
      'no-cond-assign': 'error',
      'no-debugger': 'error',
      'no-dupe-else-if': 'error',
      'no-self-assign': 'error',
      'no-self-compare': 'error',
      'no-sparse-arrays': 'error',
      'no-template-curly-in-string': 'error',
      'no-unmodified-loop-condition': 'error',
      'no-unsafe-finally': 'error',
      'no-unsafe-optional-chaining': 'error',
      'no-loss-of-precision': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // A deferred transaction that reads before it writes fails with "database is locked" when
    // another process (the admin CLI, a second server) committed in between; busy_timeout cannot
    // help it (issue 19). So every better-sqlite3 transaction says its kind: .immediate() to
    // write, .deferred() only for a read.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ":not(MemberExpression[property.name=/^(immediate|deferred)$/]) > CallExpression[callee.property.name='transaction']",
          message:
            'Call db.transaction(fn).immediate() for a write (.deferred() for a read only): a deferred write can fail with "database is locked".',
        },
      ],
    },
  },
  {
    // The client's hooks come from preact/compat under the `react` name, so the plugin sees them.
    // Not in e2e/: Playwright's fixtures call a function named `use` that is no hook.
    files: ['{src,tests}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useResource(make, inputs) takes its inputs like useMemo: each call's list is checked too.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useResource$' }],
    },
  },
);
