import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ManagedExportsPage, MyExport } from '@yanxiu/contract/privacy-exports';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskBlobs, diskResources } from '@server/db/schema/disk';
import { privacyExportRequests } from '@server/db/schema/privacy-exports';
import { countRows } from '@server-test/support/db-state';
import { runQueuedJobs } from '@server-test/support/jobs';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { sweepExports } from './export-sweep';
import { unzipEntries } from './exports.fixtures';

let t: TestApp;
const who: Record<string, LoginInfo> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
});
afterAll(() => t.close());

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const ask = (login: LoginInfo | undefined, body: unknown = {}) => t.call('POST', '/privacy/exports/request', { ...as(login), body });
const mine = async (login: LoginInfo | undefined) => (await t.call('GET', '/privacy/exports/mine', as(login))).json().data as MyExport[];
const download = (login: LoginInfo | undefined, id: number, tenant = {}) =>
  t.call('GET', `/privacy/exports/${id}/download`, { ...as(login), ...tenant });
const staffList = async (login: LoginInfo | undefined, tenant = {}) =>
  (await t.call('GET', '/privacy/manage/exports/list', { ...as(login), ...tenant })).json().data as ManagedExportsPage;
const rows = () => countRows(t.deps.db, privacyExportRequests);

let teachersExport: MyExport;

