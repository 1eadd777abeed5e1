// Training benchmark, on a throwaway PostgreSQL cluster with the built server as a separate process:
// 1. the catalogue at 10,000 and then 100,000 programmes: page 1, deep pages with filters (section + two-character
//    keyword, price) read by cursor and by page number, and the training home, against the bare Fastify route and
//    the one-query ceiling measured in the same run (req/s, p99, ours/bare, ours/ceiling), then each endpoint's
//    100k/10k throughput ratio;
// 2. a 1 GB video upload, generated as a stream, as district_admin, printing the server's peak RSS growth.
// Run with `npm run bench` (after foundation.bench.ts) or `npx tsx bench/training.bench.ts` after a build.
import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import pg from 'pg';
import { bearer, DEMO_APP_ID, login, type LoginInfo } from '../e2e/support/api';
import { endpointLoader, type LoadRun } from './load';
import { withBenchStack } from './stack';
import { printResultTable, runBench } from './report';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const DATABASE = 'yanxiu_training_bench';
const SMALL = 10_000;
const PROGRAMMES = 100_000;
const UPLOAD_BYTES = 1024 ** 3;

/**
 * 100,000 published programmes in one statement: 60 % common training, the rest spread over the other catalogue
 * kinds; sections 2 or 3; "数学" in two titles of three; a price on half the marketplace courses.
 */
async function insertProgrammes(databaseUrl: string, from: number, to: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tenant_id: number; org_unit_id: string; id: string }>(
      `select u.tenant_id, u.org_unit_id, u.id from users u join tenants t on t.id = u.tenant_id where t.app_id = $1 and u.username = 'district_admin'`,
      [DEMO_APP_ID],
    );
    const staff = rows[0]!;
    await client.query(
      `insert into training_programmes (tenant_id, kind, title, summary, organiser_unit_id, level, section_codes, subject_codes, enrol_mode,
         enrol_start, enrol_end, starts_on, ends_on, capacity, credit_hours, price_cents, status, created_by, published_at)
       select $1, case when i % 5 < 3 then 'common' when i % 5 = 3 then 'supermarket' else 'special' end,
              '第' || i || '期 ' || case when i % 3 = 0 then '小学语文阅读教学' else '初中数学单元整体设计' end,
              '压测数据', $2, 1 + i % 5, array[(2 + i % 2)::text], array[lpad((i % 12)::text, 2, '0')], 'open',
              now() - interval '1 day', now() + interval '30 days', current_date + 40, current_date + 70,
              case when i % 4 = 0 then null else 100 end, (i % 40) / 2.0,
              case when i % 5 = 3 and i % 2 = 0 then 100 * (i % 50) else 0 end, 'published', $3,
              now() - make_interval(secs => i)
         from generate_series($4::int, $5::int) as i`,
      [staff.tenant_id, staff.org_unit_id, staff.id, from, to],
    );
    await client.query('vacuum analyze training_programmes');
    if (to < PROGRAMMES) return;
    // The shape of the catalogue's page and count queries (see catalogue.repository.ts; a two-character keyword is its
    // bigram alone, platform/search/keyword-grams.ts), to show the indexes used.
    const filter = `tenant_id = $1 and kind = 'common' and status in ('published','closed') and target_school_ids = '{}'
         and section_codes @> array['2']::text[] and search_grams @> yx_query_grams('数学')`;
    const cursor = `published_at <= now() - interval '30000 seconds' and (published_at < now() - interval '30000 seconds' or id < 1000000)`;
    for (const [label, statement] of [
      [
        'page 500 by page number (common, section 2, 数学)',
        `select id from training_programmes where ${filter} order by published_at desc nulls last, id desc nulls last limit 10 offset 4990`,
      ],
      [
        'page 500 by cursor',
        `select id from training_programmes where ${filter} and ${cursor} order by published_at desc nulls last, id desc nulls last limit 10`,
      ],
      [
        'its look-ahead count (110 rows from the cursor)',
        `select count(*) from (select 1 from training_programmes where ${filter} and ${cursor} order by published_at desc nulls last, id desc nulls last limit 110) counted`,
      ],
    ] as const) {
      const plan = await client.query(`explain (analyze, costs off) ${statement}`, [staff.tenant_id]);
      console.log(`plan of ${label}:\n  ${plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n  ')}`);
    }
  } finally {
    await client.end();
  }
}

const load = endpointLoader({
  connections: CONNECTIONS,
  warmupSeconds: WARMUP_SECONDS,
  durationSeconds: DURATION_SECONDS,
  database: DATABASE,
});

function rssKiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** A 1 GB MP4-looking body: an `ftyp` box (what the sniffer checks) then zeros, made chunk by chunk. */
function videoStream(bytes: number): Readable {
  const head = Buffer.from([
    0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31,
  ]);
  const chunk = Buffer.alloc(1024 * 1024);
  let sent = 0;
  return new Readable({
    read() {
      if (sent === 0) {
        sent = head.length;
        this.push(head);
        return;
      }
      const size = Math.min(chunk.length, bytes - sent);
      if (size <= 0) return void this.push(null);
      sent += size;
      this.push(size === chunk.length ? chunk : chunk.subarray(0, size));
    },
  });
}

