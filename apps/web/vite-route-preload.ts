import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { MAIN_LAYOUT_MODULE as MAIN_LAYOUT } from './src/app/page-chunks';
import { STORAGE_KEYS } from './src/shared/config/storage-keys';

/** `key: () => import('@/…')` and `const name = () => import('@/…')` in the page registry. */
const DIRECT_LOADER = /(\w+)\s*[:=]\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/g;
/** `key: () => sharedPages().then(…)`: a page taken from a chunk several pages share. */
const SHARED_LOADER = /(\w+):\s*\(\)\s*=>\s*(\w+)\(\)\.then\(/g;
/** `{ path: '/home', …, page: PAGES.home }` in the route table. */
const ROUTE = /path:\s*'([^']+)'[^}]*?page:\s*PAGES\.(\w+)/g;
type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The page module (path under src/, no extension) of every PAGES key, read from page-registry.ts (the chunk plan's too). */
export function pageModules(registry: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, key, module] of registry.matchAll(DIRECT_LOADER)) modules.set(key!, module!);
  for (const [, key, shared] of registry.matchAll(SHARED_LOADER)) {
    const module = modules.get(shared!);
    if (module) modules.set(key!, module);
  }
  return modules;
}

/** The signed-in layout's routes (MAIN_ROUTES of route-table.ts): path pattern and page module. */
function mainRoutes(table: string, modules: Map<string, string>): Array<[string, string]> {
  const start = table.indexOf('export const MAIN_ROUTES');
  const section = table.slice(start, table.indexOf('\n];', start));
  return [...section.matchAll(ROUTE)].map(([, pattern, key]) => {
    const module = modules.get(key!);
    if (!module) throw new Error(`route preload: no page module found in page-registry.ts for PAGES.${key} (route ${pattern})`);
    return [pattern!, module];
  });
}

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

/** Every file a dynamically imported chunk needs beyond what the entry already loads: its static imports and CSS. */
function chunkFiles(bundle: OutputBundle, chunk: OutputChunk, loadedByEntry: Set<string>): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    if (loadedByEntry.has(name) || files.includes(name)) return;
    files.push(name);
    const item = bundle[name];
    if (item?.type !== 'chunk') return;
    for (const css of item.viteMetadata?.importedCss ?? []) if (!loadedByEntry.has(css) && !files.includes(css)) files.push(css);
    item.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return files;
}

/** The entry's chunk with everything it imports statically (index.html already names all of it). */
function entryFiles(bundle: OutputBundle): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const item = bundle[name];
    if (item?.type !== 'chunk') return;
    for (const css of item.viteMetadata?.importedCss ?? []) seen.add(css);
    item.imports.forEach(visit);
  };
  for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
  return seen;
}

/**
 * What index.html names: a few hundred bytes that load the preload script (its list of files is larger) only
 * when a session is stored. Signed out nothing more is fetched: the sign-in page, which every visitor loads and which
 * must stay within its 250 KB of JavaScript, needs none of these files.
 */
function loaderScript(src: string): string {
  return `(function(){try{if(!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.loginInfo)}))return}catch(e){return}
var s=document.createElement("script");s.src=${JSON.stringify(src)};document.head.appendChild(s)})();
`;
}

/** What the preload script carries: file names (no folder, no .js), the layout's files, each page's, and the routes. */
export type PreloadList = { files: string[]; layout: number[]; pages: number[][]; routes: Array<[string, number]> };

/** The list a built preload script carries (bench/bundle-size.bench.ts reads what a page is told to fetch). */
export function readPreloadList(script: string): PreloadList {
  const data = /var d=(\{.*?\}),b=/s.exec(script)?.[1];
  if (!data) throw new Error('route preload: no list in the preload script');
  return JSON.parse(data) as PreloadList;
}

/**
 * The preload script (run at once by the loader above): when the address is a page of the signed-in layout, it asks
 * for the layout's and that page's files at once (modulepreload). Otherwise they are requested only once the entry
 * script has downloaded and run and the router asks for the route's modules: on a phone over slow
 * 4G that is a second, serial wait before any of them starts (issue 19). Vite's own preload helper later finds the
 * links already in the document and does not add them again; the browser's cache serves them.
 *
 * The CSS is linked as a stylesheet, marked data-route-preload and, once it has loaded or failed, data-settled
 * (shared/ui/route-styles.ts waits for it before a route renders, and reports its failure as Vite's helper would): applied, and its large sheet parsed, as it arrives while
 * the scripts still download. As a preload, it was applied by the router's first route load, whose task on a phone
 * then parsed it too, a long task (issue 19).
 */
