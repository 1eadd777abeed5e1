import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ChunkPlan } from './vite-chunk-plan';

/**
 * antd's static stylesheet is large and the signed-in layout loaded all of it before its first page painted: on a
 * phone over slow 4G, bytes /home waited for and main-thread time parsing rules for date
 * pickers, tables and uploads it never shows (issue 19). The build cuts it in three parts:
 *
 * - `layout` (`antd/dist/antd.css`, linked with the layout): the rules not tied to one component (resets, motion,
 *   icons) and those of every component whose code the entry, the layout or /home loads;
 * - `first` (`antd.css?first`): the other first pages' components (the training pages, the hours pages);
 * - `rest` (`antd.css?rest`): everything else.
 *
 * A lazily loaded module that loads a component's code imports the part holding its rules (unless the layout's has
 * them). Vite then loads that part with the module's code and, for a dynamic import, waits for it before the module
 * runs; the route preload links it for a page opened directly. So a component renders styled wherever its code runs.
 */
export const PARTS = ['layout', 'first', 'rest'] as const;
export type Part = (typeof PARTS)[number];
const LAYOUT = 0;

/** Component folders under antd/es whose classes do not start with their folder's name. */
const CLASS_OWNERS: Record<string, string[]> = {
  btn: ['button'],
  picker: ['date-picker', 'time-picker', 'calendar'],
  'float-btn': ['float-button'],
  ribbon: ['badge'],
  'scroll-number': ['badge'],
  otp: ['input'],
  row: ['grid', 'row'],
  col: ['grid', 'col'],
};
/** Motion and effect classes many components share: they stay with the first part. */
const SHARED_CLASSES = /^(?:slide|zoom|move|fade|motion|wave|css)-/;

/** The antd component folders a class `.ant-<name>` belongs to; none for shared or unknown classes. */
export function classOwners(name: string, folders: ReadonlySet<string>): string[] {
  if (SHARED_CLASSES.test(`${name}-`)) return [];
  const [first = '', second] = name.split('-');
  const two = second ? `${first}-${second}` : '';
  if (two && CLASS_OWNERS[two]) return CLASS_OWNERS[two];
  if (two && folders.has(two)) return [two];
  if (CLASS_OWNERS[first]) return CLASS_OWNERS[first];
  return folders.has(first) ? [first] : [];
}

/**
 * The antd component whose style module `moduleId` is (`…/node_modules/antd/es/table/style/index.js` → table). Every
 * component imports its style hooks, so code that can render a component loads them; other modules of a component's
 * folder do not say it renders (the entry loads the date picker's locale texts with antd's Chinese locale).
 */
export function antdStyledFolderOf(moduleId: string): string | undefined {
  return /[\\/]node_modules[\\/]antd[\\/]es[\\/]([a-z-]+)[\\/]style[\\/]/.exec(moduleId)?.[1];
}

/** The selectors of a rule, split at top-level commas (not those inside `:where(…)` or `:not(…)`). */
export function selectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < prelude.length; index++) {
    const char = prelude[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(prelude.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(prelude.slice(start).trim());
  return parts;
}

/**
 * Splits a stylesheet by rule into `count` parts: a rule goes to the lowest part one of its selectors is in
 * (`partOf`), as it is needed once that selector can match. Rules inside @media, @supports and @layer are split the
 * same way (the at-rule wraps each part's share); @keyframes, @font-face and other at-rules stay whole in part 0.
 */
export function partitionCss(css: string, partOf: (selector: string) => number, count: number): string[] {
  const parts: string[] = Array.from({ length: count }, () => '');
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open === -1) {
      parts[0] += css.slice(index);
      break;
    }
    let depth = 1;
    let close = open + 1;
    for (; close < css.length && depth > 0; close++) {
      if (css[close] === '{') depth++;
      else if (css[close] === '}') depth--;
    }
    const prelude = css.slice(index, open);
    const body = css.slice(open + 1, close - 1);
    const trimmed = prelude.trim();
    if (/^@(media|supports|layer)\b/.test(trimmed)) {
      partitionCss(body, partOf, count).forEach((inner, part) => {
        if (inner.trim()) parts[part] += `${prelude}{${inner}}`;
      });
    } else {
      const part = trimmed.startsWith('@') ? 0 : Math.min(...selectors(trimmed).map(partOf));
      parts[part] += `${prelude}{${body}}`;
    }
    index = close;
  }
  return parts;
}

