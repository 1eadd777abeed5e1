import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { antdStaticCss } from './vite-antd-css';
import { planCssSplit } from './vite-antd-css-split';
import { PLANNING, planChunks, type ChunkPlan } from './vite-chunk-plan';
import { checkPlanPages, planPages } from './vite-page-chunks';
import { precompress } from './vite-precompress';
import { routePreload } from './vite-route-preload';

// antd's building blocks (@rc-component/*) are side-effect-free ES modules but do not say so in their package.json,
// so the bundler keeps every module they import even when nothing uses it (all of rc-form came along with antd's
// Input to the sign-in page). Declaring them side-effect-free lets unused modules be dropped from the sign-in
// page. antd itself declares its side effects (CSS only).
const RC_COMPONENT = /node_modules[\\/]@rc-component[\\/]/;
// A feature's public surface (<feature>.public.ts) only re-exports, and its api/ files only declare fetchers, query
// options and hooks. Declared side-effect-free, what a surface offers drops out of the chunks that import it for
// something else (the home page takes training's home panel from training.public.ts, not its staff lists).
const FEATURE_SURFACE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/](api[\\/]|[^\\/]+\.public\.tsx?$)/;
// Each feature's <feature>.access.ts: who may open what (read by the menu and the feature's own pages).
const FEATURE_ACCESS = /[\\/]src[\\/]features[\\/][^\\/]+[\\/](?:[^\\/]+[\\/])?[^\\/]+\.access\.ts$/;
// React DOM (with its scheduler) in a chunk of its own name. Left to itself the bundler names a shared chunk after one
// of its modules, and React DOM shared one with antd's colour-picker presets: a trace then blamed "ColorPresets" for
// what was React's start-up and rendering (issue 19). Its own chunk also stays cached across deploys that do not
// upgrade React.
const REACT_DOM = /node_modules[\\/](react-dom|scheduler)[\\/]/;
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** A module at least this share of lazily loaded pages need goes into the common chunks. */
const COMMON_SHARE = 0.5;
// The pages the chunk plan (vite-chunk-plan.ts) treats apart are declared on the page registry
// (src/app/page-chunks.ts), not matched here by file path, so moving a page's file cannot change the plan:
// - the sign-in page's lazily loaded modules go in one file (it fetched 14), the signed-in layout's in another, and
//   what at least half of all lazily loaded pages need in a third: far fewer files for about the same bytes (gzip
//   compresses one file better than many) and an earlier largest paint (issue 19; docs/performance-log.md).
// - /home, where every sign-in lands: what the common chunk would hold that /home does not need is a chunk of its own
//   (common-more), so the first page after signing in fetches none of it.
// - The first pages teachers open (/home, the training catalogue, their hours): their code that other pages share too
//   was in one small chunk per set of pages sharing it, and a phone on HTTP/1.1 (six connections, a round trip each)
//   queued for them behind the large files: Lighthouse's simulation had /home's last small files arrive one round
//   trip after another. Gathered by which first pages need them: fewer files and an earlier largest paint.
// - The pages outside the layouts style antd at run time (app/layouts/StaticStyles.tsx) and import no static part.
const PAGES = planPages(fileURLToPath(new URL('./src', import.meta.url)));
const FIRST_PAGES = PAGES.firstPages;

/** Every non-empty set of first pages. */
function firstPageSets(): Array<typeof FIRST_PAGES> {
  const sets: Array<typeof FIRST_PAGES> = [];
  for (let bits = 1; bits < 1 << FIRST_PAGES.length; bits++) sets.push(FIRST_PAGES.filter((_, index) => bits & (1 << index)));
  return sets;
}

/**
 * The plan's groups, each taking its modules' dependencies with it only as the plan says (not by the import graph,
 * which would drag rc-form into the sign-in chunk through antd's Input): a module's dependencies are needed by every
 * page that needs it, so each group's dependencies are in it or in a group of higher priority, and no two chunks
 * import each other.
 */
