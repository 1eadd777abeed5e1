import { createHash } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { DiskReceivedDetail, DiskResourceDetail, DiskResourcesPage } from '@yanxiu/contract/disk';
import { DiskLimits } from '@yanxiu/contract/limits';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskBlobs, diskIssueRecipients, diskIssues, diskUploads, diskUsage } from '@server/db/schema/disk';
import { notificationMessages } from '@server/db/schema/notifications';
import { orgUnits } from '@server/db/schema/org';
import { tenants } from '@server/db/schema/tenants';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { countAllRows, countRows } from '@server-test/support/db-state';
import { runQueuedJobs } from '@server-test/support/jobs';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { libreOfficeAvailable } from './convert/disk-convert';
import { wordDocument } from './disk.fixtures';
import { purgeExpiredRecycled } from './resources/disk-recycle-sweep';

let t: TestApp;
const who: Record<string, LoginInfo> = {};
let schools: number[];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin', 'newteacher']) who[name] = await t.login(name);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo'));
  const rows = await t.deps.db
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, demo!.id), eq(orgUnits.level, 1)))
    .orderBy(asc(orgUnits.id));
  schools = rows.map((row) => row.id);
});
afterAll(() => t.close());

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const TUS = { 'tus-resumable': '1.0.0' };

function create(login: LoginInfo | undefined, name: string, length: number, extra: Record<string, string> = {}, tenant = {}) {
  const metadata = [`filename ${b64(name)}`, ...Object.entries(extra).map(([key, value]) => `${key} ${b64(value)}`)].join(',');
  return t.call('POST', '/disk/uploads', {
    ...as(login),
    ...tenant,
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata },
  });
}

function idOf(location: string | undefined): string {
  const match = /\/api\/disk\/uploads\/([a-f0-9]{32})\?appId=yxdemo$/.exec(location ?? '');
  if (!match) throw new Error(`unexpected Location ${location}`);
  return match[1]!;
}

const patch = (login: LoginInfo | undefined, id: string, offset: number, bytes: Buffer, tenant = {}) =>
  t.call('PATCH', `/disk/uploads/${id}`, {
    ...as(login),
    ...tenant,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });

/** Uploads a file in one PATCH (or the chunks given) and answers the new resource's id. */
async function upload(login: LoginInfo | undefined, name: string, bytes: Buffer, extra: Record<string, string> = {}): Promise<number> {
  const created = await create(login, name, bytes.length, extra);
  expect(created.statusCode, created.body).toBe(201);
  const done = await patch(login, idOf(created.headers.location as string), 0, bytes);
  expect(done.statusCode, done.body).toBe(204);
  return Number(done.headers['yanxiu-resource-id']);
}

const get = (login: LoginInfo | undefined, path: string, query: Record<string, string> = {}, tenant = {}) =>
  t.call('GET', path, { ...as(login), ...tenant, query });
const post = (login: LoginInfo | undefined, path: string, body: unknown, tenant = {}) =>
  t.call('POST', path, { ...as(login), ...tenant, body });
const detail = async (login: LoginInfo | undefined, id: number, query: Record<string, string> = {}) =>
  (await get(login, '/disk/resources/detail', { id: String(id), ...query })).json().data as DiskResourceDetail;

