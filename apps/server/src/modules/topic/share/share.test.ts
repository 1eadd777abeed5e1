import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { SERVER_LOADER_ELEMENT_ID, SERVER_LOADER_PATH } from '@yanxiu/contract/server-loader';
import { TOPIC_SHARE_ROUTE } from '@yanxiu/contract/topic-share';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { topicApplications, topicCalls, topicFiles, topicStages } from '@server/db/schema/topic';
import { tenants } from '@server/db/schema/tenants';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { countAllRows, changedTables } from '@server-test/support/db-state';
import { createTestApp, DEMO, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';

// The share page through the real app: the host's share and stop calls, the page's server loader (/pc/__serverLoader
// and the HTML written for the page, against a stand-in web build) and the public downloads. The topics are written
// straight into the tables: how a topic gets approved is the lifecycle's tests' subject, not this file's.

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-share-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <meta charset="UTF-8" />\n    <title>研修 · Yanxiu</title>\n    <meta name="description" content="shell" />\n  </head>\n  <body><div id="root"></div><script type="module" src="/pc/assets/index.js"></script></body>\n</html>\n',
);

/** A title that would end the data script, or an attribute, if anything injected were left unescaped. */
const HOSTILE_TITLE = '大单元作业设计研究 </script><script>alert("x")</script> "引号" & \'单引号\'';

let t: TestApp;
let host: LoginInfo;
let other: LoginInfo;
let district: LoginInfo;
let otherTenantTeacher: LoginInfo;
let approved: number;
let concluded: number;
let applying: number;
let publicFile: string;
let privateFile: string;
let strangerFile: string;

