import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from './config';
import { prepareShell } from './platform/server-loader/page-html';
import type { RateLimitSettings } from './platform/rate-limit/rate-limit';
import { registerServerLoaders } from './platform/server-loader/server-loader.routes';
import type { RegisteredServerLoader } from './platform/server-loader/server-loader';
import type { TenantResolver } from './platform/tenant/tenant-resolver';
import { installWebHostCheck } from './platform/tenant/web-host.hook';

// This file sits one folder below apps/server both as source (src/) and bundled (dist/), so the web build is
// found at the same relative place either way.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const BASE = '/pc/';

/**
 * Serves the built web app under /pc/ with browser-history fallback: hashed assets are cached for a year,
 * index.html never, so a deploy reaches users on their next navigation. The build writes a .br and a .gz beside each
 * text file (apps/web/vite.config.ts); `preCompressed` sends the one the browser accepts, with its Content-Encoding,
 * the original file's Content-Type and `Vary: Accept-Encoding`, at no CPU cost per request. Routes that declare a
 * server loader (platform/server-loader) are the exception: their HTML is written per request with the page's head
 * tags and data, and `/pc/__serverLoader` answers their data. Only tenants' hostnames are served (web-host.hook.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Pick<Config, 'WEB_DIST_DIR'> & RateLimitSettings,
  serverLoaders: { loaders: readonly RegisteredServerLoader[]; tenants: TenantResolver },
): Promise<void> {
  const root = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST;
  const indexFile = path.join(root, 'index.html');
  const built = fs.existsSync(indexFile);
  installWebHostCheck(app, serverLoaders.tenants);

  app.get('/', (_request, reply) => reply.redirect(BASE));
  app.get('/pc', (_request, reply) => reply.redirect(BASE));

  if (!built) {
    await registerServerLoaders(app, { ...serverLoaders, limits: config, shell: null, sendIndex: (reply) => reply });
    app.get(`${BASE}*`, (_request, reply) =>
      reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build`.'),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root,
    prefix: BASE,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(response, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      void response.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });

  app.get(BASE, (_request, reply) => sendIndex(reply));
  await registerServerLoaders(app, {
    ...serverLoaders,
    limits: config,
    shell: prepareShell(fs.readFileSync(indexFile, 'utf8')),
    sendIndex,
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && request.url.startsWith(BASE) && !path.extname(request.url.split('?')[0] ?? '');
    if (isPage) return sendIndex(reply);
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
