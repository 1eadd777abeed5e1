// Resource disk benchmark, on a throwaway PostgreSQL cluster with the built server as a separate process:
// 1. a folder of 10,000 resources listed as its owner: page 1 (newest), page 500 by cursor, page 1 by size, and a
//    two-character keyword over the whole disk, against the bare Fastify route and the one-query ceiling measured in
//    the same run (req/s, p99, ours/bare, ours/ceiling);
// 2. a 2 GB resumable (tus) upload, generated as a stream and never held whole: the first PATCH is cut off part way,
//    as a dropped connection would, then the client asks where the upload stands (HEAD) and sends the rest; prints
//    the time, the throughput and the server's resident memory before and at its peak (sampled every 50 ms).
// Run with `npm run bench` or `npx tsx bench/disk.bench.ts` after a build.
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { bearer, DEMO_APP_ID, login, type LoginInfo } from '../e2e/support/api';
import { endpointLoader } from './load';
import { printResultTable, runBench } from './report';
import { withBenchStack } from './stack';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const DATABASE = 'yanxiu_disk_bench';
const RESOURCES = 10_000;
const UPLOAD_BYTES = 2 * 1024 ** 3;
/** Where the first PATCH is cut off. */
const CUT_AT = Math.floor(UPLOAD_BYTES * 0.4);

/** 10,000 resources of the teacher in one folder, all on one stored content (as identical uploads would be). */
async function insertResources(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tenant_id: number; org_unit_id: string; id: string }>(
      `select u.tenant_id, u.org_unit_id, u.id from users u join tenants t on t.id = u.tenant_id where t.app_id = $1 and u.username = 'teacher'`,
      [DEMO_APP_ID],
    );
    const owner = rows[0]!;
    const sha = 'b'.repeat(64);
    await client.query(
      `insert into disk_blobs (tenant_id, sha256, size, content_type, storage_key, ref_count) values ($1, $2, 1000, 'application/pdf', 'bench/none', $3)`,
      [owner.tenant_id, sha, RESOURCES],
    );
    const folder = await client.query<{ id: string }>(
      `insert into disk_folders (tenant_id, owner_user_id, name) values ($1, $2, '压测文件夹') returning id`,
      [owner.tenant_id, owner.id],
    );
    const folderId = Number(folder.rows[0]!.id);
    await client.query(
      `insert into disk_resources (tenant_id, owner_user_id, owner_unit_id, folder_id, title, tags, resource_type, file_name, blob_sha256, size, content_type, preview_kind, created_at)
       select $1, $2, $3, $4, '第' || i || '课 ' || case when i % 3 = 0 then '数学练习' else '语文阅读' end, array['期末'], 'exercise',
              'lesson-' || i || '.pdf', $5, 1000 + i, 'application/pdf', 'pdf', now() - make_interval(secs => i)
         from generate_series(1, $6::int) as i`,
      [owner.tenant_id, owner.id, owner.org_unit_id, folderId, sha, RESOURCES],
    );
    await client.query('vacuum analyze disk_resources');
    return folderId;
  } finally {
    await client.end();
  }
}

function rssKiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** One tus request; the body, when given, is generated in 1 MiB chunks from `from` up to `to` (or cut off at `cutAt`). */
function tusRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: { from: number; to: number; cutAt?: number },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string } | 'cut'> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { 'tus-resumable': '1.0.0', ...headers } });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (part: Buffer) => (text += part.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', (error) => (body?.cutAt !== undefined ? resolve('cut') : reject(error)));
    if (!body) return void request.end();
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let at = body.from;
    const pump = () => {
      while (at < body.to) {
        if (body.cutAt !== undefined && at >= body.cutAt) {
          // The connection drops mid-upload.
          request.destroy();
          return;
        }
        const size = Math.min(chunk.length, body.to - at);
        at += size;
        if (!request.write(size === chunk.length ? chunk : chunk.subarray(0, size))) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}

/** The 2 GB upload: created, cut off at 40 %, resumed from the offset the server reports. */
async function resumableUpload(base: string, session: LoginInfo, serverPid: number | undefined): Promise<void> {
  const before = serverPid ? rssKiB(serverPid) : 0;
  let peak = before;
  const sampler = serverPid ? setInterval(() => (peak = Math.max(peak, rssKiB(serverPid))), 50) : undefined;
  const started = Date.now();
  const auth = bearer(session);
  const created = await tusRequest(`${base}/api/disk/uploads?appId=${DEMO_APP_ID}`, 'POST', {
    ...auth,
    'upload-length': String(UPLOAD_BYTES),
    'upload-metadata': `filename ${Buffer.from('压测视频.bin').toString('base64')}`,
  });
  if (created === 'cut' || created.status !== 201)
    throw new Error(`creation answered ${created === 'cut' ? 'nothing' : `${created.status} ${created.body}`}`);
  const location = `${base}${created.headers.location}`;
  const patchHeaders = { ...auth, 'content-type': 'application/offset+octet-stream' };
  await tusRequest(location, 'PATCH', { ...patchHeaders, 'upload-offset': '0' }, { from: 0, to: UPLOAD_BYTES, cutAt: CUT_AT });
  // The server may still be writing what arrived before the cut; ask until the offset settles.
  let offset = -1;
  for (let tries = 0; tries < 50; tries += 1) {
    const head = await tusRequest(location, 'HEAD', auth);
    if (head === 'cut' || head.status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    offset = Number(head.headers['upload-offset']);
    break;
  }
  if (offset <= 0) throw new Error('the cut upload reported no offset');
  const resumedAt = Date.now();
  const done = await tusRequest(
    location,
    'PATCH',
    { ...patchHeaders, 'upload-offset': String(offset) },
    { from: offset, to: UPLOAD_BYTES },
  );
  if (sampler) clearInterval(sampler);
  if (done === 'cut' || done.status !== 204)
    throw new Error(`the resumed PATCH answered ${done === 'cut' ? 'nothing' : `${done.status} ${done.body}`}`);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `\nresumable upload of 2 GiB: cut at ${(CUT_AT / 1024 ** 2).toFixed(0)} MiB, server had ${(offset / 1024 ** 2).toFixed(0)} MiB, resumed; ` +
      `${seconds.toFixed(1)} s in all (${(UPLOAD_BYTES / 1024 ** 2 / seconds).toFixed(0)} MiB/s, the last PATCH with hashing and storing ${((Date.now() - resumedAt) / 1000).toFixed(1)} s); ` +
      `resource ${String(done.headers['yanxiu-resource-id'])}; server RSS ${(before / 1024).toFixed(0)} MiB before, peak ${(peak / 1024).toFixed(0)} MiB, ` +
      `growth ${((peak - before) / 1024).toFixed(0)} MiB`,
  );
}

const load = endpointLoader({
  connections: CONNECTIONS,
  warmupSeconds: WARMUP_SECONDS,
  durationSeconds: DURATION_SECONDS,
  database: DATABASE,
});

async function main(): Promise<number> {
  return withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid, bare }) => {
    const teacher = await login(base);
    const bases = [
      await load('GET bare Fastify route', bare.url),
      await load('GET bare Fastify + prepared pk SELECT (ceiling)', bare.dbUrl),
    ];
    const folderId = await insertResources(databaseUrl);
    const list = (query: string) => `${base}/api/disk/resources?appId=${DEMO_APP_ID}&${query}`;
    let cursorQuery = `folderId=${folderId}&size=20`;
    for (let current = 1; current < 500; current += 1) {
      const response = await fetch(list(`${cursorQuery}`), { headers: bearer(teacher) });
      const { data } = (await response.json()) as { data: { nextCursor: string | null } };
      if (!data.nextCursor) throw new Error(`no page ${current + 1}`);
      cursorQuery = `folderId=${folderId}&size=20&current=${current + 1}&cursor=${data.nextCursor}`;
    }
    const rows = [
      await load('10k folder, page 1 (newest)', list(`folderId=${folderId}&size=20`), bearer(teacher), serverPid),
      await load('10k folder, page 500 by cursor', list(cursorQuery), bearer(teacher), serverPid),
      await load('10k folder, page 1 by size', list(`folderId=${folderId}&size=20&sort=largest`), bearer(teacher), serverPid),
      await load(
        '10k resources, keyword 数学 (whole disk)',
        list(`keyword=${encodeURIComponent('数学')}&size=20`),
        bearer(teacher),
        serverPid,
      ),
    ];
    printResultTable(
      [...bases, ...rows],
      bases[0]!.result,
      [`${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up.`],
      bases[1]!.result,
    );
    console.log(`page 500 by cursor / page 1: ${(rows[1]!.result.requests.average / rows[0]!.result.requests.average).toFixed(3)}`);

    await resumableUpload(base, teacher, serverPid);

    const failed = [...bases, ...rows].filter(
      ({ result }) => result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result['2xx'] === 0,
    );
    for (const { name, result } of failed)
      console.error(`FAIL ${name}: status counts ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
    return failed.length > 0 ? 1 : 0;
  });
}

runBench(main);
