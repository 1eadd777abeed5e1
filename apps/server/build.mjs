// Bundles the server into dist/main.js. The contract package is TypeScript source, so it is bundled in, and so are
// the server's own `@server/` imports (resolved through tsconfig.json's paths); every other package stays external
// and is loaded from node_modules at run time.
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@yanxiu/') || args.path.startsWith('@server/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The demo seed's sample media (a short video, covers), read beside main.js as `./media/`.
cpSync('src/seed/media', 'dist/media', { recursive: true, filter: (source) => !source.endsWith('.ts') });
// An empty, initialised embedded database (PGlite's initdb, made once here): the first start on an empty data
// directory loads it instead of running initdb, which took the process to about twice the resident memory loading
// this does (src/db/client.ts; docs/performance-log.md).
const empty = await PGlite.create('memory://');
writeFileSync('dist/pglite-empty.tar.gz', Buffer.from(await (await empty.dumpDataDir('gzip')).arrayBuffer()));
await empty.close();