describe('personal-data exports', () => {
  it('a teacher asks once at a time; bad input, no session and staff write nothing', async () => {
    const before = await rows();
    expect((await ask(who.teacher, { everything: true })).statusCode).toBe(400);
    expect((await ask(undefined)).statusCode).toBe(401);
    expect((await ask(who.district_admin)).statusCode).toBe(403);
    expect(await rows()).toBe(before);

    const answers = await Promise.all([1, 2, 3, 4].map(() => ask(who.teacher)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe(4996);
    teachersExport = answers.find((answer) => answer.statusCode === 200)!.json().data as MyExport;
    expect(teachersExport).toMatchObject({ status: 'queued', finishedAt: null, expiresAt: null, size: null });
    expect(await mine(who.teacher)).toEqual([teachersExport]);
    expect(await mine(who.backbone)).toEqual([]);
    // Not ready yet: nothing to download.
    expect((await download(who.teacher, teachersExport.id)).json().code).toBe(4997);
  });

  it('the job prepares the archive, tells the teacher, and only they download it', async () => {
    await runQueuedJobs(t);
    const [ready] = await mine(who.teacher);
    expect(ready).toMatchObject({ id: teachersExport.id, status: 'ready', size: expect.any(Number) });
    const days = (Date.parse(ready!.expiresAt!) - Date.parse(ready!.finishedAt!)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    const bell = JSON.stringify((await t.call('GET', '/notification/list', as(who.teacher))).json().data);
    expect(bell).toContain('privacy.exportReady');
    expect(bell).toContain('/my/data');

    // Anyone else's export is unseen: another teacher, another tenant's teacher; staff may not download at all.
    expect((await download(who.backbone, ready!.id)).statusCode).toBe(404);
    expect((await download(who.dongchengTeacher, ready!.id, { tenant: DONGCHENG })).statusCode).toBe(404);
    expect((await download(who.district_admin, ready!.id)).statusCode).toBe(403);
    expect((await download(undefined, ready!.id)).statusCode).toBe(401);

    const response = await download(who.teacher, ready!.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.headers['cache-control']).toBe('no-store');
    const entries = await unzipEntries(response.rawPayload);
    const names = [...entries.keys()];
    for (const section of [
      'account',
      'teaching',
      'profile-records',
      'backbone-applications',
      'learning-hours',
      'learning-records',
      'enrolments',
      'certificates',
      'exam-attempts',
      'assignment-submissions',
      'selection-applications',
      'topic-applications',
      'development-applications',
      'research-activities',
      'disk-resources',
      'notifications',
      'sign-ins',
    ]) {
      expect(
        names.some((name) => new RegExp(`^\\d\\d-${section}/records\\.json$`).test(name)),
        section,
      ).toBe(true);
    }
    const json = (section: string) =>
      JSON.parse(entries.get(names.find((name) => name.endsWith(`-${section}/records.json`))!)!.toString('utf8')) as Array<
        Record<string, unknown>
      >;
    const [account] = json('account');
    expect(account).toMatchObject({ id: Number(who.teacher!.userId), username: 'teacher' });
    expect(JSON.stringify(account)).not.toContain('passwordHash');
    expect(JSON.stringify(json('sign-ins'))).not.toMatch(/token/i);
    expect(json('sign-ins').length).toBeGreaterThan(0);
    // The notification of this very export is in the next one; this one holds what the teacher was told before.
    const index = entries.get('index.html')!.toString('utf8');
    expect(index).toContain(String(account!.name));
    expect(index).toContain('<html lang="zh-CN">');
    // Files: each certificate as its PDF, each disk resource with its bytes.
    const certificates = json('certificates');
    const certificatePdfs = names.filter((name) => /-certificates\/files\/.+\.pdf$/.test(name));
    expect(certificatePdfs).toHaveLength(certificates.length);
    for (const name of certificatePdfs) expect(entries.get(name)!.subarray(0, 5).toString()).toBe('%PDF-');
    const resources = json('disk-resources');
    const diskFiles = names.filter((name) => /-disk-resources\/files\//.test(name));
    expect(diskFiles).toHaveLength(resources.length);
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) {
      const file = diskFiles.find((name) => name.endsWith(`/${String(resource.id)}-${String(resource.fileName)}`));
      expect(entries.get(file!)!.length).toBe(resource.size);
      expect(resource).not.toHaveProperty('storageKey');
    }
  });

  it('staff see who asked and when, within their reach, never the contents', async () => {
    const district = await staffList(who.district_admin);
    const row = district.records.find((record) => record.id === teachersExport.id);
    expect(row).toMatchObject({ userId: Number(who.teacher!.userId), status: 'ready', unitName: expect.any(String) });
    expect(row).not.toHaveProperty('size');
    expect(row).not.toHaveProperty('storageKey');
    const school = await staffList(who.school_admin);
    expect(school.records.map((record) => record.id)).toContain(teachersExport.id);
    expect((await staffList(who.dongchengAdmin, { tenant: DONGCHENG })).total).toBe(0);
    for (const login of [who.teacher, who.expert]) {
      expect((await t.call('GET', '/privacy/manage/exports/list', as(login))).statusCode).toBe(403);
    }
    expect(
      (await t.call('GET', '/privacy/manage/exports/list', { ...as(who.district_admin), query: { status: 'nonsense' } })).statusCode,
    ).toBe(400);
  });

  it('a few a day: the fourth request within a day is refused', async () => {
    for (let asked = 2; asked <= 3; asked++) {
      expect((await ask(who.teacher)).statusCode).toBe(200);
      await runQueuedJobs(t);
    }
    const before = await rows();
    const refused = await ask(who.teacher);
    expect(refused.statusCode).toBe(429);
    expect(await rows()).toBe(before);
  });

  it('the sweep expires archives past their time and removes their bytes; the row stays', async () => {
    const [row] = await t.deps.db
      .select()
      .from(privacyExportRequests)
      .where(and(eq(privacyExportRequests.id, teachersExport.id)));
    expect(await t.deps.storage.stat(row!.storageKey!)).toBeDefined();
    await t.deps.db
      .update(privacyExportRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(privacyExportRequests.id, teachersExport.id));
    expect(await sweepExports(t.deps, new Date(), t.app.log)).toBeGreaterThanOrEqual(1);
    expect(await t.deps.storage.stat(row!.storageKey!)).toBeUndefined();
    expect((await mine(who.teacher)).find((record) => record.id === teachersExport.id)).toMatchObject({ status: 'expired', size: null });
    expect((await download(who.teacher, teachersExport.id)).json().code).toBe(4997);
    // The other archives are still in time.
    expect((await mine(who.teacher)).filter((record) => record.status === 'ready')).toHaveLength(2);
  });

  it('an export whose job was lost for a day is marked failed, and its teacher may ask again', async () => {
    const asked = await ask(who.backbone);
    expect(asked.statusCode).toBe(200);
    const { id } = asked.json().data as MyExport;
    expect((await ask(who.backbone)).statusCode).toBe(409);
    await t.deps.db
      .update(privacyExportRequests)
      .set({ requestedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(privacyExportRequests.id, id));
    await sweepExports(t.deps, new Date(), t.app.log);
    expect((await mine(who.backbone)).find((record) => record.id === id)).toMatchObject({
      status: 'failed',
      finishedAt: expect.any(String),
    });
    // The job comes round after all: a failed export is not prepared any more.
    await runQueuedJobs(t);
    expect((await mine(who.backbone)).find((record) => record.id === id)?.status).toBe('failed');
    expect((await ask(who.backbone)).statusCode).toBe(200);
  });

  it('a file that cannot be read fails the export: no half copy is handed over', async () => {
    // The day's allowance is used up above: those requests are moved out of the day.
    await t.deps.db
      .update(privacyExportRequests)
      .set({ requestedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(privacyExportRequests.userId, Number(who.teacher!.userId)));
    const [resource] = await t.deps.db
      .select({ storageKey: diskBlobs.storageKey })
      .from(diskResources)
      .innerJoin(diskBlobs, and(eq(diskBlobs.tenantId, diskResources.tenantId), eq(diskBlobs.sha256, diskResources.blobSha256)))
      .where(eq(diskResources.ownerUserId, Number(who.teacher!.userId)))
      .limit(1);
    await t.deps.storage.delete(resource!.storageKey);
    const asked = await ask(who.teacher);
    expect(asked.statusCode).toBe(200);
    const { id } = asked.json().data as MyExport;
    await runQueuedJobs(t);
    expect((await mine(who.teacher)).find((record) => record.id === id)).toMatchObject({ status: 'failed', size: null, expiresAt: null });
    expect((await download(who.teacher, id)).json().code).toBe(4997);
  });
});
