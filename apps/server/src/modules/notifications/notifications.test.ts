import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { MarkedRead, NotificationPage, NotificationPreferencesView } from '@yanxiu/contract/notifications';
import { and, eq, isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/identity';
import { notificationChannelSettings, notificationMessages, notifications } from '@server/db/schema/notifications';
import { tenants } from '@server/db/schema/tenants';
import { issueAwardCertificate } from '@server/modules/certificates/certificates.public';
import { actOnReview, openReview } from '@server/platform/review/review-engine';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import { countRows } from '@server-test/support/db-state';
import { runQueuedJobs } from '@server-test/support/jobs';
import { createTestApp, DEMO, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { audienceIncludes, notify, resolveAudience, type Audience } from './notifications.public';

// A real SMTP server and a stand-in for WeChat's HTTP API, both local, receive what the channels send.
const mails: Array<{ to: string; text: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, callback) {
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((to) => to.address).join(','), text });
      callback();
    });
  },
});
const wechatCalls: Array<Record<string, unknown>> = [];
const wechat = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    wechatCalls.push({ path: request.url, ...(JSON.parse(body) as Record<string, unknown>) });
    response.setHeader('content-type', 'application/json').end(JSON.stringify({ errcode: 0, errmsg: 'ok' }));
  });
});
const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

let t: TestApp;
const who: Record<string, LoginInfo> = {};
let tenantId: TenantId;
let ids: Record<string, number>;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => wechat.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${portOf(smtp.server)}`,
    MAIL_FROM: 'Yanxiu <no-reply@yanxiu.test>',
    PUBLIC_WEB_URL: 'https://yanxiu.test',
    WECHAT_TEMPLATE_SEND_URL: `http://127.0.0.1:${portOf(wechat)}/send?access_token=test`,
    WECHAT_TEMPLATE_ID: 'template-1',
  });
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongcheng = await t.login('district_admin', DONGCHENG);
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, DEMO.appId));
  tenantId = asTenantId(demo!.id);
  const rows = await t.deps.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.tenantId, tenantId));
  ids = Object.fromEntries(rows.map((row) => [row.username, row.id]));
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise((resolve) => wechat.close(resolve));
});

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const tell = (audience: Audience, title: string, kind: 'review.waiting' | 'notice.published' = 'notice.published') =>
  t.deps.db.transaction((tx) =>
    notify(eventScopeFromDeps(t.deps, tx, tenantId), { audience, kind, params: { title }, link: '/noticeDetail?id=1' }),
  );
const list = async (login: LoginInfo, query: Record<string, string> = {}, tenant = DEMO) =>
  (await t.call('GET', '/notification/list', { ...as(login), query, tenant })).json().data as NotificationPage;
const unread = async (login: LoginInfo) =>
  ((await t.call('GET', '/notification/unreadCount', as(login))).json().data as { count: number }).count;
const unreadRows = () => t.deps.db.$count(notifications, isNull(notifications.readAt));

describe('audiences', () => {
  it('resolve named users (active, this tenant) and scopes by unit below, section and role', async () => {
    const all = await resolveAudience(t.deps.db, tenantId, { kind: 'scope' });
    expect(all).toEqual(expect.arrayContaining([ids.teacher, ids.school_admin, ids.district_admin]));
    const admins = await resolveAudience(t.deps.db, tenantId, { kind: 'scope', roles: ['district_admin'] });
    expect(admins).toContain(ids.district_admin);
    expect(admins).not.toContain(ids.teacher);
    const [teacher] = await t.deps.db
      .select({ unit: users.orgUnitId })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, ids.teacher!)));
    const school = await resolveAudience(t.deps.db, tenantId, { kind: 'scope', unitIds: [String(teacher!.unit)] });
    expect(school).toContain(ids.teacher);
    expect(school).not.toContain(ids.district_admin);
    expect(await audienceIncludes(t.deps.db, tenantId, { kind: 'scope', unitIds: [teacher!.unit] }, ids.teacher!)).toBe(true);
    expect(await audienceIncludes(t.deps.db, tenantId, { kind: 'scope', unitIds: [teacher!.unit] }, ids.district_admin!)).toBe(false);
    // Another tenant's user id is nobody here.
    expect(await resolveAudience(t.deps.db, tenantId, { kind: 'users', userIds: [who.dongcheng!.userId] })).toEqual([]);
  });
});

