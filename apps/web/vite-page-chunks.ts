import fs from 'node:fs';
import path from 'node:path';
import { FIRST_PAGE_NAMES, MAIN_LAYOUT_MODULE, PAGE_CHUNKS, type FirstPageName, type PageChunkMeta } from './src/app/page-chunks';
import type { ChunkPlan } from './vite-chunk-plan';
import { pageModules } from './vite-route-preload';

/** The lazily loaded modules the chunk plan treats apart, as patterns over module ids (what the bundler reports). */
export type PlanPages = {
  signIn: RegExp;
  mainLayout: RegExp;
  home: RegExp;
  firstPages: Array<[FirstPageName, RegExp]>;
  runtimeStyled: RegExp[];
};

/** A module's id, by its path under src/ (no extension): either separator, any script extension. */
export function modulePattern(module: string): RegExp {
  const escaped = module.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`[\\\\/]src[\\\\/]${escaped.join('[\\\\/]')}\\.[cm]?[jt]sx?$`);
}

/**
 * The plan's pages from their declarations (src/app/page-chunks.ts), each page's module found through the page
 * registry: a page's file can move without the plan changing, and a declaration naming no page fails the build.
 */
export function planPages(srcDir: string): PlanPages {
  const modules = pageModules(fs.readFileSync(path.join(srcDir, 'app/page-registry.ts'), 'utf8'));
  const declared = Object.entries(PAGE_CHUNKS) as Array<[string, PageChunkMeta]>;
  const patternsOf = (wanted: (meta: PageChunkMeta) => boolean) =>
    declared
      .filter(([, meta]) => wanted(meta))
      .map(([key]) => {
        const module = modules.get(key);
        if (!module)
          throw new Error(`chunk plan: src/app/page-chunks.ts declares PAGES.${key}, whose module page-registry.ts does not name`);
        return modulePattern(module);
      });
  const one = (name: string, patterns: RegExp[]) => {
    if (patterns.length !== 1)
      throw new Error(`chunk plan: src/app/page-chunks.ts must declare exactly one ${name} page (found ${patterns.length})`);
    return patterns[0]!;
  };
  const firstPages = FIRST_PAGE_NAMES.map((name): [FirstPageName, RegExp] => [
    name,
    one(
      `first page "${name}"`,
      patternsOf((meta) => meta.firstPage === name),
    ),
  ]);
  return {
    signIn: one(
      'sign-in',
      patternsOf((meta) => meta.chunk === 'sign-in'),
    ),
    mainLayout: modulePattern(MAIN_LAYOUT_MODULE),
    home: firstPages.find(([name]) => name === 'home')![1],
    firstPages,
    runtimeStyled: patternsOf((meta) => meta.styling === 'runtime'),
  };
}

/**
 * Fails the build when a declared module is not one the plan saw loaded lazily (the layout moved, a page became part
 * of the entry): its group would silently come out empty and the pages would fetch their code as many small chunks.
 */
export function checkPlanPages(plan: ChunkPlan, pages: PlanPages): void {
  const all = [pages.signIn, pages.mainLayout, ...pages.firstPages.map(([, pattern]) => pattern), ...pages.runtimeStyled];
  for (const pattern of all) {
    if (![...plan.roots].some((root) => pattern.test(root)))
      throw new Error(`chunk plan: no lazily loaded module matches ${pattern} (src/app/page-chunks.ts)`);
  }
}