function preloadScript(base: string, files: string[], layout: number[], pages: number[][], routes: Array<[string, number]>): string {
  // Files are named without their folder (assets/) and without .js, and a page's list once however many routes show it.
  const list: PreloadList = { files: files.map((file) => file.replace(/^assets\//, '').replace(/\.js$/, '')), layout, pages, routes };
  return `(function(){var d=${JSON.stringify(list)},b=${JSON.stringify(base)},p=location.pathname;if(p.indexOf(b)!==0)return;
var s=("/"+p.slice(b.length)).replace(/\\/+$/,"").split("/");
for(var i=0;i<d.routes.length;i++){var r=d.routes[i][0].split("/");if(r.length!==s.length)continue;
var ok=true;for(var j=0;j<r.length;j++)if(r[j]!==s[j]&&!(r[j].charAt(0)===":"&&s[j]))ok=false;
if(!ok)continue;var n=d.layout.concat(d.pages[d.routes[i][1]]);
for(var k=0;k<n.length;k++){var f=d.files[n[k]],c=/\\.css$/.test(f),l=document.createElement("link");
if(c){l.rel="stylesheet";l.setAttribute("data-route-preload","");l.onload=function(){this.setAttribute("data-settled","loaded")};l.onerror=function(){this.setAttribute("data-settled","failed")}}else l.rel="modulepreload";l.crossOrigin="";l.href=b+"${'assets/'}"+f+(c?"":".js");document.head.appendChild(l)}
return}})();
`;
}

/**
 * Writes the route preload script (above) from the route table and the built chunks, and names it in index.html
 * before the entry. Only the signed-in layout's routes are covered; every other page loads as before.
 */
export function routePreload(srcDir: string): Plugin {
  let base = '/';
  return {
    name: 'yanxiu:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('route preload: index.html is not in the bundle');
        const modules = pageModules(fs.readFileSync(path.join(srcDir, 'app/page-registry.ts'), 'utf8'));
        const routes = mainRoutes(fs.readFileSync(path.join(srcDir, 'app/route-table.ts'), 'utf8'), modules);
        const chunkOf = new Map<string, OutputChunk>();
        // A page's chunk, or the chunk a group put its module in (the signed-in shell holds the main layout).
        const srcName = (id: string) => withoutExtension(path.relative(srcDir, id).split(path.sep).join('/'));
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk')
            for (const id of item.moduleIds) if (!chunkOf.has(srcName(id)) || item.facadeModuleId === id) chunkOf.set(srcName(id), item);
        }
        const loadedByEntry = entryFiles(bundle);
        const files: string[] = [];
        const indexes = (module: string) => {
          const chunk = chunkOf.get(module);
          if (!chunk) throw new Error(`route preload: no chunk holds src/${module}`);
          return chunkFiles(bundle, chunk, loadedByEntry).map((file) =>
            files.includes(file) ? files.indexOf(file) : files.push(file) - 1,
          );
        };
        const layout = indexes(MAIN_LAYOUT);
        const distinct = [...new Set(routes.map(([, module]) => module))];
        const pages = distinct.map((module) => indexes(module).filter((index) => !layout.includes(index)));
        const table = routes.map(([pattern, module]): [string, number] => [pattern, distinct.indexOf(module)]);
        const emit = (name: string, source: string) => {
          const fileName = `assets/${name}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
          this.emitFile({ type: 'asset', fileName, source });
          return fileName;
        };
        const fileName = emit(
          'route-preload',
          loaderScript(base + emit('route-preload-list', preloadScript(base, files, layout, pages, table))),
        );
        const tag = `<script async src="${base}${fileName}"></script>`;
        const text = String(html.source);
        if (!text.includes('</title>')) throw new Error('route preload: index.html has no <title>');
        html.source = text.replace('</title>', `</title>\n    ${tag}`);
      },
    },
  };
}