describe('fan-out and the list', () => {
  it('a message written in a rolled-back transaction never reaches anyone', async () => {
    const before = await countRows(t.deps.db, notificationMessages);
    await expect(
      t.deps.db.transaction(async (tx) => {
        await notify(eventScopeFromDeps(t.deps, tx, tenantId), {
          audience: { kind: 'users', userIds: [ids.teacher!] },
          kind: 'notice.published',
          params: { title: 'x' },
          link: '/x',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await runQueuedJobs(t);
    expect(await countRows(t.deps.db, notificationMessages)).toBe(before);
  });

  it('fans out once to the audience; each reader sees theirs, newest first, filtered by kind and unread', async () => {
    const before = await unread(who.teacher!);
    await tell({ kind: 'users', userIds: [ids.teacher!, ids.backbone!] }, 'First');
    await tell({ kind: 'users', userIds: [ids.teacher!] }, 'Second', 'review.waiting');
    expect(await runQueuedJobs(t)).toBeGreaterThanOrEqual(2);
    // A repeated job finds the message done.
    expect(await runQueuedJobs(t)).toBe(0);
    expect(await unread(who.teacher!)).toBe(before + 2);
    const page = await list(who.teacher!, { size: '1' });
    expect(page.records[0]).toMatchObject({ kind: 'review.waiting', params: { title: 'Second' }, link: '/noticeDetail?id=1', read: false });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.unread).toBe(before + 2);
    const reviews = await list(who.teacher!, { kind: 'review.waiting' });
    expect(reviews.records.every((record) => record.kind === 'review.waiting')).toBe(true);
    expect((await list(who.district_admin!)).records.some((record) => record.params.title === 'First')).toBe(false);
    // Another tenant's staff see none of this tenant's notifications.
    expect((await list(who.dongcheng!, {}, DONGCHENG)).records.some((record) => record.params.title === 'First')).toBe(false);
  });

  it('refuses bad filters (400) and callers without a session (401)', async () => {
    expect((await t.call('GET', '/notification/list', { ...as(who.teacher), query: { kind: 'nonsense' } })).statusCode).toBe(400);
    expect((await t.call('GET', '/notification/list', { ...as(who.teacher), query: { size: '1000' } })).statusCode).toBe(400);
    expect((await t.call('GET', '/notification/list')).statusCode).toBe(401);
    expect((await t.call('GET', '/notification/unreadCount')).statusCode).toBe(401);
    // A session of one tenant is no session on another tenant's address.
    expect((await t.call('GET', '/notification/unreadCount', { ...as(who.teacher), tenant: DONGCHENG })).statusCode).toBe(401);
  });
});

describe('read marks', () => {
  it("marks the caller's own only; bad input, no session and another tenant change nothing", async () => {
    await tell({ kind: 'users', userIds: [ids.teacher!, ids.backbone!] }, 'Mark me');
    await runQueuedJobs(t);
    const mine = (await list(who.teacher!, { unread: 'true' })).records.find((record) => record.params.title === 'Mark me')!;
    const rows = await unreadRows();
    for (const body of [{ ids: [] }, { ids: ['x'] }, {}])
      expect((await t.call('POST', '/notification/markRead', { ...as(who.teacher), body })).statusCode).toBe(400);
    expect((await t.call('POST', '/notification/markRead', { body: { ids: [mine.id] } })).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/notification/markRead', { ...as(who.dongcheng), tenant: DONGCHENG, body: { ids: [mine.id] } })).json().data,
    ).toMatchObject({ marked: 0 });
    expect(await unreadRows()).toBe(rows);

    const marked = (await t.call('POST', '/notification/markRead', { ...as(who.teacher), body: { ids: [mine.id] } })).json()
      .data as MarkedRead;
    expect(marked.marked).toBe(1);
    expect(await unreadRows()).toBe(rows - 1);
    // The backbone teacher's copy of the same message stays unread.
    expect((await list(who.backbone!, { unread: 'true' })).records.some((record) => record.id === mine.id)).toBe(true);

    const response = await t.call('POST', '/notification/markAllRead', as(who.teacher));
    expect(response.json()).toMatchObject({ code: 0 });
    expect((response.json().data as MarkedRead).unread).toBe(0);
    expect(await unread(who.teacher!)).toBe(0);
    expect((await t.call('POST', '/notification/markAllRead', {})).statusCode).toBe(401);
  });
});

describe('outside channels', () => {
  it('saves choices; refuses a channel on without an address, and callers without a session', async () => {
    const rows = await countRows(t.deps.db, notificationChannelSettings);
    const bad = await t.call('POST', '/notification/savePreferences', {
      ...as(who.teacher),
      body: { email: { enabled: true, address: '' }, wechat: { enabled: false, address: '' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.call('POST', '/notification/savePreferences', {
          body: { email: { enabled: false, address: '' }, wechat: { enabled: false, address: '' } },
        })
      ).statusCode,
    ).toBe(401);
    expect(await countRows(t.deps.db, notificationChannelSettings)).toBe(rows);
    const saved = await t.call('POST', '/notification/savePreferences', {
      ...as(who.teacher),
      body: { email: { enabled: true, address: 'teacher@school.test' }, wechat: { enabled: true, address: 'oOpenId_teacher01' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      email: { enabled: true, address: 'teacher@school.test' },
      available: { email: true, wechat: true },
    });
    const view = (await t.call('GET', '/notification/preferences', as(who.teacher))).json().data as NotificationPreferencesView;
    expect(view.wechat).toEqual({ enabled: true, address: 'oOpenId_teacher01' });
    // Another user's preferences are their own.
    expect(
      ((await t.call('GET', '/notification/preferences', as(who.backbone))).json().data as NotificationPreferencesView).email.enabled,
    ).toBe(false);
  });

  it('delivers by e-mail to a real SMTP server and by WeChat template message, once each', async () => {
    await tell({ kind: 'users', userIds: [ids.teacher!, ids.backbone!] }, 'Mailed');
    await runQueuedJobs(t);
    expect(mails.map((mail) => mail.to)).toEqual(['teacher@school.test']);
    // The body is quoted-printable: '=' is written '=3D'.
    expect(mails[0]!.text).toContain('https://yanxiu.test/noticeDetail?id=3D1');
    expect(mails).toHaveLength(1);
    expect(wechatCalls).toHaveLength(1);
    expect(wechatCalls[0]).toMatchObject({
      path: '/send?access_token=test',
      url: 'https://yanxiu.test/noticeDetail?id=1',
      touser: 'oOpenId_teacher01',
      template_id: 'template-1',
    });
    // Running the queue again sends nothing twice.
    await runQueuedJobs(t);
    expect(mails).toHaveLength(1);
  });
});

describe('review notifications', () => {
  it("a submitted review tells the step's reviewers over the applicant; the decision tells the applicant", async () => {
    const workflow = {
      code: 'development',
      steps: [{ code: 'school', role: 'school_admin', scope: 'org', label: { 'zh-CN': '学校', 'en-US': 'School' } }],
    } as const;
    const [teacher] = await t.deps.db
      .select({ orgUnitId: users.orgUnitId })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, ids.teacher!)));
    const { rows } = (await t.deps.db.execute(
      `select path from org_units where tenant_id = ${tenantId} and id = ${teacher!.orgUnitId}`,
    )) as unknown as { rows: Array<{ path: string }> };
    const instance = await t.deps.db.transaction((tx) =>
      openReview(eventScopeFromDeps(t.deps, tx, tenantId), workflow, {
        subjectType: 'test',
        subjectId: '1',
        applicant: { userId: ids.teacher!, orgPath: rows[0]!.path },
        snapshot: {},
        submit: true,
      }),
    );
    await runQueuedJobs(t);
    const waiting = (await list(who.school_admin!, { kind: 'review.waiting' })).records[0];
    expect(waiting).toMatchObject({ kind: 'review.waiting', params: { workflow: 'development' }, link: '/my/todoList' });
    expect(
      (await list(who.teacher!, { kind: 'review.waiting' })).records.some(
        (record) =>
          record.params.subjectId === '1' &&
          record.params.workflow === 'development' &&
          record.kind === 'review.waiting' &&
          record.createdAt === waiting!.createdAt,
      ),
    ).toBe(false);
    await t.deps.db.transaction((tx) =>
      actOnReview(
        eventScopeFromDeps(t.deps, tx, tenantId),
        instance.id,
        { userId: ids.school_admin!, roles: ['school_admin'], orgPath: '/' },
        'approve',
      ),
    );
    await runQueuedJobs(t);
    expect((await list(who.teacher!, { kind: 'review.approved' })).records[0]).toMatchObject({ params: { workflow: 'development' } });
  });
});

describe('certificates', () => {
  it('an issued certificate tells its holder, in the issuing transaction', async () => {
    const [teacher] = await t.deps.db
      .select({ orgUnitId: users.orgUnitId })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, ids.teacher!)));
    await t.deps.db.transaction((tx) =>
      issueAwardCertificate(eventScopeFromDeps(t.deps, tx, tenantId), {
        userId: ids.teacher!,
        title: '优秀教师评选',
        honour: '入选',
        level: null,
        issuerUnitId: teacher!.orgUnitId,
        issuedBy: ids.district_admin!,
        now: new Date(),
      }),
    );
    await runQueuedJobs(t);
    expect((await list(who.teacher!, { kind: 'certificate.issued' })).records[0]).toMatchObject({
      params: { title: '优秀教师评选' },
      link: '/my/certificate',
    });
  });
});

/** Opens the bell's stream over real HTTP and collects its `unread` counts. */
async function openStream(
  app: TestApp,
  login: LoginInfo,
): Promise<{ counts: number[]; next(count: number): Promise<void>; close(): void }> {
  let seen = 0;
  const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
  const url = new URL(`/api/notification/stream?appId=${DEMO.appId}`, address);
  const counts: number[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const request = http.get(url, {
    headers: { host: DEMO.host, authorization: `Bearer ${login.access_token}`, accept: 'text/event-stream' },
  });
  await new Promise<void>((resolve, reject) => {
    request.on('response', (response) => {
      let buffer = '';
      response.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          const count = (JSON.parse(data[1]!) as { count: number }).count;
          counts.push(count);
          for (const waiter of waiters.splice(0).filter((candidate) => candidate.count === count)) waiter.resolve();
        }
        resolve();
      });
    });
    request.on('error', reject);
  });
  return {
    counts,
    // Waits for the next event (or takes one already arrived) and expects it to carry this count.
    next: (count) => {
      const already = counts[seen];
      seen += 1;
      if (already !== undefined)
        return already === count ? Promise.resolve() : Promise.reject(new Error(`count ${already}, expected ${count}`));
      return new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
    close: () => request.destroy(),
  };
}

describe('the live bell', () => {
  it('refuses a stream without a session', async () => {
    expect((await t.call('GET', '/notification/stream', { headers: { accept: 'text/event-stream' } })).statusCode).toBe(401);
  });

  it('answers a client that accepts only JSON with 406 in the envelope, not a 500', async () => {
    for (const accept of ['application/json', 'text/html, application/json;q=0.9', '*/*, text/event-stream;q=0']) {
      const refused = await t.call('GET', '/notification/stream', { ...as(who.backbone), headers: { accept } });
      expect(refused.statusCode, `${accept} ${refused.body}`).toBe(406);
      expect(refused.json(), accept).toEqual({ code: 4014, status: 4014, msg: '无法以请求的格式返回内容', data: null });
    }
  });

  it('reaches a user connected to another process on the same database', async () => {
    const twin = await t.twin();
    let stream: Awaited<ReturnType<typeof openStream>> | undefined;
    try {
      await t.call('POST', '/notification/markAllRead', as(who.backbone));
      stream = await openStream(twin, who.backbone!);
      await stream.next(0);
      // Written and fanned out by the first process; the twin hears it through LISTEN/NOTIFY.
      await tell({ kind: 'users', userIds: [ids.backbone!] }, 'Live');
      await runQueuedJobs(t);
      await stream.next(1);
      await t.call('POST', '/notification/markAllRead', as(who.backbone));
      await stream.next(0);
      expect(stream.counts).toEqual([0, 1, 0]);
    } finally {
      stream?.close();
      await twin.close();
    }
  });
});
