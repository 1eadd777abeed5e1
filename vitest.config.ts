// Root Vitest configuration: one `vitest run` runs every project below.
//
//   unit          pure logic: packages/**/*.test.ts, apps/server/src/**/*.unit.test.ts, the web build's and bench's *.unit.test.ts
//   api-postgres  server tests (apps/server/src/**/*.test.ts) on a throwaway PostgreSQL cluster (TEST_DB=postgres)
//   api-pglite    those of them about what differs between databases, on embedded PGlite (TEST_DB=pglite)
//                 the cluster's superuser URL reaches tests as process.env.TEST_PG_ADMIN_URL and as
//                 inject('pgAdminUrl'); see apps/server/test/global-setup-postgres.ts
//   security      the security suite generated from the OpenAPI document (apps/server/test/security), on the
//                 same kind of throwaway PostgreSQL cluster as api-postgres
//   e2e           the built server (apps/server/dist) and web app in real processes and Chromium
//   web           the web client's logic (apps/web/src/**/*.test.ts(x)) in happy-dom, with the `@` alias of
//                 apps/web/vite.config.ts
//
// Pick one with `npx vitest run --project unit`. `@yanxiu/contract/<file>` imports resolve through the
// workspace package's `exports` map, which Vite understands natively, so they need no alias.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const serverTests = 'apps/server/src/**/*.test.ts';
// Every API test runs on PostgreSQL (api-postgres), the production database. PGlite, the embedded default of
// `npm start`, is the database the e2e suite's built servers run on for every flow; the API files that also run on
// it (api-pglite) are the ones about what can differ between the two: migrations and the demo seed, the driver's
// errors and how they map (constraints to 409, NUL bytes, outages), transactions with version races and
// compare-and-set writes, aggregate reports and time-driven jobs. A new domain adds its file here when it relies
// on one of those. Running the whole suite twice cost three times the PostgreSQL run on this machine.
const pgliteTests = [
  'apps/server/src/seed/seed.test.ts',
  'apps/server/src/platform/http/error-handling.test.ts',
  'apps/server/src/platform/http/input-guard.test.ts',
  'apps/server/src/platform/http/database-outage.test.ts',
  'apps/server/src/platform/review/review-engine.test.ts',
  'apps/server/src/modules/learning/watch/watch.test.ts',
  'apps/server/src/modules/learning/hours/hours-report.test.ts',
  'apps/server/src/modules/learning/hours/hours-totals-follow.test.ts',
  'apps/server/src/modules/training/orders/order-expiry.test.ts',
  'apps/server/src/modules/development/applications/development-apply.test.ts',
  'apps/server/src/modules/profile/verification/verification.test.ts',
  'apps/server/src/modules/selection/review/review.test.ts',
  'apps/server/src/modules/review/review.test.ts',
  'apps/server/src/modules/research/attendance/online-check-in.test.ts',
  // Notifications written in the transaction of the change that causes them (hours credited, selection results)
  // and a to-do list read against the clock.
  'apps/server/src/modules/research/completion/completion-notices.test.ts',
  'apps/server/src/modules/learning/declarations/declaration-notice.test.ts',
  'apps/server/src/modules/selection/results/result-notices.test.ts',
  'apps/server/src/platform/jobs/jobs.test.ts',
  'apps/server/src/platform/logging/log-secrets.test.ts',
  'apps/server/src/platform/rate-limit/rate-limit.test.ts',
  // Question banks: versioned saves (compare-and-set), locked banks, array tags and the Excel import's one transaction.
  'apps/server/src/modules/assessment/banks/assessment-banks.test.ts',
  'apps/server/src/modules/assessment/questions/assessment-questions.test.ts',
  'apps/server/src/modules/assessment/imports/question-imports.test.ts',
  // Exams: the partial unique index that makes concurrent starts one attempt, the attempt's row locks, array columns.
  'apps/server/src/modules/assessment/attempts/exam-attempts.test.ts',
  // Evaluations: the answer, who answered and the completion in one transaction under a row lock; means over jsonb.
  'apps/server/src/modules/assessment/evaluations/evaluation-responses.test.ts',
  'apps/server/src/modules/assessment/evaluations/evaluation-results.test.ts',
  // Assignments: decisions and submits compare-and-set on the round, the partial unique index of open peer reviews,
  // skip-locked hand-outs, uuid and integer array columns.
  'apps/server/src/modules/assessment/assignments/assignment-submissions.test.ts',
  // The grade book: aggregate reads (the teachers' progress, the ledger's hours per programme) and its workbook.
  'apps/server/src/modules/assessment/gradebook/gradebook.test.ts',
  // Site-wide search: the grams' GIN indexes, generated columns and the ranking's window count on both engines, and
  // each kind's access rules where PGlite serves every e2e flow.
  'apps/server/src/modules/search/search-access.test.ts',
  'apps/server/src/modules/search/search.test.ts',
  // Erasure: one job's transaction with a savepoint per uploaded file (a refused one kept), the open request's partial
  // unique index under four requests at once.
  'apps/server/src/modules/privacy/erasure/erasure.test.ts',
  // xAPI: the outbox written in the fact's transaction, its skip-locked claims and jsonb statements read back equal.
  'apps/server/src/modules/xapi/delivery/xapi-delivery.test.ts',
];
const unitTests = [
  'packages/**/*.test.ts',
  'apps/server/src/**/*.unit.test.ts',
  'apps/web/*.unit.test.ts',
  'bench/*.unit.test.ts',
  'scripts/*.unit.test.ts',
];
const webTests = 'apps/web/src/**/*.test.{ts,tsx}';
const ignored = ['**/node_modules/**', '**/dist/**'];

