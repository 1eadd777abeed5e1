import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { StoredFileInfo } from '@yanxiu/contract/files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskBlobs } from '@server/db/schema/disk';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { changedTables, countAllRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';

// Copying a disk resource to a stored file of the caller, which an assignment's submission then names: who may, the
// limits of a document, and that the copy and the resource each keep their own bytes.

const MAX_BYTES = 64 * 1024;
let t: TestApp;
let dataDir: string;
const who: Record<string, LoginInfo> = {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-disk-copy-'));
  t = await createTestApp({ DATA_DIR: dataDir, FILES_MAX_BYTES: String(MAX_BYTES) });
  for (const name of ['teacher', 'newteacher', 'school_admin']) who[name] = await t.login(name);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const post = (login: LoginInfo | undefined, url: string, body: unknown, tenant = {}) =>
  t.call('POST', url, { ...as(login), ...tenant, body });
const copy = (login: LoginInfo | undefined, body: { resourceId: number; issueId?: number }, tenant = {}) =>
  post(login, '/disk/resources/copyToFile', body, tenant);

/** Uploads a file to the caller's disk in one tus PATCH and answers the new resource's id. */
async function upload(login: LoginInfo, name: string, bytes: Buffer): Promise<number> {
  const created = await t.call('POST', '/disk/uploads', {
    ...as(login),
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': `filename ${b64(name)}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  const done = await t.call('PATCH', new URL(created.headers.location as string, 'http://x').pathname.replace(/^\/api/, ''), {
    ...as(login),
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  expect(done.statusCode, done.body).toBe(204);
  return Number(done.headers['yanxiu-resource-id']);
}

async function downloaded(login: LoginInfo, fileId: string): Promise<Buffer> {
  const response = await t.call('GET', `/files/${fileId}`, as(login));
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

/** The store key of the disk blob holding these bytes. */
async function blobKeyOf(bytes: Buffer): Promise<string | undefined> {
  const sha = createHash('sha256').update(bytes).digest('hex');
  const [blob] = await t.deps.db.select({ key: diskBlobs.storageKey }).from(diskBlobs).where(eq(diskBlobs.sha256, sha));
  return blob?.key;
}

/** Every file under the store, to prove a refused copy left no bytes behind. */
function blobsOnDisk(): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('copying a disk resource to a file of one’s own', () => {
  it('copies the caller’s own resource; the copy outlives the resource purged, and the resource the copy deleted', async () => {
    const bytes = minimalPdf('教学设计');
    const resourceId = await upload(who.teacher!, '教学设计.pdf', bytes);
    const first = await copy(who.teacher, { resourceId });
    expect(first.statusCode, first.body).toBe(200);
    const file = first.json().data as StoredFileInfo;
    expect(file).toMatchObject({ name: '教学设计.pdf', contentType: 'application/pdf', size: bytes.length });
    expect(await downloaded(who.teacher!, file.id)).toEqual(bytes);

    // Deleting the copy leaves the resource's bytes.
    const second = (await copy(who.teacher, { resourceId })).json().data as StoredFileInfo;
    expect((await t.call('DELETE', `/files/${second.id}`, as(who.teacher))).statusCode).toBe(200);
    const detail = (await t.call('GET', '/disk/resources/detail', { ...as(who.teacher), query: { id: String(resourceId) } })).json().data;
    const original = await t.app.inject({ method: 'GET', url: detail.links.downloadUrl, headers: { host: 'localhost' } });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload).toEqual(bytes);

    // Purging the resource (its blob's last reference) leaves the copy's bytes.
    expect((await post(who.teacher, '/disk/resources/delete', { resourceIds: [resourceId], folderIds: [] })).statusCode).toBe(200);
    expect((await post(who.teacher, '/disk/recycle/purge', { resourceIds: [resourceId] })).statusCode).toBe(200);
    expect(await downloaded(who.teacher!, file.id)).toEqual(bytes);
    expect((await copy(who.teacher, { resourceId })).statusCode).toBe(404);
  });

  it('copies a resource issued to the caller, through that issue only', async () => {
    const bytes = minimalPdf('校本教研');
    const resourceId = await upload(who.school_admin!, '校本教研.pdf', bytes);
    const issued = await post(who.school_admin, '/disk/issues/create', {
      resourceIds: [resourceId],
      folderIds: [],
      target: { schoolIds: [], sectionCodes: [], subjectCodes: [], teacherIds: [Number(who.teacher!.userId)] },
      message: '',
      ackDeadline: null,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const issueId = issued.json().data.id as number;
    expect((await copy(who.teacher, { resourceId })).statusCode).toBe(404);
    expect((await copy(who.newteacher, { resourceId, issueId })).statusCode).toBe(404);
    const copied = await copy(who.teacher, { resourceId, issueId });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(await downloaded(who.teacher!, (copied.json().data as StoredFileInfo).id)).toEqual(bytes);
  });

  it('another teacher’s or tenant’s resource is 404, no session 401, bad input 400, and nothing is written', async () => {
    const resourceId = await upload(who.teacher!, '说课稿.pdf', minimalPdf('说课稿'));
    const before = await countAllRows(t.deps.db);
    const blobs = blobsOnDisk().length;
    expect((await copy(who.newteacher, { resourceId })).statusCode).toBe(404);
    expect((await copy(who.dongchengTeacher, { resourceId }, { tenant: DONGCHENG })).statusCode).toBe(404);
    expect((await copy(undefined, { resourceId })).statusCode).toBe(401);
    const bad = await post(who.teacher, '/disk/resources/copyToFile', { resourceId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 4000, data: { issues: [{ path: 'body.resourceId' }] } });
    expect(changedTables(before, await countAllRows(t.deps.db))).toEqual([]);
    expect(blobsOnDisk()).toHaveLength(blobs);
  });

  it('refuses a resource over the file limit (413) or of a type documents do not take (415), writing nothing', async () => {
    const large = await upload(who.teacher!, '大文件.pdf', minimalPdf('x'.repeat(MAX_BYTES + 1)));
    const text = await upload(who.teacher!, '笔记.txt', Buffer.from('课堂笔记\n'));
    const before = await countAllRows(t.deps.db);
    const blobs = blobsOnDisk().length;
    const tooLarge = await copy(who.teacher, { resourceId: large });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 4013, msg: '文件不能超过 64 KB' });
    const unsupported = await copy(who.teacher, { resourceId: text });
    expect(unsupported.statusCode).toBe(415);
    expect(changedTables(before, await countAllRows(t.deps.db))).toEqual([]);
    expect(blobsOnDisk()).toHaveLength(blobs);
  });

  it('a resource whose bytes were purged after it was looked up is 404, not 500, and nothing is written', async () => {
    const bytes = minimalPdf('刚被清除');
    const resourceId = await upload(who.teacher!, '刚被清除.pdf', bytes);
    // The purge's last step (the bytes going after its commit) seen between the copy's lookup and its read.
    await t.deps.storage.delete((await blobKeyOf(bytes))!);
    const before = await countAllRows(t.deps.db);
    const response = await copy(who.teacher, { resourceId });
    expect(response.statusCode, response.body).toBe(404);
    expect(changedTables(before, await countAllRows(t.deps.db))).toEqual([]);
  });
});
