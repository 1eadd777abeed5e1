import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ManagedNoticesPage, NoticeDetail, NoticeListPage, SaveNoticeBody } from '@yanxiu/contract/notices';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgUnits } from '@server/db/schema/org';
import { notificationMessages, notifications } from '@server/db/schema/notifications';
import { noticeReads, notices } from '@server/db/schema/notices';
import { tenants } from '@server/db/schema/tenants';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { countRows } from '@server-test/support/db-state';
import { runQueuedJobs } from '@server-test/support/jobs';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { announceDueNoticesAcrossTenants } from './notice-announcements';

let t: TestApp;
const who: Record<string, LoginInfo> = {};
let schools: number[];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
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
const HOUR = 3600 * 1000;
const isoIn = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const snapshot = async () => ({
  notices: await countRows(t.deps.db, notices),
  reads: await countRows(t.deps.db, noticeReads),
  messages: await countRows(t.deps.db, notificationMessages),
});

function noticeBody(overrides: Partial<SaveNoticeBody> = {}): SaveNoticeBody {
  return {
    title: '期末教研安排',
    bodyHtml: '<p>请各位老师<strong>按时</strong>参加。</p><script>alert(1)</script>',
    scope: { schoolIds: [schools[0]!], sectionCodes: [], roles: [] },
    attachmentFileIds: [],
    pinned: false,
    requiresAck: true,
    publishAt: isoIn(-1),
    expiresAt: isoIn(24 * 30),
    ...overrides,
  };
}

async function save(login: LoginInfo, body: unknown, tenant = {}) {
  return t.call('POST', '/notice/manage/save', { ...as(login), ...tenant, body });
}