/** The antd component folders (antd/es/<folder>). */
export function antdFolders(): Set<string> {
  const es = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');
  return new Set(
    fs
      .readdirSync(es, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
}

/** The antd component folders with a style module (antd/es/<folder>/style/): those the split can see code load. */
export function antdStyledFolders(): Set<string> {
  const es = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');
  return new Set([...antdFolders()].filter((folder) => fs.existsSync(path.join(es, folder, 'style'))));
}

/**
 * What the split cannot place in antd's stylesheet: a class (`.ant-<name>`, not a shared motion class) none of whose
 * owners has a style module the build sees loaded, and a `CLASS_OWNERS` folder antd no longer has. Such a class's
 * rules would land in the last part whatever renders it (the layout's own components unstyled until some page loads
 * that part), or in the layout's part for good; an antd upgrade that renames a folder or adds a component whose
 * classes do not start with its folder's name does exactly that, so the build refuses it until the class is mapped.
 */
export function unmappedAntdClasses(css: string, folders: ReadonlySet<string>, styled: ReadonlySet<string>): string[] {
  const stale = Object.entries(CLASS_OWNERS).flatMap(([prefix, owners]) =>
    owners
      .filter((owner) => !folders.has(owner))
      .map((owner) => `CLASS_OWNERS['${prefix}'] names antd/es/${owner}, which antd does not have`),
  );
  const names = new Set([...css.matchAll(/\.ant-([a-z0-9-]+)/g)].map((match) => match[1]!));
  const unowned = [...names]
    .filter((name) => !SHARED_CLASSES.test(`${name}-`) && !classOwners(name, folders).some((owner) => styled.has(owner)))
    .map((name) => `.ant-${name} has no owner with a style module (owners: ${classOwners(name, folders).join(', ') || 'none'})`);
  return [...stale, ...unowned];
}

/** What the split needs from the build's plan: which part holds each component folder, and who imports which part. */
export type CssSplit = {
  /** The part holding a component folder's rules; none for a component no code loads. */
  partOf(folder: string): Part | undefined;
  /** The parts beyond the layout's a lazily loaded module imports (as `antd.css?<part>`). */
  importsOf(moduleId: string): Part[];
};

/**
 * The split for a build: `layout` are the lazily loaded modules whose components the layout's part covers (the layout,
 * /home), `first` the other first pages, `runtimeStyled` the modules rendered outside the layouts, which style antd
 * at run time and import no part. A module imports a part when its code loads a component that part holds: never
 * for a module /home loads with itself (a panel /home imports that other pages load on demand), so /home waits for
 * no other part; nor for a module without such components (a page of cards, a worker's code).
 */
export function planCssSplit(plan: ChunkPlan, layout: RegExp[], first: RegExp[], runtimeStyled: RegExp[]): CssSplit {
  const parts = new Map<string, number>();
  const claim = (ids: Iterable<string>, part: number, neededBy: (id: string) => boolean) => {
    for (const id of ids) {
      const folder = antdStyledFolderOf(id);
      if (folder && !parts.has(folder) && neededBy(id)) parts.set(folder, part);
    }
  };
  const rootsMatch = (patterns: RegExp[]) => (id: string) =>
    [...plan.rootsOf(id)].some((root) => patterns.some((pattern) => pattern.test(root)));
  claim(plan.entryModules, LAYOUT, () => true);
  claim(plan.modules, LAYOUT, rootsMatch(layout));
  claim(plan.modules, 1, rootsMatch(first));
  claim(plan.modules, 2, () => true);
  const imports = new Map<string, Set<Part>>();
  for (const id of plan.modules) {
    const folder = antdStyledFolderOf(id);
    const part = folder ? parts.get(folder) : undefined;
    if (!part) continue;
    for (const root of plan.rootsOf(id)) imports.set(root, (imports.get(root) ?? new Set<Part>()).add(PARTS[part]!));
  }
  return {
    partOf: (folder) => (parts.has(folder) ? PARTS[parts.get(folder)!] : undefined),
    importsOf: (id) =>
      runtimeStyled.some((pattern) => pattern.test(id))
        ? []
        : [...(imports.get(id) ?? [])].sort((a, b) => PARTS.indexOf(a) - PARTS.indexOf(b)),
  };
}

/**
 * The part a selector is in: the last part among its classes' (it matches only once every one of them can occur),
 * each class in the first part holding one of the components that render it. A class only components nothing loads
 * render goes to the last part; a class no component owns (motion, icons) to the layout's.
 */
export function selectorPart(split: Pick<CssSplit, 'partOf'>, folders: ReadonlySet<string>): (selector: string) => number {
  const last = PARTS.length - 1;
  return (selector) => {
    let part = LAYOUT;
    for (const [, name] of selector.matchAll(/\.ant-([a-z0-9-]+)/g)) {
      const owners = classOwners(name!, folders);
      if (owners.length === 0) continue;
      const loaded = owners.map((owner) => split.partOf(owner)).filter((owned): owned is Part => owned !== undefined);
      part = Math.max(part, loaded.length > 0 ? Math.min(...loaded.map((owned) => PARTS.indexOf(owned))) : last);
    }
    return part;
  };
}