// The server's path aliases (apps/server/tsconfig.json); the web project adds its own `@` below.
const serverAliases = {
  '@server': fileURLToPath(new URL('./apps/server/src', import.meta.url)),
  '@server-test': fileURLToPath(new URL('./apps/server/test', import.meta.url)),
};

export default defineConfig({
  resolve: { alias: serverAliases },
  test: {
    // Child processes rather than worker threads: server code (argon2, pg, PGlite) owns native/WASM state
    // and the e2e tests spawn and kill processes, which is simplest to reason about per process.
    pool: 'forks',
    // One worker per core. Vitest's default leaves one core idle (cores - 1: a single worker on a 2-core machine),
    // while most test files spend their time waiting on PostgreSQL, a spawned server or Chromium.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitTests,
          exclude: ignored,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: pgliteTests,
          exclude: [...ignored, '**/*.unit.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          // Builds the seeded database once for the project's files (apps/server/test/support/database-template.ts).
          globalSetup: ['apps/server/test/global-setup-pglite.ts'],
          // Building a fresh database per file takes seconds when the machine is busy.
          hookTimeout: 60_000,
          // Tests that loop over every kind of record take a second alone and more than 5 s beside the e2e
          // servers on two cores; nothing here is a timing assertion.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: [serverTests],
          exclude: [...ignored, '**/*.unit.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          // Runs only when this project has test files to run; starts one cluster for the whole project.
          globalSetup: ['apps/server/test/global-setup-postgres.ts'],
          hookTimeout: 60_000,
          // As for api-pglite: the per-kind loops of the profile records took over 5 s under a loaded run.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'security',
          include: ['apps/server/test/security/**/*.test.ts'],
          exclude: ignored,
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/test/global-setup-postgres.ts'],
          hookTimeout: 60_000,
          // One test sends every malformed input of an operation, each followed by a count of every table.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: ignored,
          environment: 'node',
          // One migrated and seeded PGlite data directory, copied for every server the files start.
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for its state as long as a test may run; its default second failed the selection e2e's
          // wait for the scoring progress under stress-ng (issue 35).
          expect: { poll: { timeout: 60_000 } },
          // Two files at a time, in a phase of their own after the other projects (groupOrder 1). One e2e file keeps
          // less than one of the machine's two cores busy (its server, Chromium and the test wait on each other:
          // 41 s of CPU in 52 s measured for two files), so one at a time left a core idle for the run's longest
          // phase. Each file still has its own server, database copy and browser.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // Projects do not read apps/web/vite.config.ts, so its `@` alias is repeated here.
        resolve: { alias: { ...serverAliases, '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: [webTests],
          exclude: ignored,
          environment: 'happy-dom',
          // Every findBy*/waitFor and expect.poll waits as long as its test may (both default to one second); a file
          // starts with its language's texts loaded, as the app's first render does.
          setupFiles: [
            'apps/web/src/shared/testing/waits-last-as-long-as-the-test.ts',
            'apps/web/src/shared/testing/interface-language.ts',
          ],
          expect: { poll: { timeout: 15_000 } },
          // Rendering antd forms in happy-dom takes a few seconds when the API files run beside it on two cores;
          // the default 5 s timed a page test out under that load (nothing here is a timing assertion).
          testTimeout: 15_000,
        },
      },
    ],
  },
});
