// Boundaries between domains, checked by `npm run lint` (scripts: lint:boundaries) on both apps.
//
// A domain is one folder per side with the same name: apps/server/src/modules/<domain> and
// apps/web/src/features/<domain>. Its public surface is `<domain>.public.ts` (and, for other domains' tests only,
// `<domain>.fixtures.ts`); on the server, `<domain>.module.ts` (routes, jobs, subscriptions) is for src/modules.ts alone.
// Everything else in the folder is private. Folders may not depend on each other in a
// loop, and platform / shared code never reaches into a domain.
//
// scripts/lint-boundaries.mjs runs it twice per app: with the tests (every rule but folder cycles, since a test and
// the test support it imports always make a loop with the code under test), then without them (folder cycles too).
const withoutTests = process.env.BOUNDARIES_WITHOUT_TESTS === '1';
const TEST_FILES = ['\\.(unit\\.)?test\\.tsx?$', '\\.fixtures\\.tsx?$', '^apps/server/test/', '^apps/web/src/shared/testing/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-internals',
      comment: "Another module's private file: import its <module>.public.ts instead (or offer an event there).",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.(test|fixtures)\\.ts$' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/[^/]+\\.public\\.ts$'],
      },
    },
    {
      name: 'server-test-module-internals',
      comment: "A test may use another module's public surface and its <module>.fixtures.ts, nothing else.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/.+\\.(test|fixtures)\\.ts$' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/[^/]+\\.(public|fixtures)\\.ts$'],
      },
    },
    {
      name: 'server-outside-into-module-internals',
      comment: 'Code outside the modules (bootstrap, seed, test support) uses a module only through its public surface.',
      severity: 'error',
      from: { path: '^apps/server/(src|test)/', pathNot: ['^apps/server/src/modules/', '^apps/server/src/modules\\.ts$'] },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/[^/]+\\.(public|fixtures)\\.ts$' },
    },
    {
      name: 'server-composition-root',
      comment: 'modules.ts lists each module through its <module>.module.ts and nothing else of it.',
      severity: 'error',
      from: { path: '^apps/server/src/modules\\.ts$' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/[^/]+\\.module\\.ts$' },
    },
    {
      name: 'server-platform-into-modules',
      comment: 'platform/ is below every domain: it offers events and ports, it never imports a module.',
      severity: 'error',
      from: { path: '^apps/server/src/(platform|db)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-public-surface-repository',
      comment:
        "A public surface offers service functions and named reads (a <domain>.queries.ts), never a repository: another domain would then run the owner's SQL without its rules.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/[^/]+/[^/]+\\.public\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'server-routes-repository',
      comment:
        'Routes are thin: they call service functions with the context, and the services hold the transactions and repository calls.',
      severity: 'error',
      from: { path: '^apps/server/src/.+\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'server-modules-into-seed',
      comment:
        "seed/ calls the modules (their demo hooks), never the other way round: what a module needs of it comes in the hook's context or lives in platform/.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/seed/' },
    },
    {
      name: 'web-feature-internals',
      comment: "Another feature's private file: import its <feature>.public.ts(x) instead, or compose the two in app/.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '\\.(test|fixtures)\\.tsx?$' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/[^/]+\\.public\\.tsx?$'],
      },
    },
    {
      name: 'web-test-feature-internals',
      comment: "A test may use another feature's public surface and its <feature>.fixtures.tsx, nothing else.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/.+\\.(test|fixtures)\\.tsx?$' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/[^/]+\\.(public|fixtures)\\.tsx?$'],
      },
    },
    {
      name: 'web-shared-into-features',
      comment: 'shared/ is used by features and app/, never the other way round.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-app-into-feature-internals',
      comment:
        "app/ reaches a feature through its <feature>.public.ts(x) and, for a page, the page registry (app/page-registry.ts, which loads page modules lazily). The features' <feature>.access.ts declarations are the one exception: the menu reads every feature's, and the build gathers them in one chunk (vite.config.ts, feature-access).",
      severity: 'error',
      from: { path: '^apps/web/src/app/', pathNot: ['^apps/web/src/app/page-registry\\.ts$', '\\.(test|fixtures)\\.tsx?$'] },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/[^/]+/[^/]+\\.(public|fixtures)\\.tsx?$', '^apps/web/src/features/[^/]+/[^/]+\\.access\\.ts$'],
      },
    },
    {
      name: 'web-test-app-into-feature-internals',
      comment: "app/'s tests may use a feature's public surface and its <feature>.fixtures.tsx, nothing else (as a feature's tests).",
      severity: 'error',
      from: { path: '^apps/web/src/app/.+\\.(test|fixtures)\\.tsx?$' },
      to: { path: '^apps/web/src/features/', pathNot: ['^apps/web/src/features/[^/]+/[^/]+\\.(public|fixtures)\\.tsx?$'] },
    },
    {
      name: 'web-feature-into-app',
      comment: 'app/ composes the features; a feature does not import the app shell (its tests may render through the route table).',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: '\\.(test|fixtures)\\.tsx?$' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'no-file-cycles',
      comment: 'An import cycle between files.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment: 'Folders that depend on each other in a loop: one of them should offer an event or a port instead.',
      severity: withoutTests ? 'error' : 'ignore',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '/migrations/', ...(withoutTests ? TEST_FILES : [])] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
