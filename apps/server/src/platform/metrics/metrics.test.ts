import http from 'node:http';
import net from 'node:net';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bossOf } from '@server/platform/jobs/jobs';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { createTestApp, DEMO, type TestApp } from '@server-test/support/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Parses Prometheus text exposition (NaN in any case, as Prometheus reads it); throws on a line that is neither a comment nor a sample. */
function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]?[Ii]nf)$/.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]!] = pair[2]!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of one series, undefined when it is absent. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    ?.value;
}

function scrape(app: TestApp, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) {
  return app.app.inject({ method: 'GET', url: '/metrics', headers: { host: DEMO.host, ...headers } });
}

async function samplesOf(app: TestApp): Promise<Sample[]> {
  const response = await scrape(app);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(response.body);
}

describe('metrics switched off (no METRICS_TOKEN)', () => {
  it('the path is unknown, with or without a token', async () => {
    const t = await createTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Array<Record<string, string>>)
        expect((await scrape(t, headers)).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let teacher: LoginInfo;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    teacher = await t.login('teacher');
  });
  afterAll(() => t.close());

  it('refuses a missing or wrong token with 401, showing nothing', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: TOKEN },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of cases) {
      const response = await scrape(t, headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).toBe('Unauthorized');
    }
  });

  it('answers at any Host (a scraper uses an address), never in the API document', async () => {
    expect((await scrape(t, { host: '10.0.0.7:8080', authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    const document = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.includes('metrics'))).toEqual([]);
  });

  it('counts requests under their route pattern and status class, never the address asked for', async () => {
    expect((await t.call('GET', '/health')).statusCode).toBe(200);
    const missing = '00000000-0000-4000-8000-00000000abcd';
    expect((await t.call('GET', `/files/${missing}`, { token: teacher.access_token })).statusCode).toBe(404);
    const response = await scrape(t);
    const samples = parsePrometheus(response.body);
    expect(
      valueOf(samples, 'yanxiu_http_requests_total', { method: 'GET', route: '/api/health', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'yanxiu_http_requests_total', { route: '/api/files/:id', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(samples, 'yanxiu_http_request_duration_seconds_count', { route: '/api/health', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(response.body).not.toContain(missing);
    expect(response.body).not.toContain(TOKEN);
  });

  it("shows the database pool (PostgreSQL), the job queues' depth and the process's own figures", async () => {
    await bossOf(t.deps.jobs).send('notifications.fanOut', { probe: true });
    const samples = await samplesOf(t);
    if (t.deps.database.driver === 'postgres') {
      expect(valueOf(samples, 'yanxiu_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'yanxiu_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'yanxiu_db_pool_waiting_queries')).toBe(0);
      expect(valueOf(samples, 'yanxiu_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    } else {
      expect(samples.filter((sample) => sample.name.startsWith('yanxiu_db_pool'))).toEqual([]);
    }
    expect(valueOf(samples, 'yanxiu_job_queue_jobs', { queue: 'notifications.fanOut', state: 'created' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });

  it('counts an open live stream while it is open, and no more once it closes', async () => {
    const openStreams = async () => valueOf(await samplesOf(t), 'yanxiu_event_streams_open');
    expect(await openStreams()).toBe(0);
    const stream = await openStream(t, teacher);
    try {
      expect(await openStreams()).toBe(1);
    } finally {
      stream.destroy();
    }
    await expect.poll(openStreams, { timeout: 15_000 }).toBe(0);
  });

  it('adds the bytes of completed uploads, one request (multipart) and resumable (tus)', async () => {
    const pdf = minimalPdf('metrics');
    const boundary = '----yanxiumetrics';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.call('POST', '/files', {
      token: teacher.access_token,
      query: { purpose: 'evidence' },
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(valueOf(await samplesOf(t), 'yanxiu_upload_bytes_total', { kind: 'multipart' })).toBe(pdf.length);

    const tus = { 'tus-resumable': '1.0.0' };
    const created = await t.call('POST', '/disk/uploads', {
      token: teacher.access_token,
      headers: { ...tus, 'upload-length': String(pdf.length), 'upload-metadata': `filename ${Buffer.from('b.pdf').toString('base64')}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = /\/api\/disk\/uploads\/([a-f0-9]{32})\?/.exec(String(created.headers.location))![1]!;
    const done = await t.call('PATCH', `/disk/uploads/${id}`, {
      token: teacher.access_token,
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: pdf,
    });
    expect(done.statusCode, done.body).toBe(204);
    expect(valueOf(await samplesOf(t), 'yanxiu_upload_bytes_total', { kind: 'tus' })).toBe(pdf.length);
  });
});

describe('metrics on METRICS_PORT', () => {
  it("serves them on that port only, not on the app's", async () => {
    const port = await freePort();
    const t = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(port), HOST: '127.0.0.1' });
    try {
      expect((await scrape(t)).statusCode).toBe(404);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(parsePrometheus(await response.text()).length).toBeGreaterThan(0);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Opens the bell's live stream over real HTTP and resolves once its first event arrived. */
async function openStream(app: TestApp, login: LoginInfo): Promise<http.ClientRequest> {
  const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
  const request = http.get(new URL(`/api/notification/stream?appId=${DEMO.appId}`, address), {
    headers: { host: DEMO.host, authorization: `Bearer ${login.access_token}`, accept: 'text/event-stream' },
  });
  await new Promise<void>((resolve, reject) => {
    request.on('response', (response) => response.once('data', () => resolve()));
    request.on('error', reject);
  });
  return request;
}