/** Uploads a PDF as `who` and answers its stored-file id. */
async function upload(who: LoginInfo, name: string, tenant: TestTenant = DEMO): Promise<string> {
  const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const response = await t.call('POST', '/files', {
    token: who.access_token,
    tenant,
    query: { purpose: 'evidence' },
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([head, minimalPdf(name), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

/** A topic of the demo tenant hosted by `teacher`, in a phase, with its files. */
async function topic(
  title: string,
  phase: 'application' | 'approved' | 'concluded',
  topicNo: string | null,
  fileIds: string[] = [],
): Promise<number> {
  const db = t.deps.db;
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, DEMO.appId));
  const [teacher] = await db
    .select({ id: users.id, orgUnitId: users.orgUnitId })
    .from(users)
    .where(and(eq(users.tenantId, tenant!.id), eq(users.username, 'teacher')));
  const [staff] = await db
    .select({ id: users.id, orgUnitId: users.orgUnitId })
    .from(users)
    .where(and(eq(users.tenantId, tenant!.id), eq(users.username, 'district_admin')));
  const [call] = await db
    .insert(topicCalls)
    .values({
      tenantId: tenant!.id,
      ownerOrgId: staff!.orgUnitId,
      title: '2026 年度区级教育科研课题指南',
      year: 2026,
      levels: ['key', 'general'],
      eligibility: { sectionCodes: [], subjectCodes: [], roles: [] },
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: new Date('2026-03-01T00:00:00Z'),
      memberCap: 5,
      expertCount: 2,
      passScore: 60,
      periodStartsOn: '2026-04-01',
      periodEndsOn: '2028-03-31',
      state: 'published',
      createdBy: staff!.id,
    })
    .returning({ id: topicCalls.id });
  const [row] = await db
    .insert(topicApplications)
    .values({
      tenantId: tenant!.id,
      callId: call!.id,
      hostUserId: teacher!.id,
      orgUnitId: teacher!.orgUnitId,
      title,
      level: 'key',
      plan: {},
      phase,
      topicNo,
      ...(phase === 'application'
        ? {}
        : { periodStartsOn: '2026-04-01', periodEndsOn: '2028-03-31', approvedAt: new Date('2026-03-20T00:00:00Z') }),
      ...(phase === 'concluded' ? { concludedAt: new Date('2026-11-01T00:00:00Z'), appraisal: 'excellent' } : {}),
    })
    .returning({ id: topicApplications.id });
  if (fileIds.length > 0) {
    await db.insert(topicFiles).values(fileIds.map((fileId, sort) => ({ tenantId: tenant!.id, applicationId: row!.id, fileId, sort })));
  }
  if (phase === 'concluded') {
    await db.insert(topicStages).values({
      tenantId: tenant!.id,
      applicationId: row!.id,
      kind: 'conclusion',
      report: '结题报告',
      results: '形成作业设计案例集一册。',
      reviewInstanceId: 900_000 + row!.id,
      outcome: 'passed',
      appraisal: 'excellent',
      filedBy: teacher!.id,
    });
  }
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDist });
  [host, other, district, otherTenantTeacher] = await Promise.all([
    t.login('teacher'),
    t.login('backbone'),
    t.login('district_admin'),
    t.login('teacher', DONGCHENG),
  ]);
  publicFile = await upload(host, '结题报告.pdf');
  privateFile = await upload(host, '内部记录.pdf');
  strangerFile = await upload(other, '别人的文件.pdf');
  approved = await topic(HOSTILE_TITLE, 'approved', '2026-001', [publicFile, privateFile]);
  concluded = await topic('整本书阅读的课堂组织研究', 'concluded', '2026-002');
  applying = await topic('尚在申报的课题', 'application', null);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const share = (who: LoginInfo | null, body: unknown, tenant: TestTenant = DEMO) =>
  t.call('POST', '/topic/share/save', { tenant, body, ...(who ? { token: who.access_token } : {}) });
const unshare = (who: LoginInfo | null, body: unknown) =>
  t.call('POST', '/topic/share/stop', { body, ...(who ? { token: who.access_token } : {}) });
const pageUrl = (id: number | string) => `/pc/topicContentDetail/sharePage/${id}`;
const loader = (id: number | string, tenant: TestTenant = DEMO, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: SERVER_LOADER_PATH,
    headers: { host: tenant.host },
    query: { appId: tenant.appId, route: TOPIC_SHARE_ROUTE, url: pageUrl(id), ...query },
  });
const html = (id: number | string, tenant: TestTenant = DEMO, language = 'zh-CN') =>
  t.app.inject({ method: 'GET', url: pageUrl(id), headers: { host: tenant.host, 'accept-language': language } });
const download = (id: number, fileId: string, tenant: TestTenant = DEMO) => t.call('GET', `/topic/share/files/${id}/${fileId}`, { tenant });
const sharedAtOf = async (id: number) =>
  (await t.deps.db.select({ sharedAt: topicApplications.sharedAt }).from(topicApplications).where(eq(topicApplications.id, id)))[0]!
    .sharedAt;
const embeddedOf = (body: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${SERVER_LOADER_ELEMENT_ID}">([^<]*)</script>`).exec(body)![1]!) as {
    status: string;
    data?: Record<string, unknown>;
  };

/** Runs `refused` and proves it wrote nothing: no row added or removed anywhere, the topic still unshared. */
async function writesNothing(refused: () => Promise<unknown>) {
  const before = await countAllRows(t.deps.db);
  const shared = await sharedAtOf(approved);
  await refused();
  expect(changedTables(before, await countAllRows(t.deps.db))).toEqual([]);
  expect(await sharedAtOf(approved)).toEqual(shared);
}

describe('before the host shares', () => {
  test('the page is a 404 everywhere: loader, HTML (with a not-found title, kept out of search engines) and files', async () => {
    const answer = await loader(approved);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 4004 });
    const page = await html(approved);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>页面不存在 - ');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).not.toContain('og:title');
    expect(embeddedOf(page.body)).toEqual({
      route: TOPIC_SHARE_ROUTE,
      path: `/topicContentDetail/sharePage/${approved}`,
      status: 'notFound',
    });
    expect((await download(approved, publicFile)).statusCode).toBe(404);
  });

  test('an unknown id or one that is not a number is the same 404', async () => {
    for (const id of ['999999', 'abc']) {
      expect((await loader(id)).statusCode).toBe(404);
      expect((await html(id)).statusCode).toBe(404);
    }
  });
});

