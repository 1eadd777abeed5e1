import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ErasureQueuePage, MyErasureRequest } from '@yanxiu/contract/privacy-erasure';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { sessions, users } from '@server/db/schema/identity';
import { notifications } from '@server/db/schema/notifications';
import { privacyErasureRequests } from '@server/db/schema/privacy-erasure';
import { searchRecent } from '@server/db/schema/search';
import { storedFiles } from '@server/db/schema/files';
import { diskBlobs, diskFolders, diskResources, diskUploads, diskUsage } from '@server/db/schema/disk';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and } from 'drizzle-orm';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { fileDeletionRequested, refuseFileDeletion } from '@server/modules/files/files.public';
import { countRows } from '@server-test/support/db-state';
import { runQueuedJobs } from '@server-test/support/jobs';
import { createTestApp, DONGCHENG, DEMO_PASSWORD, type TestApp } from '@server-test/support/test-app';

let t: TestApp;
const who: Record<string, LoginInfo> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin', 'platform_admin', 'expert']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
});
afterAll(() => t.close());

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const ask = (login: LoginInfo | undefined, body: unknown) => t.call('POST', '/privacy/erasure/request', { ...as(login), body });
const queue = async (login: LoginInfo, status = 'pending', tenant = {}) =>
  (await t.call('GET', '/privacy/manage/erasure/list', { ...as(login), query: { status }, ...tenant })).json().data as ErasureQueuePage;
const decide = (login: LoginInfo | undefined, act: 'approve' | 'refuse', body: unknown, tenant = {}) =>
  t.call('POST', `/privacy/manage/erasure/${act}`, { ...as(login), body, ...tenant });
