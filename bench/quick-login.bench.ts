// Quick-login benchmark (issue 22), on a throwaway PostgreSQL cluster with the built server as a separate process:
// portal-link ticket exchanges per second (POST /oauthService/quickLogin), each with a ticket never used before,
// against the bare Fastify route measured in the same run:
// - `jti`: a JWT signed by the portal (ES256), checked against its JWKS (fetched once and kept), its id inserted once
//   (the replay guard), the person found by the portal's phone claim, a session opened;
// - `rpcid`: the same, with the two back-channel calls (GET {token}, GET {token}?type=DLDJ) to the stand-in portal,
//   which runs in this process beside autocannon.
// Tickets are minted before the run for 5,000 teachers in turn (the first exchange of each links the portal subject);
// every exchange must answer 200 (a reused ticket would be refused).
// Run with `npx tsx bench/quick-login.bench.ts` after a build.
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { startTicketPortal } from '../apps/server/test/support/portal-tickets';
import { DEMO_APP_ID, login, requestJson } from '../e2e/support/api';
import { measureCpu, type CpuSplit } from './cpu';
import { printResultTable, runBench } from './report';
import { withBenchStack } from './stack';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const DATABASE = 'yanxiu_quick_login_bench';
/** Tickets minted per kind: more than the warm-up and the run can use at the rates seen here. */
const TICKETS = 40_000;
const CLIENT = { clientId: 'yanxiu-bench', clientSecret: 'yanxiu-bench-secret-0123456789' };
/** Teachers the portal sends (their accounts are found by phone), so exchanges are spread as a portal's real traffic is. */
const PEOPLE = 5_000;
const personOf = (index: number) => ({
  sub: `portal-person-${index % PEOPLE}`,
  phone_number: `151${String(index % PEOPLE).padStart(8, '0')}`,
});

/** PEOPLE teacher accounts in the demo district's schools, with the phones the portal's claims carry, in two statements. */
async function insertPeople(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select id from tenants where app_id = $1', [DEMO_APP_ID]);
    const tenantId = rows[0]!.id;
    await client.query(
      `insert into users (tenant_id, username, password_hash, name, phone, org_unit_id, roles)
       select $1, 'portal' || i, 'not a hash', '门户教师' || i, '151' || lpad(i::text, 8, '0'),
              (array(select id from org_units where tenant_id = $1 and level = 1 order by id))[1 + i % 3], array['teacher']
         from generate_series(0, $2::int - 1) as i`,
      [tenantId, PEOPLE],
    );
    await client.query(
      `insert into teachers (tenant_id, user_id, section_code, subject_code, confirmed_at)
       select tenant_id, id, '2', '02', now() from users where tenant_id = $1 and username like 'portal%'`,
      [tenantId],
    );
    await client.query('analyze users');
  } finally {
    await client.end();
  }
}

type Row = { name: string; result: Result; cpu: CpuSplit };

async function main(): Promise<number> {
  const portal = await startTicketPortal(CLIENT);
  try {
    return await withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid, bare }) => {
      await insertPeople(databaseUrl);
      const platform = await login(base, { username: 'platform_admin', password: 'Yanxiu@2026' });
      const headers = { authorization: `Bearer ${platform.access_token}`, 'content-type': 'application/json' };
      const api = async (path: string, body?: unknown) => {
        const answer = await requestJson<{ code: number; data: unknown }>(
          `${base}/api${path}${path.includes('?') ? '&' : '?'}appId=${DEMO_APP_ID}`,
          {
            method: body === undefined ? 'GET' : 'POST',
            headers,
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          },
        );
        if (answer.body?.code !== 0) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
        return answer.body.data;
      };
      const tenants = (await api('/administration/manage/tenants/list')) as { tenantId: string; appId: string }[];
      const tenantId = tenants.find((tenant) => tenant.appId === DEMO_APP_ID)!.tenantId;
      await api('/oauthService/manage/portal/save', {
        tenantId,
        version: 0,
        enabled: true,
        displayName: '统一身份认证',
        issuer: portal.issuer,
        clientId: CLIENT.clientId,
        clientSecret: CLIENT.clientSecret,
        scopes: ['openid', 'phone'],
        identifier: 'phone',
        claimName: 'phone_number',
        unknownPeople: 'refuse',
        provisionUnitId: null,
      });
      await api('/oauthService/manage/quickLogin/save', {
        tenantId,
        enabled: true,
        jwksUri: portal.jwksUri,
        ticketUrl: portal.ticketUrl,
        maxTicketSeconds: 3600,
      });

      console.log(`minting ${TICKETS} jti and ${TICKETS} rpcid tickets ...`);
      const jtis: string[] = [];
      for (let index = 0; index < TICKETS; index += 1)
        jtis.push(await portal.mintJti(personOf(index), { audience: CLIENT.clientId, lifetimeSeconds: 3000 }));
      const rpcids = Array.from({ length: TICKETS }, (_, index) => portal.issueRpcid(personOf(index)));

      const exchange = async (name: string, tickets: string[], field: 'jti' | 'rpcid'): Promise<Row> => {
        let next = 0;
        const run = (duration: number) =>
          autocannon({
            url: `${base}/api/oauthService/quickLogin?appId=${DEMO_APP_ID}`,
            connections: CONNECTIONS,
            duration,
            requests: [
              {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                setupRequest: (request) => ({ ...request, body: JSON.stringify({ [field]: tickets[next++ % tickets.length] }) }),
              },
            ],
          });
        await run(WARMUP_SECONDS);
        const { result, cpu } = await measureCpu(serverPid, DATABASE, () => run(DURATION_SECONDS));
        if (next > tickets.length) console.warn(`${name}: ${next} requests for ${tickets.length} tickets, some reused (refused)`);
        return { name, result, cpu };
      };

      const rows: Row[] = [];
      console.log('loading the bare route ...');
      await autocannon({ url: bare.url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
      const bareRun = await measureCpu(bare.pid, undefined, () =>
        autocannon({ url: bare.url, connections: CONNECTIONS, duration: DURATION_SECONDS }),
      );
      rows.push({ name: 'GET bare Fastify route', ...bareRun });
      console.log('loading jti exchanges ...');
      rows.push(await exchange('POST quickLogin (jti, fresh ticket each)', jtis, 'jti'));
      console.log('loading rpcid exchanges ...');
      rows.push(await exchange('POST quickLogin (rpcid, 2 back-channel calls)', rpcids, 'rpcid'));

      printResultTable(rows, rows[0]!.result, [
        `${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up; req/s is the mean of 1 s samples.`,
        'Every quickLogin request carries a ticket never used before and opens a session (one unique insert, one transaction).',
      ]);
      const failed = rows.filter(({ result }) => result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result['2xx'] === 0);
      for (const { name, result } of failed) {
        console.error(
          `FAIL ${name}: ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors, ${result.timeouts} timeouts`,
        );
      }
      return failed.length > 0 ? 1 : 0;
    });
  } finally {
    await portal.close();
  }
}

runBench(main);