describe('sharing', () => {
  test('needs a session, a teacher role and the host', async () => {
    const body = { applyId: approved, abstract: '摘要', publicFileIds: [] };
    await writesNothing(async () => {
      expect((await share(null, body)).json()).toMatchObject({ code: 1001 });
      const staff = await share(district, body);
      expect(staff.statusCode).toBe(403);
      const notHost = await share(other, body);
      expect(notHost.statusCode).toBe(403);
      expect(notHost.json()).toMatchObject({ code: 4003 });
      expect((await unshare(other, { applyId: approved })).statusCode).toBe(403);
    });
  });

  test("of another tenant's topic is a 404 there, nothing written", async () => {
    await writesNothing(async () => {
      const response = await share(otherTenantTeacher, { applyId: approved, abstract: '摘要', publicFileIds: [] }, DONGCHENG);
      expect(response.statusCode).toBe(404);
    });
  });

  test("refuses bad input with the field named, and files that are not the topic's, nothing written", async () => {
    await writesNothing(async () => {
      const empty = await share(host, { applyId: approved, abstract: '   ', publicFileIds: [] });
      expect(empty.statusCode).toBe(400);
      expect(JSON.stringify(empty.json().data.issues)).toContain('abstract');
      expect((await share(host, { applyId: approved, abstract: 'x'.repeat(2001), publicFileIds: [] })).statusCode).toBe(400);
      expect((await share(host, { applyId: approved, abstract: '摘要', publicFileIds: ['not-a-uuid'] })).statusCode).toBe(400);
      expect((await share(host, { applyId: approved, abstract: '摘要', publicFileIds: [publicFile, publicFile] })).statusCode).toBe(400);
      const stranger = await share(host, { applyId: approved, abstract: '摘要', publicFileIds: [publicFile, strangerFile] });
      expect(stranger.statusCode).toBe(422);
      expect(stranger.json().data.issues).toEqual([{ path: 'body.publicFileIds.1', message: 'not a file of this topic' }]);
    });
  });

  test('refuses a topic still in its application (409), nothing written', async () => {
    await writesNothing(async () => {
      const response = await share(host, { applyId: applying, abstract: '摘要', publicFileIds: [] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 4919 });
    });
  });

  test('by the host opens the page to anyone: loader data, HTML with preview tags, the public file only', async () => {
    const response = await share(host, {
      applyId: approved,
      abstract: '研究大单元视角下的作业设计。\n第二段。',
      publicFileIds: [publicFile],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      applyId: String(approved),
      shareAbstract: '研究大单元视角下的作业设计。\n第二段。',
      publicFileIds: [publicFile],
    });
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'topic.shared'), eq(auditLog.entityId, String(approved))));
    expect(audit).toHaveLength(1);

    const answer = await loader(approved);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({
      applyId: String(approved),
      title: HOSTILE_TITLE,
      topicNo: '2026-001',
      level: 'key',
      phase: 'approved',
      host: { name: '王芳' },
      abstract: '研究大单元视角下的作业设计。\n第二段。',
      results: '',
      files: [{ id: publicFile, name: '结题报告.pdf', contentType: 'application/pdf' }],
    });
    expect(data.files).toHaveLength(1);
    // Nothing beyond the page's fields: no ids of people, no plan.
    expect(Object.keys(data).sort()).toEqual([
      'abstract',
      'applyId',
      'appraisal',
      'callTitle',
      'files',
      'host',
      'level',
      'periodEndsOn',
      'periodStartsOn',
      'phase',
      'results',
      'sharedAt',
      'title',
      'topicNo',
    ]);
    // The absolute or the base-less URL name the same page; the query is ignored.
    expect(
      (await loader(approved, DEMO, { url: `https://demo.example.cn/pc/topicContentDetail/sharePage/${approved}?from=chat` })).json().data
        .applyId,
    ).toBe(String(approved));

    const file = await download(approved, publicFile);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(approved, privateFile)).statusCode).toBe(404);
    expect((await download(approved, strangerFile)).statusCode).toBe(404);
  });

  test('the HTML carries the title, description and Open Graph tags, escaped, and the same data inert', async () => {
    const page = await html(approved);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const escapedTitle =
      '大单元作业设计研究 &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;引号&quot; &amp; &#39;单引号&#39;';
    expect(page.body).toContain(`<title>${escapedTitle} - 研修示范区</title>`);
    expect(page.body).toContain(`<meta property="og:title" content="${escapedTitle} - 研修示范区" />`);
    expect(page.body).toContain('<meta property="og:type" content="article" />');
    expect(page.body).toContain(`<meta property="og:url" content="http://localhost/pc/topicContentDetail/sharePage/${approved}" />`);
    expect(page.body).toMatch(
      /<meta name="description" content="重点课题 2026-001，主持人：王芳（[^"]+）。研究大单元视角下的作业设计。 第二段。" \/>/,
    );
    expect(page.body).not.toContain('研修 · Yanxiu');
    // The shell's module script and the data element, nothing the title could have opened.
    expect(page.body.match(/<script\b/g)).toHaveLength(2);
    expect(page.body.match(/<\/script>/g)).toHaveLength(2);
    expect(embeddedOf(page.body)).toEqual({
      route: TOPIC_SHARE_ROUTE,
      path: `/topicContentDetail/sharePage/${approved}`,
      status: 'ok',
      data: (await loader(approved)).json().data,
    });

    const english = await html(approved, DEMO, 'en-US,en;q=0.9');
    expect(english.body).toContain('<html lang="en-US">');
    expect(english.body).toContain('Key topic 2026-001, hosted by');
    expect(english.headers.vary).toContain('accept-language');
  });

  test('a concluded topic shows its results and appraisal', async () => {
    expect((await share(host, { applyId: concluded, abstract: '整本书阅读', publicFileIds: [] })).statusCode).toBe(200);
    expect((await loader(concluded)).json().data).toMatchObject({
      phase: 'concluded',
      results: '形成作业设计案例集一册。',
      appraisal: 'excellent',
      files: [],
    });
  });

  test("is for its own tenant only: another district's host sees a 404 for the same id", async () => {
    expect((await loader(approved, DONGCHENG)).statusCode).toBe(404);
    expect((await html(approved, DONGCHENG)).statusCode).toBe(404);
    expect((await download(approved, publicFile, DONGCHENG)).statusCode).toBe(404);
  });

  test('changing what is shown keeps when it was first shared', async () => {
    const first = await sharedAtOf(approved);
    const response = await share(host, { applyId: approved, abstract: '新的摘要', publicFileIds: [privateFile] });
    expect(response.json().data.publicFileIds).toEqual([privateFile]);
    expect(await sharedAtOf(approved)).toEqual(first);
    expect((await download(approved, publicFile)).statusCode).toBe(404);
    expect((await download(approved, privateFile)).statusCode).toBe(200);
  });

  test('stopping makes the page and its files a 404 again', async () => {
    const response = await unshare(host, { applyId: approved });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ sharedAt: null, shareAbstract: '新的摘要' });
    expect((await loader(approved)).statusCode).toBe(404);
    expect((await html(approved)).statusCode).toBe(404);
    expect((await download(approved, privateFile)).statusCode).toBe(404);
    expect(
      await t.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.action, 'topic.unshared')),
    ).toEqual([{ n: 1 }]);
  });
});

