// Baselines for the benchmarks: a bare Fastify (the server's own version, no plugins, no logging) with
// - /bare: no database, an envelope about as large as checkToken's;
// - /bare-db (when DATABASE_URL is set): the one-query ceiling, one prepared primary-key SELECT of a user through
//   `pg` (a pool as large as the server's), answered in the same envelope: no request can do less and use the database.
// Port from env PORT.
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

if (process.env.DATABASE_URL) {
  const pg = require('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
  const { rows } = await pool.query('select tenant_id, id from users order by tenant_id, id limit 1');
  const key = [rows[0].tenant_id, rows[0].id];
  const byKey = { name: 'bare-user-by-pk', text: 'select id, username, name, roles from users where tenant_id = $1 and id = $2' };
  app.get('/bare-db', async () => {
    const result = await pool.query({ ...byKey, values: key });
    const user = result.rows[0];
    return { ...payload, data: { ...payload.data, userId: String(user.id), roles: user.roles } };
  });
  app.addHook('onClose', () => pool.end());
}

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
