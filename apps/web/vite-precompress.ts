import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// What the server may send compressed: the build's text files. Images, fonts and media are compressed already.
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Every file under `dir`, skipping Vite's own folder (.vite/manifest.json is read by tools, never served). */
async function files(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.split(path.sep).includes('.vite'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of the build, so
 * the server sends them as they are (@fastify/static's `preCompressed`): the highest ratio, paid once at build time
 * rather than per request. A variant no smaller than its source is not written; the server then sends the source.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'yanxiu:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const texts = (await files(outDir)).filter((file) => TEXT.test(file));
      await Promise.all(
        texts.map(async (file) => {
          const source = await fs.readFile(file);
          const variants = [
            [
              '.br',
              await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            ],
            ['.gz', await gzipAsync(source, { level: 9 })],
          ] as const;
          for (const [suffix, packed] of variants) if (packed.length < source.length) await fs.writeFile(file + suffix, packed);
        }),
      );
    },
  };
}