describe('the server loader call', () => {
  test("refuses bad input, undeclared routes and URLs that are not the route's pages", async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: SERVER_LOADER_PATH,
          headers: { host: DEMO.host },
          query: { appId: DEMO.appId, url: pageUrl(concluded) },
        })
      ).statusCode,
    ).toBe(400);
    expect((await loader(concluded, DEMO, { route: '/home' })).statusCode).toBe(404);
    expect((await loader(concluded, DEMO, { url: '/pc/topicContentDetail/other/1' })).statusCode).toBe(404);
    expect((await loader(concluded, DEMO, { url: 'x'.repeat(3000) })).statusCode).toBe(400);
    const mismatch = await t.app.inject({
      method: 'GET',
      url: SERVER_LOADER_PATH,
      headers: { host: DEMO.host },
      query: { appId: DONGCHENG.appId, route: TOPIC_SHARE_ROUTE, url: pageUrl(concluded) },
    });
    expect(mismatch.statusCode).toBe(403);
    const unknownHost = await t.app.inject({
      method: 'GET',
      url: SERVER_LOADER_PATH,
      headers: { host: 'nowhere.example' },
      query: { appId: DEMO.appId, route: TOPIC_SHARE_ROUTE, url: pageUrl(concluded) },
    });
    expect(unknownHost.statusCode).toBe(404);
    expect(unknownHost.body).not.toMatch(/stack|select |Error:/i);
  });

  test('carries the general rate limits, the call and the HTML alike', async () => {
    const limited = await t.twin({ RATE_LIMIT_PER_ADDRESS: '2' });
    try {
      const statuses = async (send: () => Promise<{ statusCode: number }>) => [
        (await send()).statusCode,
        (await send()).statusCode,
        (await send()).statusCode,
      ];
      const query = { appId: DEMO.appId, route: TOPIC_SHARE_ROUTE, url: pageUrl(concluded) };
      // An address each: one client's calls count together wherever they land, and with the other app's on the database.
      expect(
        await statuses(() =>
          limited.app.inject({ method: 'GET', url: SERVER_LOADER_PATH, headers: { host: DEMO.host }, query, remoteAddress: '10.0.7.1' }),
        ),
      ).toEqual([200, 200, 429]);
      expect(
        await statuses(() =>
          limited.app.inject({ method: 'GET', url: pageUrl(concluded), headers: { host: DEMO.host }, remoteAddress: '10.0.7.2' }),
        ),
      ).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  test('leaves every other page to the static index.html', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/pc/scientific/topic', headers: { host: DEMO.host } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('研修 · Yanxiu');
    expect(other.body).not.toContain(SERVER_LOADER_ELEMENT_ID);
  });
});