function plannedGroups(plan: ChunkPlan) {
  const neededBy = (id: string, page: RegExp) => [...plan.rootsOf(id)].some((root) => page.test(root));
  const common = (id: string) => plan.rootsOf(id).size >= Math.ceil(plan.roots.size * COMMON_SHARE);
  return [
    { name: 'sign-in', test: (id: string) => neededBy(id, PAGES.signIn), priority: 8, includeDependenciesRecursively: false },
    { name: 'shell', test: (id: string) => neededBy(id, PAGES.mainLayout), priority: 6, includeDependenciesRecursively: false },
    { name: 'common', test: (id: string) => common(id) && neededBy(id, PAGES.home), priority: 5, includeDependenciesRecursively: false },
    // Not what a first page needs: those modules go to the first pages' groups, so no first page fetches this chunk
    // for a part of it (/studyTime took much of it for the year's Select once /home stopped needing Select).
    {
      name: 'common-more',
      test: (id: string) => common(id) && !FIRST_PAGES.some(([, page]) => neededBy(id, page)),
      priority: 4,
      includeDependenciesRecursively: false,
    },
    // The first pages' code that other pages share too, one chunk per set of first pages needing it: a first page
    // fetches no code only another first page needs. (A page's own code stays in its own chunk.)
    ...firstPageSets().map((set) => ({
      name: `first-${set.map(([name]) => name).join('-')}`,
      test: (id: string) => plan.rootsOf(id).size > 1 && FIRST_PAGES.every((entry) => set.includes(entry) === neededBy(id, entry[1])),
      priority: 1,
      includeDependenciesRecursively: false,
    })),
  ];
}

/** The shared chunks: React DOM, the start-up code, the access declarations, and the plan's groups (when planned). */
function chunkGroups(plan: ChunkPlan | undefined) {
  return [
    { name: 'react-dom', test: REACT_DOM, priority: 10 },
    // Everything else the entry imports statically, in one file: left alone, the bundler cut it into 17 (one per set
    // of pages sharing a module), and a phone on HTTP/1.1 (six connections, a round trip each) paid for the requests
    // more than for the bytes (issue 19).
    { name: 'start', tags: ['$initial' as const], priority: 9 },
    // Each feature's access declarations (a few hundred bytes each) in one file: the signed-in layout's menu reads
    // them all, and left alone each was a request of its own on every signed-in page (issue 19).
    { name: 'feature-access', test: FEATURE_ACCESS, priority: 7 },
    ...(plan ? plannedGroups(plan) : []),
  ];
}

// Served by our server under /pc/ with browser history; in development the API is proxied to it.
export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // The plan comes from a first build of this same config that splits by itself; that build plans nothing.
  const planning = Boolean(process.env[PLANNING]);
  const plan = command === 'build' && !planning ? await planChunks(fileURLToPath(import.meta.url)) : undefined;
  if (plan) checkPlanPages(plan, PAGES);
  return {
    base: '/pc/',
    plugins: [
      react(),
      // antd's stylesheet in parts: what the layout and /home use, the other first pages' and the rest (vite-antd-css-split.ts).
      antdStaticCss(
        fileURLToPath(new URL('./src', import.meta.url)),
        plan &&
          planCssSplit(
            plan,
            [PAGES.mainLayout, PAGES.home],
            FIRST_PAGES.map(([, page]) => page),
            PAGES.runtimeStyled,
          ),
      ),
      routePreload(fileURLToPath(new URL('./src', import.meta.url))),
      precompress(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // React Router's package names only its development build (remix-run/react-router#14102), which runs its
        // development warnings in production too; the production build is the same code without them.
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
      ],
    },
    // The server loader answers under the app's own base (spec 7), so it is proxied beside the API.
    server: { proxy: { '/api': 'http://localhost:8080', '/pc/__serverLoader': 'http://localhost:8080' } },
    // The manifest lets bench/bundle-size.bench.ts follow each page's chunks.
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        treeshake: { moduleSideEffects: (id) => !RC_COMPONENT.test(id) && !FEATURE_SURFACE.test(id) },
        output: {
          codeSplitting: {
            // The first build of the plan splits by itself: what it reports is the bundler's own view of who needs what.
            groups: planning ? [] : chunkGroups(plan),
          },
        },
      },
    },
  };
});
