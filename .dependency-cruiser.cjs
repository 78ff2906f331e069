// `npm run lint`: import cycles and the one-way direction of imports (ARCHITECTURE §2):
//   main → app → routes → components / state / api / i18n / lib
//   state → api / i18n / lib;  api → lib;  i18n → lib;  lib → nothing of ours (but platform-crypto/).
// The wire contract (contract/) sits between the client and the server: both import its types,
// and only its types; it imports nothing but itself. The platform's legacy cipher
// (platform-crypto/) is the one piece of code both run: it too imports nothing but itself.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Import cycles make load order fragile.', from: {}, to: { circular: true } },
    {
      name: 'route-to-route',
      severity: 'error',
      comment: 'No route imports another route; share through components/state/lib.',
      from: { path: '^src/routes/([^/]+)/' },
      to: { path: '^src/routes/', pathNot: '^src/routes/$1/' },
    },
    {
      name: 'routes-below-app',
      severity: 'error',
      comment: 'Pages are composed by the app shell, never the other way round.',
      from: { path: '^src/routes/' },
      to: { path: '^src/(app|main)' },
    },
    {
      name: 'nothing-imports-app-or-routes',
      severity: 'error',
      comment: 'Only main and app compose pages; shared code never reaches up into them.',
      from: { path: '^src/(components|state|api|i18n|lib)/' },
      // The page records' types (page names, paths) are every layer's: see pages-records-types-only.
      to: { path: '^src/(app|routes|main)', pathNot: '^src/app/pages\\.ts$' },
    },
    {
      name: 'components-props-only',
      severity: 'error',
      comment: 'Shared components take data as props; they do not reach into state or the API.',
      from: { path: '^src/components/' },
      to: { path: '^src/(state|api)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'state-below-ui',
      severity: 'error',
      comment: 'State holds signals and actions, no UI.',
      from: { path: '^src/state/' },
      to: { path: '^src/components/' },
    },
    {
      name: 'api-is-a-leaf',
      severity: 'error',
      comment: 'The API layer knows nothing of app state or UI; state wires itself in.',
      from: { path: '^src/api/' },
      to: { path: '^src/(state|components|i18n)/' },
    },
    {
      name: 'lib-is-a-leaf',
      severity: 'error',
      comment: 'Tests of lib helpers may set up a locale or build an ApiError; the helpers may not.',
      from: { path: '^src/lib/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(?!lib/)', pathNot: '^src/app/pages\\.ts$' },
    },
    {
      name: 'pages-records-types-only',
      severity: 'error',
      comment:
        'The page records hold build-time data (titles, budgets, folders): the app reads the projection generated from them ' +
        '(virtual:paths, virtual:pages), and imports the records for their types only. The prerender and tests run at build time.',
      from: { path: '^src/', pathNot: '(\\.test\\.tsx?|^src/prerender\\.tsx)$' },
      to: { path: '^src/app/pages\\.ts$', dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'client-server-apart',
      severity: 'error',
      comment: 'The client and the reference server share no code at run time (but platform-crypto/, see below).',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-client-apart',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'product-not-tooling',
      severity: 'error',
      comment: 'What ships (src/, server/) never leans on test data (tests/) or the measuring tools (tools/).',
      from: { path: '^(src|server)/', pathNot: '(\\.test\\.tsx?|/test-fixtures\\.ts)$' },
      to: { path: '^(tests|tools)/' },
    },
    {
      name: 'contract-is-a-leaf',
      severity: 'error',
      comment: 'The wire contract declares payloads and needs nothing else: no package, no client or server code.',
      from: { path: '^contract/' },
      to: { pathNot: '^contract/' },
    },
    {
      name: 'platform-crypto-is-a-leaf',
      severity: 'error',
      comment:
        "The platform's DES (platform reference §4, §5), run by the client and the reference server alike: plain code, " +
        'no package, no client or server code, so each side loads only it. Its tests may use the test runner.',
      from: { path: '^platform-crypto/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^platform-crypto/' },
    },
    {
      name: 'contract-types-only',
      severity: 'error',
      comment: 'The contract is imported with `import type`: no code crosses between client and server through it.',
      from: { pathNot: '^contract/' },
      to: { path: '^contract/', dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'no-barrel-files',
      severity: 'error',
      comment: 'Barrel files defeat tree shaking: import the module itself.',
      from: { path: '^src/' },
      to: { path: '/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^dist|^dist-ssr|node_modules)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