async function published(login: LoginInfo, overrides: Partial<SaveNoticeBody> = {}): Promise<{ id: number; version: number }> {
  const response = await save(login, noticeBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const list = async (login: LoginInfo, query: Record<string, string> = {}, tenant = {}) =>
  (await t.call('GET', '/notice/list', { ...as(login), ...tenant, query })).json().data as NoticeListPage;
const detail = (login: LoginInfo, id: number, tenant = {}) =>
  t.call('GET', '/notice/detail', { ...as(login), ...tenant, query: { id: String(id) } });

async function upload(login: LoginInfo): Promise<string> {
  const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="安排.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const response = await t.call('POST', '/files', {
    ...as(login),
    query: { purpose: 'evidence' },
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([head, minimalPdf('notice'), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

describe('publishing and reading', () => {
  it('publishes to one school: its teachers see it unread first and are notified; another school’s never see it', async () => {
    const before = await snapshot();
    const { id } = await published(who.district_admin!);
    const after = await snapshot();
    expect(after.notices).toBe(before.notices + 1);
    expect(after.messages).toBe(before.messages + 1);
    const [message] = await t.deps.db
      .select()
      .from(notificationMessages)
      .where(eq(notificationMessages.objectRef, `notice:${id}`));
    expect(message!.kind).toBe('notice.acknowledgementRequired');
    expect(message!.link).toBe(`/noticeDetail?id=${id}`);
    // Fanned out to the school's people only (the queue drained as a worker would).
    await runQueuedJobs(t);
    const told = await t.deps.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.messageId, message!.id));
    expect(told.map((row) => String(row.userId))).toContain(who.teacher!.userId);
    expect(told.map((row) => String(row.userId))).not.toContain(who.backbone!.userId);

    const mine = await list(who.teacher!);
    expect(mine.records.find((row) => row.id === id)).toMatchObject({
      read: false,
      acknowledged: false,
      requiresAck: true,
      summary: '请各位老师按时参加。',
    });
    expect((await list(who.backbone!)).records.map((row) => row.id)).not.toContain(id);
    expect((await list(who.dongchengTeacher!, {}, { tenant: DONGCHENG })).records.map((row) => row.id)).not.toContain(id);
    const unread = (await t.call('GET', '/notice/unread', as(who.teacher))).json().data;
    expect(unread.unread).toBeGreaterThan(0);
    expect(unread.hadRead).toBe(false);
  });

  it('searches title and text and pages on the server', async () => {
    await published(who.district_admin!, { title: '独特关键词通知', requiresAck: false });
    const found = await list(who.teacher!, { keyword: '独特关键词' });
    expect(found.records.map((row) => row.title)).toEqual(['独特关键词通知']);
    const page = await list(who.teacher!, { size: '1', current: '2' });
    expect(page.records).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    expect((await t.call('GET', '/notice/list', { ...as(who.teacher), query: { size: '0' } })).statusCode).toBe(400);
  });

  it('opening marks read once, with the sanitised text; 404 out of scope and in another tenant', async () => {
    const { id } = await published(who.district_admin!, { pinned: true });
    const first = await detail(who.teacher!, id);
    expect(first.statusCode, first.body).toBe(200);
    const notice = first.json().data as NoticeDetail;
    expect(notice.bodyHtml).toBe('<p>请各位老师<strong>按时</strong>参加。</p>');
    expect(notice.read).toBe(true);
    const again = (await detail(who.teacher!, id)).json().data as NoticeDetail;
    expect(again.readAt).toBe(notice.readAt);
    const reads = await snapshot();
    expect((await detail(who.backbone!, id)).statusCode).toBe(404);
    expect((await detail(who.dongchengTeacher!, id, { tenant: DONGCHENG })).statusCode).toBe(404);
    expect((await t.call('GET', '/notice/detail', { query: { id: String(id) } })).statusCode).toBe(401);
    expect((await snapshot()).reads).toBe(reads.reads);
    // Unread first: the pinned notice just read goes below every unread one.
    const order = (await list(who.teacher!, { size: '100' })).records.map((row) => row.read);
    expect(order.indexOf(true)).toBeGreaterThan(order.lastIndexOf(false));
  });

  it('counts concurrent acknowledgements once; a notice asking none refuses one', async () => {
    const { id } = await published(who.district_admin!);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('POST', '/notice/acknowledge', { ...as(who.teacher), body: { id } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().data.acknowledgedAt)).size).toBe(1);
    const rows = await t.deps.db.select().from(noticeReads).where(eq(noticeReads.noticeId, id));
    expect(rows).toHaveLength(1);
    const managed = (await t.call('GET', '/notice/manage/list', as(who.district_admin))).json().data as ManagedNoticesPage;
    expect(managed.records.find((row) => row.id === id)).toMatchObject({ read: 1, acknowledged: 1, state: 'published' });

    const plain = await published(who.district_admin!, { requiresAck: false });
    expect((await t.call('POST', '/notice/acknowledge', { ...as(who.teacher), body: { id: plain.id } })).statusCode).toBe(409);
    expect((await t.call('POST', '/notice/acknowledge', { ...as(who.backbone), body: { id } })).statusCode).toBe(404);
    expect((await t.call('POST', '/notice/acknowledge', { ...as(who.teacher), body: { id: 'x' } })).statusCode).toBe(400);
  });
});

describe('staff', () => {
  it('lists who has not acknowledged and reminds exactly them', async () => {
    const { id } = await published(who.district_admin!);
    await t.call('POST', '/notice/acknowledge', { ...as(who.teacher), body: { id } });
    const outstanding = (
      await t.call('GET', '/notice/manage/recipients', {
        ...as(who.school_admin),
        query: { id: String(id), outstanding: 'unacknowledged' },
      })
    ).statusCode;
    // The district's notice is not the school admin's to manage.
    expect(outstanding).toBe(403);
    const page = (
      await t.call('GET', '/notice/manage/recipients', {
        ...as(who.district_admin),
        query: { id: String(id), outstanding: 'unacknowledged' },
      })
    ).json().data;
    expect(page.records.map((row: { name: string }) => row.name)).not.toContain('王芳');
    expect(page.total).toBeGreaterThan(0);
    const before = await snapshot();
    const reminded = await t.call('POST', '/notice/manage/remind', { ...as(who.district_admin), body: { id } });
    expect(reminded.json().data).toEqual({ reminded: page.total });
    expect((await snapshot()).messages).toBe(before.messages + 1);
    expect((await t.call('POST', '/notice/manage/remind', { ...as(who.teacher), body: { id } })).statusCode).toBe(403);
    expect((await t.call('POST', '/notice/manage/remind', { ...as(who.dongchengAdmin), tenant: DONGCHENG, body: { id } })).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input with nothing written: expiry before publish, empty text once sanitised, another school, another’s upload', async () => {
    const theirs = await upload(who.teacher!);
    const before = await snapshot();
    expect((await save(who.district_admin!, noticeBody({ expiresAt: isoIn(-2) }))).statusCode).toBe(400);
    expect((await save(who.district_admin!, noticeBody({ bodyHtml: '<script>x</script>' }))).statusCode).toBe(422);
    expect(
      (await save(who.school_admin!, noticeBody({ scope: { schoolIds: [schools[1]!], sectionCodes: [], roles: [] } }))).statusCode,
    ).toBe(422);
    expect((await save(who.district_admin!, noticeBody({ scope: { schoolIds: [999_999], sectionCodes: [], roles: [] } }))).statusCode).toBe(
      422,
    );
    expect((await save(who.district_admin!, noticeBody({ attachmentFileIds: [theirs] }))).statusCode).toBe(422);
    expect((await save(who.teacher!, noticeBody())).statusCode).toBe(403);
    expect((await t.call('POST', '/notice/manage/save', { body: noticeBody() })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('a school admin publishes to their own school only, and manages only their school’s notices', async () => {
    const { id } = await published(who.school_admin!, { scope: { schoolIds: [], sectionCodes: [], roles: [] }, requiresAck: false });
    expect((await list(who.teacher!)).records.map((row) => row.id)).toContain(id);
    expect((await list(who.backbone!)).records.map((row) => row.id)).not.toContain(id);
    const mine = (await t.call('GET', '/notice/manage/list', as(who.school_admin))).json().data as ManagedNoticesPage;
    expect(mine.records.every((row) => row.publisherUnitName === mine.records[0]!.publisherUnitName)).toBe(true);
    const schoolsOf = (await t.call('GET', '/notice/manage/schools', as(who.school_admin))).json().data;
    expect(schoolsOf).toEqual([{ id: schools[0], name: expect.any(String) }]);
    expect((await t.call('GET', '/notice/manage/schools', as(who.district_admin))).json().data).toHaveLength(schools.length);
  });

  it('narrows by section and role', async () => {
    const { id } = await published(who.district_admin!, {
      scope: { schoolIds: [], sectionCodes: ['3'], roles: ['backbone'] },
      requiresAck: false,
    });
    expect((await list(who.backbone!)).records.map((row) => row.id)).toContain(id);
    expect((await list(who.teacher!)).records.map((row) => row.id)).not.toContain(id);
  });

  it('edits at the version read, withdraws, and 409s a stale version', async () => {
    const { id, version } = await published(who.district_admin!, { requiresAck: false });
    const edited = await save(who.district_admin!, { ...noticeBody({ title: '改过的标题', requiresAck: false }), id, version });
    expect(edited.json().data).toEqual({ id, version: version + 1 });
    expect((await save(who.district_admin!, { ...noticeBody(), id, version })).statusCode).toBe(409);
    expect((await t.call('GET', '/notice/manage/detail', { ...as(who.district_admin), query: { id: String(id) } })).json().data.title).toBe(
      '改过的标题',
    );
    expect(
      (await t.call('GET', '/notice/manage/detail', { ...as(who.dongchengAdmin), tenant: DONGCHENG, query: { id: String(id) } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('POST', '/notice/manage/withdraw', { ...as(who.district_admin), body: { id, version: version + 1 } })).statusCode,
    ).toBe(200);
    expect((await detail(who.teacher!, id)).statusCode).toBe(404);
    expect((await t.call('POST', '/notice/manage/remind', { ...as(who.district_admin), body: { id } })).statusCode).toBe(409);
  });

  it('announces a notice saved for later once its time comes, once', async () => {
    const before = await snapshot();
    const { id } = await published(who.district_admin!, { publishAt: isoIn(2), expiresAt: isoIn(48) });
    expect((await snapshot()).messages).toBe(before.messages);
    expect((await list(who.teacher!)).records.map((row) => row.id)).not.toContain(id);
    const later = new Date(Date.now() + 3 * HOUR);
    const [first, second] = await Promise.all([
      announceDueNoticesAcrossTenants(t.deps, later),
      announceDueNoticesAcrossTenants(t.deps, later),
    ]);
    expect(first + second).toBe(1);
    expect((await snapshot()).messages).toBe(before.messages + 1);
  });

  it('serves attachments to readers of the notice only, and keeps them from deletion', async () => {
    const file = await upload(who.district_admin!);
    const { id } = await published(who.district_admin!, { attachmentFileIds: [file], requiresAck: false });
    const notice = (await detail(who.teacher!, id)).json().data as NoticeDetail;
    expect(notice.attachments).toEqual([{ id: file, name: '安排.pdf', contentType: 'application/pdf', size: expect.any(Number) }]);
    const download = await t.call('GET', `/notice/${id}/attachments/${file}`, as(who.teacher));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await t.call('GET', `/notice/${id}/attachments/${file}`, as(who.backbone))).statusCode).toBe(404);
    expect((await t.call('DELETE', `/files/${file}`, as(who.district_admin))).statusCode).toBe(409);
  });
});
