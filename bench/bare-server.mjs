// Baseline for bench/foundation.bench.ts: a bare Fastify (the server's own version, no plugins, no logging,
// no database) with one route answering an envelope about as large as checkToken's. Port from env PORT.
import { createRequire } from 'node:module';

// Resolve fastify the way apps/server does, so the baseline runs the same Fastify version.
const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
const payload = {
  code: 0,
  msg: 'success',
  data: {
    active: true,
    userId: '0190f3a2-7c1e-7d4b-9a55-3c2f1e0b8d11',
    tokenId: '0190f3a2-7c1e-7d4b-9a55-3c2f1e0b8d12',
    appId: 'yxdemo',
    roles: ['teacher'],
    expiresAt: '2026-01-01T08:00:00.000Z',
  },
};
app.get('/bare', async () => payload);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
