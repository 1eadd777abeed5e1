import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses every text answer (JSON, HTML, CSS, JS, SVG, XML) in brotli or gzip, as the browser accepts, with
 * `Vary: Accept-Encoding`. Brotli at quality 4, not Node's default 11: answers built per request must cost little
 * CPU, and quality 4 already beats gzip. The web app's built files are compressed once at build time at the highest
 * quality (apps/web/vite.config.ts) and @fastify/static sends those files as they are (web-app.ts), so this hook
 * leaves them alone (it skips anything that already carries a Content-Encoding). Binaries (images, video, PDF,
 * workbooks, zips) are not compressible types and go out untouched. Request bodies are never inflated: a small
 * compressed upload could expand past the body limit.
 *
 * Registered before every route, as @fastify/compress requires, so its hook covers the API, the docs and the web app.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