/** Uploads a generated 1 GB video as a multipart stream, sampling the server's RSS every 50 ms. */
async function uploadGigabyte(base: string, session: LoginInfo, serverPid: number | undefined): Promise<void> {
  const boundary = `----yanxiu${Date.now()}`;
  const before = serverPid ? rssKiB(serverPid) : 0;
  let peak = before;
  const sampler = serverPid ? setInterval(() => (peak = Math.max(peak, rssKiB(serverPid))), 50) : undefined;
  const started = Date.now();
  const status = await new Promise<{ code: number; body: string }>((resolve, reject) => {
    const request = http.request(`${base}/api/files?appId=${DEMO_APP_ID}&purpose=video`, {
      method: 'POST',
      headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (part: Buffer) => (body += part.toString('utf8')));
      response.on('end', () => resolve({ code: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const body = videoStream(UPLOAD_BYTES);
    body.on('end', () => request.end(`\r\n--${boundary}--\r\n`));
    body.pipe(request, { end: false });
  });
  if (sampler) clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  if (status.code !== 200) throw new Error(`upload answered ${status.code}: ${status.body.slice(0, 300)}`);
  console.log(
    `\nupload of 1 GiB video: ${seconds.toFixed(1)} s (${(UPLOAD_BYTES / 1024 ** 2 / seconds).toFixed(0)} MiB/s); ` +
      `server RSS ${(before / 1024).toFixed(0)} MiB before, peak ${(peak / 1024).toFixed(0)} MiB, growth ${((peak - before) / 1024).toFixed(0)} MiB`,
  );
}

type Row = LoadRun;

/** The catalogue's endpoints at the current size; deep pages by cursor start from the page before's `nextCursor`. */
async function catalogueRows(base: string, teacher: LoginInfo, serverPid: number | undefined, size: number): Promise<Row[]> {
  const catalogue = (query: string) => `${base}/api/training/programmes?appId=${DEMO_APP_ID}&${query}`;
  const cursorOf = async (query: string, current: number) => {
    const response = await fetch(catalogue(`${query}&current=${current - 1}`), { headers: bearer(teacher) });
    const { data } = (await response.json()) as { data: { nextCursor: string | null } };
    if (!data.nextCursor) throw new Error(`no page ${current} of ${query} at ${size} programmes`);
    return `${query}&current=${current}&cursor=${data.nextCursor}`;
  };
  const keyword = 'kind=common&sectionCode=2&keyword=%E6%95%B0%E5%AD%A6';
  const paid = 'kind=supermarket&price=paid&sort=priceAsc';
  const label = `${size / 1000}k`;
  const rows = [
    await load(`${label} catalogue page 1 (common)`, catalogue('kind=common'), bearer(teacher), serverPid),
    await load(`${label} catalogue page 1 (section 2 + 数学)`, catalogue(keyword), bearer(teacher), serverPid),
    await load(
      `${label} catalogue page 150 by cursor (section 2 + 数学)`,
      catalogue(await cursorOf(keyword, 150)),
      bearer(teacher),
      serverPid,
    ),
    await load(
      `${label} catalogue page 90 by cursor (marketplace, paid, priceAsc)`,
      catalogue(await cursorOf(paid, 90)),
      bearer(teacher),
      serverPid,
    ),
    await load(
      `${label} training home (recommended over all kinds)`,
      `${base}/api/training/home?appId=${DEMO_APP_ID}`,
      bearer(teacher),
      serverPid,
    ),
  ];
  if (size < PROGRAMMES) return rows;
  return [
    ...rows,
    await load(
      `${label} catalogue page 500 by cursor (section 2 + 数学)`,
      catalogue(await cursorOf(keyword, 500)),
      bearer(teacher),
      serverPid,
    ),
    await load(
      `${label} catalogue page 500 by page number (section 2 + 数学)`,
      catalogue(`${keyword}&current=500`),
      bearer(teacher),
      serverPid,
    ),
  ];
}

async function main(): Promise<number> {
  return withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid, bare }) => {
    const teacher = await login(base);
    const bases = [
      await load('GET bare Fastify route', bare.url),
      await load('GET bare Fastify + prepared pk SELECT (ceiling)', bare.dbUrl),
    ];
    let started = Date.now();
    await insertProgrammes(databaseUrl, 1, SMALL);
    console.log(`inserted ${SMALL} programmes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const small = await catalogueRows(base, teacher, serverPid, SMALL);
    started = Date.now();
    await insertProgrammes(databaseUrl, SMALL + 1, PROGRAMMES);
    console.log(`inserted ${PROGRAMMES - SMALL} more programmes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const large = await catalogueRows(base, teacher, serverPid, PROGRAMMES);
    const rows = [...bases, ...small, ...large];
    printResultTable(
      rows,
      bases[0]!.result,
      [`${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up.`],
      bases[1]!.result,
    );
    console.log('\n100k/10k throughput (1.0: no slower with ten times the programmes):');
    small.forEach((row, index) =>
      console.log(`  ${row.name.slice(4).padEnd(58)} ${(large[index]!.result.requests.average / row.result.requests.average).toFixed(3)}`),
    );
    const page1 = large[0]!.result.requests.average;
    console.log(
      `page 500 by cursor with 数学 / page 1: ${(large[5]!.result.requests.average / page1).toFixed(3)}; by page number: ${(large[6]!.result.requests.average / page1).toFixed(3)}`,
    );

    const admin = await login(base, { username: 'district_admin', password: 'Yanxiu@2026' });
    await uploadGigabyte(base, admin, serverPid);

    const failed = rows.filter(({ result }) => result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result['2xx'] === 0);
    if (failed.length > 0) {
      for (const { name, result } of failed)
        console.error(`FAIL ${name}: status counts ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
      return 1;
    }
    return 0;
  });
}

runBench(main);
