import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticCss } from './vite-antd-css';
import { precompress } from './vite-precompress';
import { routePreload } from './vite-route-preload';

// antd's building blocks (@rc-component/*) are side-effect-free ES modules but do not say so in their package.json,
// so the bundler keeps every module they import even when nothing uses it (all of rc-form came along with antd's
// Input to the sign-in page). Declaring them side-effect-free lets unused modules be dropped: about 12 KB gzip less
// on the sign-in page. antd itself declares its side effects (CSS only).
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

// Served by our server under /pc/ with browser history; in development the API is proxied to it.
export default defineConfig({
  base: '/pc/',
  plugins: [
    react(),
    antdStaticCss(fileURLToPath(new URL('./src', import.meta.url))),
    routePreload(fileURLToPath(new URL('./src', import.meta.url))),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
          groups: [
            { name: 'react-dom', test: REACT_DOM, priority: 2 },
            // Everything else the entry imports statically, in one file: left alone, the bundler cut it into 17 (one
            // per set of pages sharing a module), and a phone on HTTP/1.1 (six connections, a round trip each) paid
            // for the requests more than for the bytes (issue 19).
            { name: 'start', tags: ['$initial'], priority: 1 },
            // Each feature's access declarations (a few hundred bytes each) in one file: the signed-in layout's menu
            // reads them all, and left alone each was a request of its own on every signed-in page (issue 19).
            { name: 'feature-access', test: FEATURE_ACCESS },
          ],
        },
      },
    },
  },
});
