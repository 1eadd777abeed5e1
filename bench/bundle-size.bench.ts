// Bundle sizes of the web app, from the Vite manifest of the last build (apps/web/dist/.vite/manifest.json):
// the gzip size of the JavaScript and CSS a page loads (the entry plus the page's chunk, with every chunk they
// import statically), and the largest route chunk. Aims (issue 3): login page under 250 KB gzip of JavaScript,
// each route chunk under 100 KB.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readPreloadList } from '../apps/web/vite-route-preload';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

// WEB_DIST measures another build (e.g. a copy kept from before a change) instead of apps/web/dist.
const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
// index.html also names the route preload loader (apps/web/vite-route-preload.ts), which every page loads, and a
// signed-in page loads the list it fetches; neither is in the manifest.
const preloadList = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((file) => /^route-preload-list-[^.]+\.js$/.test(file))
  .map((file) => `assets/${file}`);
const htmlScripts = [
  ...fs.readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/<script async src="\/pc\/(assets\/[^"]+\.js)"/g),
].map((match) => match[1]!);
const pageKey = (name: string) => Object.keys(manifest).find((key) => key.endsWith(`/${name}.tsx`));
const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);

// The sign-in page's module is in the chunk vite.config.ts's plan names sign-in (with the modules it loads lazily).
const signInKey = pageKey('LoginPage') ?? Object.keys(manifest).find((key) => /^_sign-in-[^.]+\.js$/.test(key));

/** The sign-in page: the entry and the page's chunk, with what they import statically. */
function signInWeight() {
  if (!signInKey) throw new Error('no chunk holds the sign-in page (LoginPage.tsx, or the sign-in group)');
  const { js, css } = closure([entryKey, signInKey]);
  htmlScripts.forEach((file) => js.add(file));
  return { js: sum(js), css: sum(css), files: js.size };
}

// What a signed-in page loads beyond the entry is what the route preload list (apps/web/vite-route-preload.ts) names
// for its address: the layout's files and the page's. Build groups may hold a page's module in a shared chunk, which
// the manifest does not say; the list is what the browser is told to fetch.
const preloadData = readPreloadList(fs.readFileSync(path.join(dist, preloadList[0]!), 'utf8'));

/** A signed-in page by its route pattern: the entry, the preload scripts, and the files its preload list names. */
function signedInWeight(route: string) {
  const { js, css } = closure([entryKey]);
  [...htmlScripts, ...preloadList].forEach((file) => js.add(file));
  const page = preloadData.routes.find(([pattern]) => pattern === route);
  if (!page) throw new Error(`no route ${route} in the route preload list`);
  for (const index of [...preloadData.layout, ...preloadData.pages[page[1]]!]) {
    const file = `assets/${preloadData.files[index]}`;
    if (file.endsWith('.css')) css.add(file);
    else js.add(`${file}.js`);
  }
  return { js: sum(js), css: sum(css), files: js.size };
}

const rows = [
  { page: 'login (/pc/login)', ...signInWeight() },
  { page: 'home (/pc/home)', ...signedInWeight('/home') },
  { page: 'training (/pc/training/common)', ...signedInWeight('/training/common') },
  { page: 'studyTime (/pc/studyTime)', ...signedInWeight('/studyTime') },
];
const routeChunks = Object.values(manifest)
  .filter((chunk) => chunk.isDynamicEntry)
  .map((chunk) => ({ chunk: chunk.src ?? chunk.file, kb: gzipKb(chunk.file) }))
  .sort((a, b) => b.kb - a.kb);

console.log('\nWeb bundle (gzip):');
console.table(rows.map((row) => ({ page: row.page, 'JS KB': row.js.toFixed(1), 'CSS KB': row.css.toFixed(1), 'JS files': row.files })));
const largest = routeChunks[0];
console.log(`largest route chunk: ${largest?.chunk} ${largest?.kb.toFixed(1)} KB gzip (of ${routeChunks.length} route chunks)`);
console.log(
  `aims: login JS < 250 KB -> ${rows[0]!.js < 250 ? 'met' : 'NOT met'}; every route chunk < 100 KB -> ${(largest?.kb ?? 0) < 100 ? 'met' : 'NOT met'}`,
);
