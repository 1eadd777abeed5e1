import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS } from './src/app/page-chunks';
import type { ChunkPlan } from './vite-chunk-plan';
import { checkPlanPages, modulePattern, planPages } from './vite-page-chunks';

const SRC = fileURLToPath(new URL('./src', import.meta.url));

/** A source folder whose page registry loads every declared page from `folder` (a page file moved there). */
function registryWithPagesIn(folder: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-chunks-'));
  fs.mkdirSync(path.join(dir, 'app'));
  const loaders = Object.keys(PAGE_CHUNKS).map((key) => `  ${key}: () => import('@/${folder}/${key}Page'),`);
  fs.writeFileSync(path.join(dir, 'app/page-registry.ts'), `export const PAGES = {\n${loaders.join('\n')}\n};\n`);
  return dir;
}

const planOver = (roots: string[]): ChunkPlan => ({
  roots: new Set(roots),
  rootsOf: () => new Set(),
  entryModules: new Set(),
  modules: new Set(),
});

describe("the chunk plan's pages come from their declarations, through the page registry", () => {
  it('finds the pages where the registry loads them today', () => {
    const pages = planPages(SRC);
    expect(pages.signIn.test('/w/apps/web/src/features/auth/pages/LoginPage.tsx')).toBe(true);
    expect(pages.home.test('/w/apps/web/src/features/home/pages/HomePage.tsx')).toBe(true);
    expect(pages.firstPages.map(([name]) => name)).toEqual(['home', 'training', 'learning']);
    expect(pages.firstPages[1]![1].test('/w/apps/web/src/features/training/pages/teacher/training-pages.ts')).toBe(true);
    expect(pages.firstPages[2]![1].test('/w/apps/web/src/features/learning/pages/teacher/learning-pages.ts')).toBe(true);
    expect(pages.mainLayout.test('C:\\w\\apps\\web\\src\\app\\layouts\\MainLayout.tsx')).toBe(true);
    expect(pages.runtimeStyled).toHaveLength(8);
  });

  it('follows a page whose file moved (the registry names the new place)', () => {
    const dir = registryWithPagesIn('features/elsewhere');
    const pages = planPages(dir);
    fs.rmSync(dir, { recursive: true });
    expect(pages.signIn.test('/w/src/features/elsewhere/loginPage.tsx')).toBe(true);
    expect(pages.signIn.test('/w/src/features/auth/pages/LoginPage.tsx')).toBe(false);
  });

  it('fails the build when a declared module is not loaded lazily', () => {
    const pages = planPages(SRC);
    expect(() => checkPlanPages(planOver(['/w/src/features/auth/pages/LoginPage.tsx']), pages)).toThrow(/no lazily loaded module matches/);
  });

  it('matches a module by its whole path only', () => {
    expect(modulePattern('app/layouts/MainLayout').test('/w/src/app/layouts/MainLayout.tsx')).toBe(true);
    expect(modulePattern('app/layouts/MainLayout').test('/w/src/app/layouts/OtherMainLayout.tsx')).toBe(false);
    expect(modulePattern('app/layouts/MainLayout').test('/w/src/app/layouts/MainLayout.css')).toBe(false);
  });
});