/** Fetches a signed address as a browser would: no Bearer header. */
function fetchSigned(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('uploads', () => {
  it("answers tus requests with the site's security headers and no cross-origin access, whatever the Origin", async () => {
    const cross = { origin: 'https://evil.test' };
    const created = await t.call('POST', '/disk/uploads', {
      ...as(who.teacher),
      headers: { ...TUS, ...cross, 'upload-length': '4', 'upload-metadata': `filename ${b64('headers.txt')}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = idOf(created.headers.location as string);
    const answers = [
      created,
      await t.call('HEAD', `/disk/uploads/${id}`, { ...as(who.teacher), headers: { ...TUS, ...cross } }),
      // A wrong offset: the tus server's own refusal.
      await t.call('PATCH', `/disk/uploads/${id}`, {
        ...as(who.teacher),
        headers: { ...TUS, ...cross, 'upload-offset': '2', 'content-type': 'application/offset+octet-stream' },
        body: Buffer.from('ab'),
      }),
      await t.call('PATCH', `/disk/uploads/${id}`, {
        ...as(who.teacher),
        headers: { ...TUS, ...cross, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: Buffer.from('abcd'),
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 200, 409, 204]);
    for (const answer of answers) {
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['x-request-id']).toMatch(/\S/);
      expect(answer.headers['tus-resumable']).toBe('1.0.0');
    }
  });

  it('a resumed upload (two PATCHes after a HEAD) stores the same bytes as a direct one, once', async () => {
    const bytes = Buffer.concat([minimalPdf('resumed'), Buffer.alloc(300_000, 0x20)]);
    const created = await create(who.teacher, '教案 第一课.pdf', bytes.length, { title: '第一课教案' });
    expect(created.statusCode, created.body).toBe(201);
    const id = idOf(created.headers.location as string);
    expect((await patch(who.teacher, id, 0, bytes.subarray(0, 100_000))).statusCode).toBe(204);
    // The connection dropped: the client asks where the upload stands and resumes from there.
    const head = await t.call('HEAD', `/disk/uploads/${id}`, { ...as(who.teacher), headers: TUS });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('100000');
    expect((await patch(who.teacher, id, 0, bytes.subarray(0, 10))).statusCode).toBe(409);
    const done = await patch(who.teacher, id, 100_000, bytes.subarray(100_000));
    expect(done.statusCode, done.body).toBe(204);
    const resumedId = Number(done.headers['yanxiu-resource-id']);

    const directId = await upload(who.backbone, 'copy.pdf', bytes);
    const [resumed, direct] = [await detail(who.teacher, resumedId), await detail(who.backbone, directId)];
    expect(resumed).toMatchObject({
      title: '第一课教案',
      fileName: '教案 第一课.pdf',
      size: bytes.length,
      previewKind: 'pdf',
      preview: { status: 'ready' },
      mine: true,
    });
    const served = await fetchSigned(resumed.links.downloadUrl);
    expect(served.statusCode).toBe(200);
    expect(sha(served.rawPayload)).toBe(sha(bytes));
    expect(sha((await fetchSigned(direct.links.downloadUrl)).rawPayload)).toBe(sha(bytes));
    const [blob] = await t.deps.db
      .select()
      .from(diskBlobs)
      .where(eq(diskBlobs.sha256, sha(bytes)));
    expect(blob?.refCount).toBe(2);
    // Ranges on the inline preview.
    const range = await fetchSigned(resumed.links.previewUrl!, { range: 'bytes=0-3' });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('%PDF');
    // The finished upload is gone: a client resuming it starts again.
    expect((await t.call('HEAD', `/disk/uploads/${id}`, { ...as(who.teacher), headers: TUS })).statusCode).toBe(404);
  });

  it('refuses before any byte: over the file limit, over the quota, to a folder not one’s own; two uploads together over the quota: one refused', async () => {
    const saved = await post(who.district_admin, '/disk/manage/quota/save', {
      roleLimits: [{ role: 'teacher', limitBytes: 1_000_000 }],
      schoolLimitBytes: 10 ** 12,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await countAllRows(t.deps.db);
    expect((await create(who.newteacher, 'big.bin', 6 * 1024 ** 3)).statusCode).toBe(413);
    expect((await create(who.newteacher, 'big.bin', 1_000_001)).statusCode).toBe(413);
    expect((await create(who.newteacher, 'a.pdf', 10, { folderId: '999999' })).statusCode).toBe(404);
    expect((await create(who.newteacher, '', 10)).statusCode).toBe(400);
    expect(
      (await t.call('POST', '/disk/uploads', { ...as(who.newteacher), headers: { ...TUS, 'upload-metadata': `filename ${b64('x')}` } }))
        .statusCode,
    ).toBe(400);
    expect((await create(undefined, 'a.pdf', 10)).statusCode).toBe(401);
    // A title the edit would refuse is refused here too (NUL used to reach the insert and answer 500), in the envelope.
    for (const title of ['a\u0000b', 'tab\there', 'x'.repeat(DiskLimits.title + 1)]) {
      const refused = await create(who.newteacher, 'a.pdf', 10, { title });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 4000, data: { issues: [{ path: 'headers.upload-metadata.title' }] } });
    }
    expect(await countAllRows(t.deps.db)).toEqual(before);

    const [first, second] = await Promise.all([create(who.newteacher, 'one.pdf', 600_000), create(who.newteacher, 'two.pdf', 600_000)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 413]);
    expect(await countRows(t.deps.db, diskUploads)).toBe(before.disk_uploads! + 1);
    // Cancelling gives the reservation back.
    const started = first.statusCode === 201 ? first : second;
    const id = idOf(started.headers.location as string);
    expect((await t.call('DELETE', `/disk/uploads/${id}`, { ...as(who.backbone), headers: TUS })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/disk/uploads/${id}`, { ...as(who.newteacher), headers: TUS })).statusCode).toBe(204);
    const quota = (await get(who.newteacher, '/disk/quota')).json().data;
    expect(quota.user).toEqual({ usedBytes: 0, reservedBytes: 0, limitBytes: 1_000_000 });
    expect(quota.school.limitBytes).toBe(10 ** 12);
    expect((await create(who.newteacher, 'three.pdf', 900_000)).statusCode).toBe(201);
    // Only district staff set quotas.
    expect((await post(who.school_admin, '/disk/manage/quota/save', { roleLimits: [], schoolLimitBytes: 1 })).statusCode).toBe(403);
  });

  it('an upload is its creator’s only: another user or tenant cannot see, resume or cancel it', async () => {
    const created = await create(who.teacher, 'mine.pdf', 1000);
    const id = idOf(created.headers.location as string);
    expect((await t.call('HEAD', `/disk/uploads/${id}`, { ...as(who.backbone), headers: TUS })).statusCode).toBe(404);
    expect((await patch(who.backbone, id, 0, Buffer.alloc(1000))).statusCode).toBe(404);
    expect((await patch(who.dongchengTeacher, id, 0, Buffer.alloc(1000), { tenant: DONGCHENG })).statusCode).toBe(404);
    expect((await patch(undefined, id, 0, Buffer.alloc(1000))).statusCode).toBe(401);
    expect((await t.call('HEAD', `/disk/uploads/${'0'.repeat(32)}`, { ...as(who.teacher), headers: TUS })).statusCode).toBe(404);
  });
});

describe('my resources', () => {
  it('folders, search in Chinese, filters, sorting, keyset paging and moving', async () => {
    const folder = await post(who.backbone, '/disk/folders/create', { name: '期末复习', parentId: null });
    expect(folder.statusCode, folder.body).toBe(200);
    const folderId = folder.json().data.id as number;
    expect((await post(who.backbone, '/disk/folders/create', { name: '期末复习', parentId: null })).statusCode).toBe(409);
    expect((await post(who.backbone, '/disk/folders/create', { name: 'a/b', parentId: null })).statusCode).toBe(400);
    expect((await post(who.teacher, '/disk/folders/create', { name: '借用', parentId: folderId })).statusCode).toBe(404);
    const ids: number[] = [];
    for (let n = 1; n <= 5; n += 1)
      ids.push(await upload(who.backbone, `练习${n}.txt`, Buffer.from(`第${n}套练习题\n`.repeat(n)), { folderId: String(folderId) }));
    const page1 = (await get(who.backbone, '/disk/resources', { folderId: String(folderId), size: '2', sort: 'largest' })).json()
      .data as DiskResourcesPage;
    expect(page1.records.map((row) => row.id)).toEqual([ids[4], ids[3]]);
    expect(page1.total).toBe(5);
    const page2 = (
      await get(who.backbone, '/disk/resources', {
        folderId: String(folderId),
        size: '2',
        sort: 'largest',
        current: '2',
        cursor: page1.nextCursor!,
      })
    ).json().data as DiskResourcesPage;
    expect(page2.records.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    expect((await get(who.backbone, '/disk/resources', { cursor: 'not-ours' })).statusCode).toBe(400);
    const found = (await get(who.backbone, '/disk/resources', { keyword: '练习3' })).json().data as DiskResourcesPage;
    expect(found.records.map((row) => row.id)).toEqual([ids[2]]);
    expect(((await get(who.teacher, '/disk/resources', { keyword: '练习3' })).json().data as DiskResourcesPage).total).toBe(0);
    expect(
      ((await get(who.backbone, '/disk/resources', { previewKind: 'text', folderId: String(folderId) })).json().data as DiskResourcesPage)
        .total,
    ).toBe(5);

    // Edit: bad input writes nothing, a stale version is 409.
    const current = await detail(who.backbone, ids[0]!);
    const edit = {
      id: ids[0],
      version: current.version,
      title: '第一套',
      description: '基础题',
      tags: ['期末', '数学'],
      sectionCode: '3',
      subjectCode: '02',
      resourceType: 'exercise',
    };
    expect((await post(who.backbone, '/disk/resources/update', { ...edit, title: '' })).statusCode).toBe(400);
    expect((await post(who.teacher, '/disk/resources/update', edit)).statusCode).toBe(404);
    expect((await post(who.backbone, '/disk/resources/update', edit)).statusCode).toBe(200);
    expect((await post(who.backbone, '/disk/resources/update', edit)).statusCode).toBe(409);
    expect(
      ((await get(who.backbone, '/disk/resources', { keyword: '数学' })).json().data as DiskResourcesPage).records.map((row) => row.id),
    ).toEqual([ids[0]]);

    // Move to the top level; a folder cannot move into itself; another's ids are refused whole.
    expect(
      (await post(who.backbone, '/disk/resources/move', { resourceIds: [ids[0]], folderIds: [], targetFolderId: null })).json().data,
    ).toEqual({ resources: 1, folders: 0 });
    expect(
      (await post(who.backbone, '/disk/resources/move', { resourceIds: [], folderIds: [folderId], targetFolderId: folderId })).statusCode,
    ).toBe(422);
    expect(
      (await post(who.teacher, '/disk/resources/move', { resourceIds: [ids[1]], folderIds: [], targetFolderId: null })).statusCode,
    ).toBe(404);
    expect(((await get(who.backbone, '/disk/resources')).json().data as DiskResourcesPage).records.map((row) => row.id)).toContain(ids[0]);
  });

  it('a forged or foreign resource id is refused; a forged signature too', async () => {
    const id = await upload(who.teacher, 'secret.pdf', minimalPdf('secret'));
    expect((await get(who.backbone, '/disk/resources/detail', { id: String(id) })).statusCode).toBe(404);
    expect((await get(who.backbone, '/disk/resources/detail', { id: String(id), issueId: '1' })).statusCode).toBe(404);
    expect((await get(who.dongchengTeacher, '/disk/resources/detail', { id: String(id) }, { tenant: DONGCHENG })).statusCode).toBe(404);
    expect((await get(who.teacher, '/disk/resources/detail', { id: 'abc' })).statusCode).toBe(400);
    expect((await get(undefined, '/disk/resources/detail', { id: String(id) })).statusCode).toBe(401);
    const links = (await detail(who.teacher, id)).links;
    const forged = links.downloadUrl.replace(/uid=\d+/, `uid=${who.backbone!.userId}`);
    expect((await fetchSigned(forged)).statusCode).toBe(401);
    expect((await fetchSigned(links.downloadUrl.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))).statusCode).toBe(
      401,
    );
  });

  it('the recycle bin: restore, purge; shared content’s bytes are freed only when no resource refers to them; the sweep after 30 days', async () => {
    const bytes = minimalPdf('shared content');
    const mine = await upload(who.school_admin, 'shared.pdf', bytes);
    const theirs = await upload(who.teacher, 'shared-too.pdf', bytes);
    const blobOf = async () =>
      (
        await t.deps.db
          .select()
          .from(diskBlobs)
          .where(eq(diskBlobs.sha256, sha(bytes)))
      )[0];
    const key = (await blobOf())!.storageKey;
    expect((await post(who.school_admin, '/disk/resources/delete', { resourceIds: [mine, theirs], folderIds: [] })).statusCode).toBe(404);
    expect((await post(who.school_admin, '/disk/resources/delete', { resourceIds: [mine], folderIds: [] })).json().data).toEqual({
      resources: 1,
      folders: 0,
    });
    const bin = (await get(who.school_admin, '/disk/recycle')).json().data;
    expect(bin.records.map((row: { id: number }) => row.id)).toContain(mine);
    expect((await post(who.school_admin, '/disk/recycle/restore', { resourceIds: [mine] })).statusCode).toBe(200);
    await post(who.school_admin, '/disk/resources/delete', { resourceIds: [mine], folderIds: [] });
    expect((await post(who.teacher, '/disk/recycle/purge', { resourceIds: [mine] })).statusCode).toBe(404);
    expect((await post(who.school_admin, '/disk/recycle/purge', { resourceIds: [mine] })).statusCode).toBe(200);
    expect((await blobOf())?.refCount).toBe(1);
    expect(await t.deps.storage.stat(key)).toBeDefined();
    await post(who.teacher, '/disk/resources/delete', { resourceIds: [theirs], folderIds: [] });
    expect(await purgeExpiredRecycled(t.deps, new Date(Date.now() + 29 * 86_400_000), t.app.log)).toBe(0);
    expect(await purgeExpiredRecycled(t.deps, new Date(Date.now() + 31 * 86_400_000), t.app.log)).toBeGreaterThanOrEqual(1);
    expect(await blobOf()).toBeUndefined();
    expect(await t.deps.storage.stat(key)).toBeUndefined();
    const [usage] = await t.deps.db
      .select()
      .from(diskUsage)
      .where(and(eq(diskUsage.kind, 'user'), eq(diskUsage.ownerId, Number(who.school_admin!.userId))));
    expect(usage?.usedBytes ?? 0).toBe(0);
  });

  it('converts an Office document to a PDF preview once, by a queued job', async () => {
    const id = await upload(who.teacher, '教学设计.docx', wordDocument());
    expect((await detail(who.teacher, id)).preview).toEqual({ kind: 'office', status: 'converting' });
    await runQueuedJobs(t);
    const after = await detail(who.teacher, id);
    const enabled = await libreOfficeAvailable(t.deps.config);
    expect(after.preview.status).toBe(enabled ? 'ready' : 'notEnabled');
    if (enabled) {
      const pdf = await fetchSigned(after.links.previewUrl!);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    expect((await fetchSigned(after.links.downloadUrl)).statusCode).toBe(200);
  });
});

describe('issuing down the hierarchy', () => {
  it('the district issues a folder to a school: its teachers receive it unread first, open, download and acknowledge; the district follows up, reminds and withdraws', async () => {
    const folder = (await post(who.district_admin, '/disk/folders/create', { name: '学期计划', parentId: null })).json().data.id as number;
    const plan = await upload(who.district_admin, '教学计划.pdf', minimalPdf('plan'), { folderId: String(folder) });
    await upload(who.district_admin, '表格.txt', Buffer.from('填报表\n'), { folderId: String(folder) });
    await upload(who.district_admin, '日程.txt', Buffer.from('日程\n'), { folderId: String(folder) });
    const body = {
      resourceIds: [],
      folderIds: [folder],
      target: { schoolIds: [schools[0]], sectionCodes: [], subjectCodes: [], teacherIds: [] },
      message: '请查收',
      ackDeadline: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const before = await countAllRows(t.deps.db);
    expect((await post(who.teacher, '/disk/issues/create', body)).statusCode).toBe(403);
    expect((await post(who.dongchengAdmin, '/disk/issues/create', body, { tenant: DONGCHENG })).statusCode).toBe(404);
    expect((await post(who.district_admin, '/disk/issues/create', { ...body, message: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await post(who.district_admin, '/disk/issues/create', { ...body, folderIds: [], resourceIds: [999999] })).statusCode).toBe(404);
    expect(await countAllRows(t.deps.db)).toEqual(before);
    const created = await post(who.district_admin, '/disk/issues/create', body);
    expect(created.statusCode, created.body).toBe(200);
    const issue = created.json().data;
    // School 0: the teacher, the school admin and the new teacher.
    expect(issue).toMatchObject({ recipients: 3, resources: 3 });

    const received = (await get(who.teacher, '/disk/received')).json().data;
    expect(received.records[0]).toMatchObject({ id: issue.id, requiresAck: true, openedAt: null, senderName: '赵磊' });
    // One folder alone is named by the folder, never its first file; pages and messages add its file count (学期计划（3 个文件）).
    expect(received.records[0]).toMatchObject({ title: '学期计划', folderTitle: true, resources: 3 });
    const toldOf = async (kind: string) =>
      (
        await t.deps.db
          .select({ params: notificationMessages.params })
          .from(notificationMessages)
          .where(and(eq(notificationMessages.objectRef, `disk-issue:${issue.id}`), eq(notificationMessages.kind, kind)))
      )[0]!.params;
    expect(await toldOf('resource.issued')).toEqual({ title: '学期计划', count: 3, context: 'folder' });
    // The to-do item asking for the acknowledgement names it the same way.
    const todo = (await get(who.teacher, '/todo/list', { kind: 'disk.acknowledgement' })).json().data;
    expect(todo.records.find((row: { id: string }) => row.id === String(issue.id))?.params).toEqual({
      title: '学期计划',
      sender: expect.any(String),
      count: 3,
      context: 'folder',
    });
    expect((await get(who.backbone, '/disk/received')).json().data.records.map((row: { id: number }) => row.id)).not.toContain(issue.id);
    expect((await get(who.backbone, '/disk/received/detail', { id: String(issue.id) })).statusCode).toBe(404);
    const opened = (await get(who.teacher, '/disk/received/detail', { id: String(issue.id) })).json().data as DiskReceivedDetail;
    expect(opened.items.map((item) => item.id)).toContain(plan);
    const item = opened.items.find((row) => row.id === plan)!;
    expect((await fetchSigned(item.links.downloadUrl)).statusCode).toBe(200);
    expect((await get(who.teacher, '/disk/resources/detail', { id: String(plan), issueId: String(issue.id) })).json().data.mine).toBe(
      false,
    );
    expect((await post(who.teacher, '/disk/received/acknowledge', { id: issue.id })).statusCode).toBe(200);
    expect((await post(who.backbone, '/disk/received/acknowledge', { id: issue.id })).statusCode).toBe(404);

    // Save a copy: a new resource on the same content, no bytes copied.
    const blobs = await countRows(t.deps.db, diskBlobs);
    const copies = await post(who.teacher, '/disk/received/saveCopies', { issueId: issue.id, resourceIds: [plan], folderId: null });
    expect(copies.statusCode, copies.body).toBe(200);
    expect(await countRows(t.deps.db, diskBlobs)).toBe(blobs);
    expect((await detail(who.teacher, copies.json().data.resourceIds[0])).mine).toBe(true);

    const mine = (await get(who.district_admin, '/disk/issues/mine')).json().data.records[0];
    expect(mine).toMatchObject({
      id: issue.id,
      title: '学期计划',
      folderTitle: true,
      resources: 3,
      recipients: 3,
      opened: 1,
      downloaded: 1,
    });
    expect(mine.acknowledged).toBe(1);
    const acknowledged = (await get(who.district_admin, '/disk/issues/recipients', { id: String(issue.id), state: 'acknowledged' })).json()
      .data;
    expect(acknowledged.records.map((row: { name: string }) => row.name)).toEqual(['王芳']);
    expect((await get(who.school_admin, '/disk/issues/recipients', { id: String(issue.id) })).statusCode).toBe(404);
    expect((await get(who.teacher, '/disk/issues/recipients', { id: String(issue.id) })).statusCode).toBe(403);
    expect((await get(who.teacher, '/todo/list')).json().data).toBeDefined();

    expect((await post(who.district_admin, '/disk/issues/remind', { id: issue.id })).json().data).toEqual({ reminded: 2 });
    expect(await toldOf('resource.reminder')).toEqual({ title: '学期计划', count: 3, context: 'folder' });
    expect((await post(who.district_admin, '/disk/issues/withdraw', { id: issue.id })).statusCode).toBe(200);
    expect((await post(who.district_admin, '/disk/issues/withdraw', { id: issue.id })).statusCode).toBe(409);
    expect((await get(who.teacher, '/disk/received/detail', { id: String(issue.id) })).statusCode).toBe(404);
    expect((await fetchSigned(item.links.downloadUrl)).statusCode).toBe(404);
    expect(await countRows(t.deps.db, diskIssues)).toBe(before.disk_issues! + 1);
    expect(await countRows(t.deps.db, diskIssueRecipients)).toBe(before.disk_issue_recipients! + 3);
  });

  it('a folder with a loose resource, or two folders, is named by its first resource and how many, as before', async () => {
    const folder = (await post(who.district_admin, '/disk/folders/create', { name: '单元资料', parentId: null })).json().data.id as number;
    const other = (await post(who.district_admin, '/disk/folders/create', { name: '课件', parentId: null })).json().data.id as number;
    await upload(who.district_admin, '单元说明.txt', Buffer.from('单元说明\n'), { folderId: String(folder) });
    await upload(who.district_admin, '课件一.txt', Buffer.from('课件一\n'), { folderId: String(other) });
    const loose = await upload(who.district_admin, '通知.txt', Buffer.from('通知\n'));
    const issue = async (resourceIds: number[], folderIds: number[]) => {
      const target = { schoolIds: [schools[0]], sectionCodes: [], subjectCodes: [], teacherIds: [] };
      const created = await post(who.district_admin, '/disk/issues/create', {
        resourceIds,
        folderIds,
        target,
        message: '',
        ackDeadline: null,
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.id as number;
      return (await get(who.teacher, '/disk/received')).json().data.records.find((row: { id: number }) => row.id === id);
    };
    expect(await issue([loose], [folder])).toMatchObject({ title: '通知', folderTitle: false, resources: 2 });
    const twoFolders = await issue([], [folder, other]);
    expect(twoFolders).toMatchObject({ folderTitle: false, resources: 2 });
    expect(['单元说明', '课件一']).toContain(twoFolders.title);
  });

  it('a school admin issues within their school only, to chosen teachers', async () => {
    const file = await upload(who.school_admin, '校本教研.txt', Buffer.from('校本教研安排\n'));
    const outside = await post(who.school_admin, '/disk/issues/create', {
      resourceIds: [file],
      folderIds: [],
      target: { schoolIds: [], sectionCodes: [], subjectCodes: [], teacherIds: [Number(who.backbone!.userId)] },
      message: '',
      ackDeadline: null,
    });
    expect(outside.statusCode).toBe(404);
    const schoolsOfAdmin = (await get(who.school_admin, '/disk/issues/schools')).json().data.schools;
    expect(schoolsOfAdmin.map((school: { id: number }) => school.id)).toEqual([schools[0]]);
    const teachers = (await get(who.school_admin, '/disk/issues/teachers', { keyword: '王' })).json().data.records;
    const issued = await post(who.school_admin, '/disk/issues/create', {
      resourceIds: [file],
      folderIds: [],
      target: { schoolIds: [], sectionCodes: [], subjectCodes: [], teacherIds: teachers.map((row: { id: number }) => row.id) },
      message: '',
      ackDeadline: null,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data.recipients).toBe(1);
    expect((await post(who.teacher, '/disk/received/acknowledge', { id: issued.json().data.id })).statusCode).toBe(422);
  });

  it('issues to a teaching-research group: its members receive it; a group beyond the issuer’s reach or tenant is refused', async () => {
    const file = await upload(who.district_admin, '教研组资料.txt', Buffer.from('教研组资料\n'));
    const groupsOf = async (login: LoginInfo | undefined) =>
      (await get(login, '/disk/issues/schools')).json().data.groups as Array<{ id: number; name: string; members: number }>;
    const districtGroups = await groupsOf(who.district_admin);
    const chinese = districtGroups.find((group) => group.name === '小学语文教研组')!;
    const maths = districtGroups.find((group) => group.name === '区初中数学教研共同体')!;
    expect(chinese.members).toBe(3);
    // A school admin sees their school's groups only; the district's community is not theirs to issue to.
    expect((await groupsOf(who.school_admin)).map((group) => group.id)).toEqual([chinese.id]);
    const body = (groupIds: number[], resourceIds: number[]) => ({
      resourceIds,
      folderIds: [],
      target: { schoolIds: [], sectionCodes: [], subjectCodes: [], teacherIds: [], groupIds },
      message: '',
      ackDeadline: null,
    });
    const own = await upload(who.school_admin, '组内资料.txt', Buffer.from('组内资料\n'));
    const beforeRefusals = await countAllRows(t.deps.db);
    expect((await post(who.school_admin, '/disk/issues/create', body([maths.id], [own]))).statusCode).toBe(404);
    expect((await post(who.dongchengAdmin, '/disk/issues/create', body([chinese.id], [file]), { tenant: DONGCHENG })).statusCode).toBe(404);
    expect(await countAllRows(t.deps.db)).toEqual(beforeRefusals);

    const issued = await post(who.district_admin, '/disk/issues/create', body([chinese.id], [file]));
    expect(issued.statusCode, issued.body).toBe(200);
    // The group's members: the teacher (its leader), the school admin and the new teacher.
    expect(issued.json().data.recipients).toBe(3);
    const id = issued.json().data.id as number;
    expect((await get(who.newteacher, '/disk/received')).json().data.records.map((row: { id: number }) => row.id)).toContain(id);
    expect((await get(who.backbone, '/disk/received')).json().data.records.map((row: { id: number }) => row.id)).not.toContain(id);
  });
});