const requestRows = () => countRows(t.deps.db, privacyErasureRequests);
const TUS = { 'tus-resumable': '1.0.0' };
/** Starts a tus upload to the disk and sends `bytes` of it (all of them finishes it); answers its id. */
const diskUpload = async (login: LoginInfo | undefined, name: string, length: number, bytes: Buffer) => {
  const created = await t.call('POST', '/disk/uploads', {
    ...as(login),
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': `filename ${Buffer.from(name).toString('base64')}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = /\/disk\/uploads\/([a-f0-9]{32})/.exec(created.headers.location as string)![1]!;
  const sent = await t.call('PATCH', `/disk/uploads/${id}`, {
    ...as(login),
    headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  expect(sent.statusCode, sent.body).toBe(204);
  return id;
};
const countWhere = async (table: PgTable, where: SQL) => (await t.deps.db.select({ n: count() }).from(table).where(where))[0]!.n;

describe('erasure requests', () => {
  it('a teacher asks once (confirmed, reason bounded); bad input and other roles write nothing', async () => {
    const before = await requestRows();
    expect((await ask(who.backbone, { reason: '离职' })).statusCode).toBe(400);
    expect((await ask(who.backbone, { reason: '离职', confirm: false })).statusCode).toBe(400);
    expect((await ask(who.backbone, { reason: 'x'.repeat(501), confirm: true })).statusCode).toBe(400);
    expect((await ask(undefined, { confirm: true })).statusCode).toBe(401);
    expect((await ask(who.district_admin, { confirm: true })).statusCode).toBe(403);
    expect(await requestRows()).toBe(before);

    const answers = await Promise.all([1, 2, 3, 4].map(() => ask(who.backbone, { reason: '调离本区', confirm: true })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe(4991);
    const mine = (await t.call('GET', '/privacy/erasure/mine', as(who.backbone))).json().data as MyErasureRequest[];
    expect(mine).toMatchObject([{ status: 'pending', reason: '调离本区', decisionReason: null }]);
    expect((await t.call('GET', '/privacy/erasure/mine', as(who.teacher))).json().data).toEqual([]);
  });

  it('only the tenant’s district admin sees the queue and decides; a refusal tells the teacher why', async () => {
    const [row] = (await queue(who.district_admin!)).records.filter((record) => record.userName === '李强');
    expect(row).toMatchObject({ status: 'pending', reason: '调离本区', unitName: expect.any(String), version: 1 });
    for (const login of [who.teacher, who.school_admin, who.platform_admin]) {
      expect((await t.call('GET', '/privacy/manage/erasure/list', as(login))).statusCode).toBe(403);
      expect((await decide(login, 'refuse', { id: row!.id, version: 1, reason: '不同意' })).statusCode).toBe(403);
    }
    // Another district's admin neither sees nor reaches it.
    expect((await queue(who.dongchengAdmin!, 'pending', { tenant: DONGCHENG })).total).toBe(0);
    expect(
      (await decide(who.dongchengAdmin, 'approve', { id: row!.id, version: 1, reason: '同意' }, { tenant: DONGCHENG })).statusCode,
    ).toBe(404);
    expect((await decide(who.district_admin, 'refuse', { id: row!.id, version: 1, reason: '' })).statusCode).toBe(400);
    expect((await decide(who.district_admin, 'refuse', { id: row!.id, version: 9, reason: '不同意' })).statusCode).toBe(409);

    const refused = await decide(who.district_admin, 'refuse', { id: row!.id, version: 1, reason: '尚有未结题课题' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toEqual({ id: row!.id, status: 'refused', version: 2 });
    expect((await decide(who.district_admin, 'approve', { id: row!.id, version: 2, reason: '同意' })).json().code).toBe(4992);
    const mine = (await t.call('GET', '/privacy/erasure/mine', as(who.backbone))).json().data as MyErasureRequest[];
    expect(mine[0]).toMatchObject({ status: 'refused', decisionReason: '尚有未结题课题' });
    await runQueuedJobs(t);
    const bell = (await t.call('GET', '/notification/list', as(who.backbone))).json().data;
    expect(JSON.stringify(bell)).toContain('privacy.erasureRefused');
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row!.id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['privacy.erasure_refused', 'privacy.erasure_requested']);
    // Refused, the teacher may ask again.
    expect((await ask(who.backbone, { confirm: true })).statusCode).toBe(200);
  });

  it('approval erases: the session ends, sign-in fails, the name is gone from staff lists, the certificate verifies under the pseudonym', async () => {
    const certificates = (await t.call('GET', '/learning/certificates', as(who.teacher))).json().data as Array<{ code: string }>;
    expect(certificates.length).toBeGreaterThan(0);
    const asked = await ask(who.teacher, { reason: '不再从事教学工作', confirm: true });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = (asked.json().data as MyErasureRequest).id;
    const userId = Number(who.teacher!.userId);
    const [owner] = await t.deps.db.select({ tenantId: users.tenantId }).from(users).where(eq(users.id, userId));
    await t.deps.db.insert(searchRecent).values({ tenantId: owner!.tenantId, userId, keyword: '王芳的教案' });
    // An upload of theirs nothing else needs.
    const boundary = 'erasure-test-boundary';
    const part = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="王芳简历.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      minimalPdf(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = async () => {
      const uploaded = await t.call('POST', '/files', {
        ...as(who.teacher),
        query: { purpose: 'evidence' },
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: part,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      return uploaded.json().data.id as string;
    };
    const fileId = await upload();
    // And one a domain still needs (as an application under review keeps its evidence): it refuses, the file stays.
    const neededId = await upload();
    t.deps.events.on(fileDeletionRequested, async (_scope, { fileId: asked }) => {
      if (asked === neededId) refuseFileDeletion('still evidence of an application under review');
    });
    const [stored] = await t.deps.db.select({ key: storedFiles.storageKey }).from(storedFiles).where(eq(storedFiles.id, fileId));
    expect(await t.deps.storage.stat(stored!.key)).toBeDefined();
    // Their disk: the demo folder, a file only they hold, one a colleague uploaded too (stored once), an upload under way.
    const ownBytes = Buffer.from('王芳的教案，只有她有');
    const sharedBytes = Buffer.from('教研组共用的课件');
    await diskUpload(who.teacher, '王芳的教案.txt', ownBytes.length, ownBytes);
    await diskUpload(who.teacher, '共用课件.txt', sharedBytes.length, sharedBytes);
    await diskUpload(who.backbone, '共用课件.txt', sharedBytes.length, sharedBytes);
    const openUpload = await diskUpload(who.teacher, '未传完.txt', 100, Buffer.from('一半'));
    const diskOf = (table: typeof diskResources | typeof diskFolders | typeof diskUploads) =>
      countWhere(table, eq(table.ownerUserId, userId));
    expect(await diskOf(diskResources)).toBeGreaterThan(2);
    expect(await diskOf(diskFolders)).toBeGreaterThan(0);
    const [ownBlob] = await t.deps.db
      .select({ key: diskBlobs.storageKey })
      .from(diskBlobs)
      .innerJoin(diskResources, and(eq(diskResources.tenantId, diskBlobs.tenantId), eq(diskResources.blobSha256, diskBlobs.sha256)))
      .where(eq(diskResources.fileName, '王芳的教案.txt'));
    const [sharedBlob] = await t.deps.db
      .select({ sha256: diskBlobs.sha256, key: diskBlobs.storageKey, refCount: diskBlobs.refCount })
      .from(diskBlobs)
      .innerJoin(diskResources, and(eq(diskResources.tenantId, diskBlobs.tenantId), eq(diskResources.blobSha256, diskBlobs.sha256)))
      .where(eq(diskResources.fileName, '共用课件.txt'));
    expect(sharedBlob!.refCount).toBe(2);
    const uploadFile = path.join(t.deps.config.DATA_DIR, 'disk-uploads', openUpload);
    expect(existsSync(uploadFile)).toBe(true);

    const approved = await decide(who.district_admin, 'approve', { id, version: 1, reason: '核实无误' });
    expect(approved.statusCode, approved.body).toBe(200);
    // A second approval (a double click, another admin) is refused, not run twice.
    const again = await decide(who.district_admin, 'approve', { id, version: 2, reason: '核实无误' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(4992);

    await runQueuedJobs(t);
    const pseudonym = `已注销用户 #${userId}`;
    expect((await queue(who.district_admin!, 'erased')).records).toMatchObject([{ id, userName: pseudonym, decidedByName: '赵磊' }]);
    // The session ended at once, and neither the old name nor the password signs in again.
    expect((await t.call('GET', '/privacy/erasure/mine', as(who.teacher))).statusCode).toBe(401);
    const signIn = await t.call('POST', '/oauthService/login', { body: { username: 'teacher', password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(401);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ name: pseudonym, phone: null, gender: null, status: 'disabled' });
    expect(await countWhere(sessions, eq(sessions.userId, userId))).toBe(0);
    expect(await countWhere(notifications, eq(notifications.userId, userId))).toBe(0);
    expect(await countWhere(searchRecent, eq(searchRecent.userId, userId))).toBe(0);
    expect(await countWhere(storedFiles, eq(storedFiles.id, fileId))).toBe(0);
    expect(await t.deps.storage.stat(stored!.key)).toBeUndefined();
    expect(await countWhere(storedFiles, eq(storedFiles.id, neededId))).toBe(1);
    // Their disk is gone, quota released; the content a colleague also holds keeps its row and bytes for them.
    for (const table of [diskResources, diskFolders, diskUploads]) expect(await diskOf(table)).toBe(0);
    const usage = await t.deps.db
      .select()
      .from(diskUsage)
      .where(and(eq(diskUsage.kind, 'user'), eq(diskUsage.ownerId, userId)));
    expect(usage.map((row) => [row.usedBytes, row.reservedBytes])).toEqual([[0, 0]]);
    expect(await t.deps.storage.stat(ownBlob!.key)).toBeUndefined();
    expect(existsSync(uploadFile)).toBe(false);
    const [sharedAfter] = await t.deps.db.select().from(diskBlobs).where(eq(diskBlobs.sha256, sharedBlob!.sha256));
    expect(sharedAfter!.refCount).toBe(1);
    expect(await t.deps.storage.stat(sharedBlob!.key)).toBeDefined();

    // Staff lists name only the pseudonym.
    const accounts = async (keyword: string) =>
      (await t.call('GET', '/administration/manage/accounts/list', { ...as(who.district_admin), query: { keyword, size: '100' } })).json()
        .data;
    expect((await accounts('王芳')).records).toEqual([]);
    expect((await accounts('已注销用户')).records.map((account: { name: string }) => account.name)).toContain(pseudonym);

    // The certificate still verifies by its code, under the pseudonym.
    const verified = await t.call('GET', `/learning/verify/${certificates[0]!.code}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.teacherName).toBe(pseudonym);
    expect(verified.body).not.toContain('王芳');

    // The run is recorded, and running the queue again changes nothing.
    expect(await countWhere(auditLog, eq(auditLog.action, 'privacy.erasure_done'))).toBe(1);
    await runQueuedJobs(t);
    expect(await countWhere(auditLog, eq(auditLog.action, 'privacy.erasure_done'))).toBe(1);
  });
});
