import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { CHECK_IN_WINDOW_SECONDS } from '@yanxiu/contract/research-interaction-limits';
import type {
  AttendancePage,
  DiscussionPage,
  DiscussionPost,
  HandInsPage,
  ObservationForm,
  ObservationResults,
} from '@yanxiu/contract/research-interaction';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/identity';
import { notificationMessages } from '@server/db/schema/notifications';
import {
  researchActivities,
  researchActivityStages,
  researchGroupFiles,
  researchGroupMembers,
  researchGroups,
  researchParticipants,
} from '@server/db/schema/research';
import { tenants } from '@server/db/schema/tenants';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import { countAllRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { checkInKey, issueCheckInCode } from '../attendance/check-in-code';

// The interaction parts of a research activity through the real app: discussion, observation forms, check-in and
// attendance, task hand-ins and the summary. Activities are written straight into the tables (the activity calls
// are tested beside them); everything under test goes through the API.

let t: TestApp;
let tenantId: TenantId;
const who: Record<string, LoginInfo> = {};
const id: Record<string, number> = {};
let templateId: number;

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert']) {
    who[name] = await t.login(name);
    id[name] = Number(who[name]!.userId);
  }
  who.otherTenant = await t.login('district_admin', DONGCHENG);
  who.otherTeacher = await t.login('teacher', DONGCHENG);
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo'));
  tenantId = asTenantId(demo!.id);
  const saved = await t.call('POST', '/research/observation/templates/save', {
    ...as(who.district_admin),
    body: {
      title: '课堂观察量表',
      indicators: [
        { key: 'goal', title: '教学目标', maxScore: 10 },
        { key: 'talk', title: '师生互动', hint: '提问与回应', maxScore: 20 },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  templateId = saved.json().data.id;
});
afterAll(() => t.close());

type ActivityOptions = { mode?: string; status?: string; startsIn?: number; lastsMinutes?: number; rule?: string[]; joined?: string[] };

/** An activity organised by the school admin (its creator) with a discussion, an observation and a task stage. */
async function activity(options: ActivityOptions = {}) {
  const [creator] = await t.deps.db
    .select({ unitId: users.orgUnitId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id.school_admin!)));
  const startsAt = new Date(Date.now() + (options.startsIn ?? -10) * MINUTE);
  const [row] = await t.deps.db
    .insert(researchActivities)
    .values({
      tenantId,
      kind: 'observation',
      title: '《背影》观课评课',
      organiserUnitId: creator!.unitId,
      mode: options.mode ?? 'mixed',
      place: '录播教室',
      startsAt,
      endsAt: new Date(startsAt.getTime() + (options.lastsMinutes ?? 90) * MINUTE),
      audience: 'open',
      creditHours: 2,
      completionRule: options.rule ?? ['attended'],
      status: options.status ?? 'published',
      createdBy: id.school_admin!,
    })
    .returning({ id: researchActivities.id });
  const stages = await t.deps.db
    .insert(researchActivityStages)
    .values(
      (['discussion', 'observation', 'task'] as const).map((kind, index) => ({
        tenantId,
        activityId: row!.id,
        position: index + 1,
        kind,
        title: kind,
        formTemplateId: kind === 'observation' ? templateId : null,
      })),
    )
    .returning({ id: researchActivityStages.id, kind: researchActivityStages.kind });
  const joined = options.joined ?? ['teacher', 'backbone'];
  if (joined.length > 0)
    await t.deps.db.insert(researchParticipants).values(joined.map((name) => ({ tenantId, activityId: row!.id, userId: id[name]! })));
  const stage = (kind: string) => stages.find((s) => s.kind === kind)!.id;
  return { id: row!.id, discussion: stage('discussion'), observation: stage('observation'), task: stage('task') };
}

async function participant(activityId: number, name: string) {
  const [row] = await t.deps.db
    .select()
    .from(researchParticipants)
    .where(
      and(
        eq(researchParticipants.tenantId, tenantId),
        eq(researchParticipants.activityId, activityId),
        eq(researchParticipants.userId, id[name]!),
      ),
    );
  return row;
}

/** An MP4 of `size` bytes: an `ftyp` box, which is what sniffing reads, then padding. */
function mp4OfSize(size: number): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomavc1', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length, 0)]);
}

async function upload(login: LoginInfo, purpose: 'evidence' | 'document' | 'video' = 'evidence'): Promise<string> {
  const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
  const [name, type, bytes] =
    purpose === 'video' ? ['课堂实录.mp4', 'video/mp4', mp4OfSize(2048)] : ['教案.pdf', 'application/pdf', minimalPdf('hand-in')];
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const response = await t.call('POST', '/files', {
    ...as(login),
    query: { purpose },
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

/** Proves a refused call wrote nothing anywhere. */
async function refusedWithoutWrites(call: () => Promise<{ statusCode: number; body: string }>, status: number, code?: number) {
  const before = await countAllRows(t.deps.db);
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  if (code !== undefined) expect(JSON.parse(response.body).code).toBe(code);
  expect(await countAllRows(t.deps.db)).toEqual(before);
}

const post = (login: LoginInfo | undefined, body: unknown, tenant = {}) =>
  t.call('POST', '/research/discussion/posts/create', { ...as(login), ...tenant, body });
const page = async (login: LoginInfo | undefined, stageId: number, query: Record<string, string> = {}) => {
  const response = await t.call('GET', '/research/discussion/posts', { ...as(login), query: { stageId: String(stageId), ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as DiscussionPage;
};

describe('discussion', () => {
  it('threads posts and replies, notifies the mentioned once, counts towards completion and lets the organiser pin and hide', async () => {
    const a = await activity({ rule: ['posted'] });
    const messagesBefore = (await t.deps.db.select().from(notificationMessages)).length;
    const first = await post(who.teacher, { stageId: a.discussion, text: '目标设置清晰', mentionUserIds: [id.backbone] });
    expect(first.statusCode, first.body).toBe(200);
    const thread = first.json().data as DiscussionPost;
    expect(thread.mentions.map((m) => m.userId)).toEqual([id.backbone]);
    // The mention, and the hours the first post credits by completing the activity.
    expect((await t.deps.db.select().from(notificationMessages)).length).toBe(messagesBefore + 2);
    expect((await participant(a.id, 'teacher'))!.completedAt).not.toBeNull();

    const second = (await post(who.backbone, { stageId: a.discussion, text: '第二个话题' })).json().data as DiscussionPost;
    // A reply to a reply joins the thread.
    const reply = (await post(who.backbone, { stageId: a.discussion, parentId: thread.id, text: '同意' })).json().data as DiscussionPost;
    const nested = (await post(who.teacher, { stageId: a.discussion, parentId: reply.id, text: '补充一点' })).json().data as DiscussionPost;
    expect([reply.parentId, nested.parentId]).toEqual([thread.id, thread.id]);

    let seen = await page(who.teacher, a.discussion);
    expect(seen.threads.map((th) => th.id)).toEqual([second.id, thread.id]);
    expect(seen.threads[1]!.replies.map((r) => r.id)).toEqual([reply.id, nested.id]);
    expect(seen.threads[1]!.replyCount).toBe(2);
    expect(seen.canModerate).toBe(false);

    // A participant may not moderate; the organiser pins the older thread and hides a reply.
    expect(
      (await t.call('POST', '/research/discussion/posts/moderate', { ...as(who.teacher), body: { postId: thread.id, action: 'pin' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', '/research/discussion/posts/moderate', { ...as(who.school_admin), body: { postId: thread.id, action: 'pin' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call('POST', '/research/discussion/posts/moderate', { ...as(who.school_admin), body: { postId: reply.id, action: 'hide' } }))
        .statusCode,
    ).toBe(200);
    await refusedWithoutWrites(
      () => t.call('POST', '/research/discussion/posts/moderate', { ...as(who.school_admin), body: { postId: reply.id, action: 'pin' } }),
      422,
    );
    seen = await page(who.teacher, a.discussion);
    expect(seen.threads.map((th) => [th.id, th.pinned])).toEqual([
      [thread.id, true],
      [second.id, false],
    ]);
    expect(seen.threads[0]!.replies.map((r) => r.id)).toEqual([nested.id]);
    const organiserView = await page(who.school_admin!, a.discussion);
    expect(organiserView.canModerate).toBe(true);
    expect(organiserView.threads[0]!.replies.find((r) => r.id === reply.id)?.hidden).toBe(true);
    // The hidden reply does not exist for participants.
    expect(
      (await t.call('POST', '/research/discussion/posts/moderate', { ...as(who.teacher), body: { postId: reply.id, action: 'unhide' } }))
        .statusCode,
    ).toBe(404);

    // Pages follow the cursor to the end.
    const one = await page(who.teacher, a.discussion, { size: '1' });
    expect(one.threads.map((th) => th.id)).toEqual([thread.id]);
    const two = await page(who.teacher, a.discussion, { size: '1', cursor: one.nextCursor! });
    expect([two.threads.map((th) => th.id), two.nextCursor]).toEqual([[second.id], null]);
    expect(
      (await t.call('GET', '/research/discussion/posts', { ...as(who.teacher), query: { stageId: String(a.discussion), cursor: 'x1' } }))
        .statusCode,
    ).toBe(400);
  });

  it('attaches own uploads only, mentions people in the activity only, and refuses bad input, writing nothing', async () => {
    const a = await activity();
    const mine = await upload(who.teacher!);
    const theirs = await upload(who.backbone!);
    const withFile = await post(who.teacher, { stageId: a.discussion, text: '见附件', attachmentFileIds: [mine] });
    expect(withFile.statusCode, withFile.body).toBe(200);
    expect((withFile.json().data as DiscussionPost).attachments.map((f) => f.id)).toEqual([mine]);
    const download = await t.call('GET', `/research/files/${mine}`, { ...as(who.backbone), query: { activityId: String(a.id) } });
    expect(download.statusCode).toBe(200);
    expect((await t.call('GET', `/research/files/${mine}`, { ...as(who.expert), query: { activityId: String(a.id) } })).statusCode).toBe(
      404,
    );
    // A file in use is kept.
    expect((await t.call('DELETE', `/files/${mine}`, { ...as(who.teacher) })).statusCode).toBe(409);

    await refusedWithoutWrites(() => post(who.teacher, { stageId: a.discussion, text: 'x', attachmentFileIds: [theirs] }), 422);
    await refusedWithoutWrites(() => post(who.teacher, { stageId: a.discussion, text: 'x', mentionUserIds: [id.expert] }), 422);
    await refusedWithoutWrites(() => post(who.teacher, { stageId: a.discussion, text: '   ' }), 400);
    await refusedWithoutWrites(() => post(who.teacher, { stageId: a.discussion, text: 'x'.repeat(5001) }), 400);
    await refusedWithoutWrites(() => post(who.teacher, { stageId: a.observation, text: 'x' }), 422, 4857);
  });

  it('answers 401 without a session, 404 to non-members and other tenants, and 409 once closed', async () => {
    const a = await activity();
    await refusedWithoutWrites(() => post(undefined, { stageId: a.discussion, text: 'x' }), 401);
    await refusedWithoutWrites(() => post(who.expert, { stageId: a.discussion, text: 'x' }), 404);
    await refusedWithoutWrites(() => post(who.otherTeacher, { stageId: a.discussion, text: 'x' }, { tenant: DONGCHENG }), 404);
    expect(
      (
        await t.call('GET', '/research/discussion/posts', {
          ...as(who.otherTenant),
          tenant: DONGCHENG,
          query: { stageId: String(a.discussion) },
        })
      ).statusCode,
    ).toBe(404);
    const closed = await activity({ status: 'closed' });
    await refusedWithoutWrites(() => post(who.teacher, { stageId: closed.discussion, text: 'x' }), 409, 4855);
    // A draft is its organisers' alone.
    const draft = await activity({ status: 'draft' });
    await refusedWithoutWrites(() => post(who.teacher, { stageId: draft.discussion, text: 'x' }), 404);
  });
});

describe('observation forms', () => {
  it('district staff keep the template library; others may read it only', async () => {
    const body = { title: '说课评价', indicators: [{ key: 'a1', title: '内容', maxScore: 5 }] };
    await refusedWithoutWrites(() => t.call('POST', '/research/observation/templates/save', { ...as(who.school_admin), body }), 403);
    await refusedWithoutWrites(
      () => t.call('POST', '/research/observation/templates/save', { ...as(who.district_admin), body: { ...body, indicators: [] } }),
      400,
    );
    await refusedWithoutWrites(
      () =>
        t.call('POST', '/research/observation/templates/save', {
          ...as(who.district_admin),
          body: { ...body, indicators: [...body.indicators, ...body.indicators] },
        }),
      400,
    );
    await refusedWithoutWrites(() => t.call('POST', '/research/observation/templates/save', { body }), 401);
    const saved = await t.call('POST', '/research/observation/templates/save', { ...as(who.district_admin), body });
    expect(saved.statusCode, saved.body).toBe(200);
    const retired = await t.call('POST', '/research/observation/templates/retire', {
      ...as(who.district_admin),
      body: { id: saved.json().data.id, retired: true },
    });
    expect(retired.json().data.retired).toBe(true);
    const listed = await t.call('GET', '/research/observation/templates', { ...as(who.teacher) });
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(templateId);
    expect(listed.json().data.map((row: { id: number }) => row.id)).not.toContain(saved.json().data.id);
    expect((await t.call('GET', '/research/observation/templates', { ...as(who.teacher), query: { retired: 'true' } })).statusCode).toBe(
      403,
    );
    const other = await t.call('GET', '/research/observation/templates', { ...as(who.otherTenant), tenant: DONGCHENG });
    expect(other.json().data.map((row: { id: number }) => row.id)).not.toContain(templateId);
    await refusedWithoutWrites(
      () =>
        t.call('POST', '/research/observation/templates/retire', {
          ...as(who.otherTenant),
          tenant: DONGCHENG,
          body: { id: templateId, retired: true },
        }),
      404,
    );
  });

  it('participants fill the form; the organiser sees aggregated scores and comments; a template edit no longer changes it', async () => {
    const a = await activity({ rule: ['form'] });
    const form = (
      await t.call('GET', '/research/observation/forms', { ...as(who.teacher), query: { stageId: String(a.observation) } })
    ).json().data as ObservationForm;
    expect([form.indicators.map((i) => i.key), form.mine, form.canSubmit, form.canSeeResults]).toEqual([
      ['goal', 'talk'],
      null,
      true,
      false,
    ]);
    const submit = (login: LoginInfo | undefined, scores: unknown, comment = '') =>
      t.call('POST', '/research/observation/forms/submit', { ...as(login), body: { stageId: a.observation, scores, comment } });
    expect(
      (
        await submit(
          who.teacher,
          [
            { key: 'goal', score: 8 },
            { key: 'talk', score: 15.5, comment: '提问层次好' },
          ],
          '整体不错',
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await submit(who.backbone, [
          { key: 'talk', score: 12 },
          { key: 'goal', score: 9.5 },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await participant(a.id, 'teacher'))!.completedAt).not.toBeNull();

    await refusedWithoutWrites(
      () =>
        submit(who.teacher, [
          { key: 'goal', score: 11 },
          { key: 'talk', score: 1 },
        ]),
      422,
    );
    await refusedWithoutWrites(() => submit(who.teacher, [{ key: 'goal', score: 1 }]), 422);
    await refusedWithoutWrites(
      () =>
        submit(who.teacher, [
          { key: 'goal', score: 1.25 },
          { key: 'talk', score: 1 },
        ]),
      400,
    );
    await refusedWithoutWrites(
      () =>
        submit(who.school_admin, [
          { key: 'goal', score: 1 },
          { key: 'talk', score: 1 },
        ]),
      403,
      4856,
    );
    await refusedWithoutWrites(
      () =>
        submit(who.expert, [
          { key: 'goal', score: 1 },
          { key: 'talk', score: 1 },
        ]),
      404,
    );
    await refusedWithoutWrites(
      () =>
        submit(undefined, [
          { key: 'goal', score: 1 },
          { key: 'talk', score: 1 },
        ]),
      401,
    );

    // A later edit of the template leaves the stage's copy as it was.
    await t.call('POST', '/research/observation/templates/save', {
      ...as(who.district_admin),
      body: {
        id: templateId,
        title: '课堂观察量表',
        indicators: [
          { key: 'goal', title: '教学目标', maxScore: 10 },
          { key: 'talk', title: '师生互动', maxScore: 20 },
          { key: 'new', title: '新增', maxScore: 5 },
        ],
      },
    });
    expect(
      (await t.call('GET', '/research/observation/forms/results', { ...as(who.teacher), query: { stageId: String(a.observation) } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('GET', '/research/observation/forms/results', {
          ...as(who.otherTenant),
          tenant: DONGCHENG,
          query: { stageId: String(a.observation) },
        })
      ).statusCode,
    ).toBe(404);
    const results = (
      await t.call('GET', '/research/observation/forms/results', { ...as(who.school_admin), query: { stageId: String(a.observation) } })
    ).json().data as ObservationResults;
    expect(results.indicators.map((i) => [i.key, i.stats])).toEqual([
      ['goal', { count: 2, mean: 8.75, min: 8, max: 9.5 }],
      ['talk', { count: 2, mean: 13.75, min: 12, max: 15.5 }],
    ]);
    expect([results.total, results.participantCount, results.submittedCount]).toEqual([
      { count: 2, mean: 22.5, min: 21.5, max: 23.5, maxScore: 30 },
      2,
      2,
    ]);
    expect(results.comments).toEqual([
      expect.objectContaining({ comment: '整体不错', indicatorComments: [{ key: 'talk', comment: '提问层次好' }] }),
    ]);
  });
});

describe('check-in by the scanned code', () => {
  const key = () => checkInKey(t.deps.config.MEDIA_SIGNING_SECRET);
  const checkIn = (login: LoginInfo | undefined, activityId: number, code: string, tenant = {}) =>
    t.call('POST', '/research/attendance/checkIn', { ...as(login), ...tenant, body: { activityId, code } });

  it("takes the organiser screen's current code once per person and completes the activity", async () => {
    const a = await activity();
    expect((await t.call('GET', '/research/attendance/code', { ...as(who.teacher), query: { activityId: String(a.id) } })).statusCode).toBe(
      403,
    );
    const shown = await t.call('GET', '/research/attendance/code', { ...as(who.school_admin), query: { activityId: String(a.id) } });
    expect(shown.statusCode, shown.body).toBe(200);
    const { code, expiresAt, windowSeconds } = shown.json().data;
    expect(windowSeconds).toBe(30);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(30_000);

    const done = await checkIn(who.teacher, a.id, code);
    expect(done.statusCode, done.body).toBe(200);
    expect((await participant(a.id, 'teacher'))!.completedAt).not.toBeNull();
    // The same person replaying the code (or any code) is refused: recorded once.
    await refusedWithoutWrites(() => checkIn(who.teacher, a.id, code), 409, 4853);
    // Someone who did not join the activity, even holding a good code.
    await refusedWithoutWrites(() => checkIn(who.expert, a.id, code), 403, 4856);
    await refusedWithoutWrites(() => checkIn(undefined, a.id, code), 401);
    // Another tenant: the code was not made for its activities.
    await refusedWithoutWrites(() => checkIn(who.otherTeacher, a.id, code, { tenant: DONGCHENG }), 422, 4851);

    const list = (await t.call('GET', '/research/attendance', { ...as(who.school_admin), query: { activityId: String(a.id) } })).json()
      .data as AttendancePage;
    expect([list.total, list.attendedCount, list.records[0]!.person.userId, list.records[0]!.method]).toEqual([2, 1, id.teacher, 'code']);
    expect((await t.call('GET', '/research/attendance', { ...as(who.teacher), query: { activityId: String(a.id) } })).statusCode).toBe(403);
  });

  it('records a person once when the same scan arrives twice at once', async () => {
    const a = await activity();
    const { code } = issueCheckInCode(key(), tenantId, a.id, new Date());
    const answers = await Promise.all([checkIn(who.backbone, a.id, code), checkIn(who.backbone, a.id, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const list = (await t.call('GET', '/research/attendance', { ...as(who.school_admin), query: { activityId: String(a.id) } })).json()
      .data as AttendancePage;
    expect(list.attendedCount).toBe(1);
  });

  it('refuses a stale code as expired and a forged or foreign one as invalid', async () => {
    const a = await activity();
    const b = await activity();
    const stale = issueCheckInCode(key(), tenantId, a.id, new Date(Date.now() - 61_000)).code;
    const yesterday = issueCheckInCode(key(), tenantId, a.id, new Date(Date.now() - 86_400_000)).code;
    const forged = issueCheckInCode(checkInKey('someone-elses-secret-of-thirty-two-chars!'), tenantId, a.id, new Date()).code;
    const otherActivity = issueCheckInCode(key(), tenantId, b.id, new Date()).code;
    await refusedWithoutWrites(() => checkIn(who.teacher, a.id, stale), 409, 4852);
    await refusedWithoutWrites(() => checkIn(who.teacher, a.id, yesterday), 409, 4852);
    await refusedWithoutWrites(() => checkIn(who.teacher, a.id, forged), 422, 4851);
    await refusedWithoutWrites(() => checkIn(who.teacher, a.id, otherActivity), 422, 4851);
    await refusedWithoutWrites(() => checkIn(who.teacher, a.id, 'not a code!'), 400);
    // The previous window's code still works (a scan at the end of a window). Issued just before it is posted and
    // clear of a window's end: issued earlier, the windows could move on while the refusals ran, making it two old.
    const windowMs = CHECK_IN_WINDOW_SECONDS * 1000;
    const leftInWindow = windowMs - (Date.now() % windowMs);
    if (leftInWindow < 2000) await new Promise((resolve) => setTimeout(resolve, leftInWindow + 50));
    const previous = issueCheckInCode(key(), tenantId, a.id, new Date(Date.now() - windowMs)).code;
    expect((await checkIn(who.teacher, a.id, previous)).statusCode).toBe(200);
  });

  it('refuses activities not yet near their start (online ones take check-ins too: attendance/online-check-in.test.ts)', async () => {
    const later = await activity({ startsIn: 24 * 60 });
    expect(
      (await t.call('GET', '/research/attendance/code', { ...as(who.school_admin), query: { activityId: String(later.id) } })).statusCode,
    ).toBe(409);
    await refusedWithoutWrites(
      () => checkIn(who.teacher, later.id, issueCheckInCode(key(), tenantId, later.id, new Date()).code),
      409,
      4854,
    );
  });

  it('lets the organiser mark attendance by hand and take it back, participants only', async () => {
    const a = await activity({ rule: ['attended', 'form'] });
    const mark = (login: LoginInfo | undefined, body: unknown, tenant = {}) =>
      t.call('POST', '/research/attendance/mark', { ...as(login), ...tenant, body });
    const marked = await mark(who.school_admin, { activityId: a.id, userIds: [id.teacher, id.backbone], present: true });
    expect(marked.json().data).toEqual({ changed: 2, attendedCount: 2 });
    expect((await participant(a.id, 'backbone'))!.attendedAt).not.toBeNull();
    expect((await mark(who.school_admin, { activityId: a.id, userIds: [id.backbone], present: false })).json().data).toEqual({
      changed: 1,
      attendedCount: 1,
    });
    expect((await participant(a.id, 'backbone'))!.attendedAt).toBeNull();
    await refusedWithoutWrites(() => mark(who.school_admin, { activityId: a.id, userIds: [id.backbone, id.expert], present: true }), 422);
    await refusedWithoutWrites(() => mark(who.school_admin, { activityId: a.id, userIds: [], present: true }), 400);
    await refusedWithoutWrites(() => mark(who.teacher, { activityId: a.id, userIds: [id.backbone], present: true }), 403);
    await refusedWithoutWrites(() => mark(who.expert, { activityId: a.id, userIds: [id.backbone], present: true }), 404);
    await refusedWithoutWrites(
      () => mark(who.otherTenant, { activityId: a.id, userIds: [id.backbone], present: true }, { tenant: DONGCHENG }),
      404,
    );
    await refusedWithoutWrites(() => mark(undefined, { activityId: a.id, userIds: [id.backbone], present: true }), 401);
  });
});

describe('task hand-in and summary', () => {
  it('hands in own files (again replaces), the organiser lists them; others refused, writing nothing', async () => {
    const a = await activity({ rule: ['task'] });
    const first = await upload(who.teacher!);
    const second = await upload(who.teacher!);
    const handIn = (login: LoginInfo | undefined, body: unknown, tenant = {}) =>
      t.call('POST', '/research/tasks/handIn', { ...as(login), ...tenant, body });
    expect((await handIn(who.teacher, { stageId: a.task, fileIds: [first], note: '初稿' })).statusCode).toBe(200);
    const again = await handIn(who.teacher, { stageId: a.task, fileIds: [second] });
    expect(again.json().data.files.map((f: { id: string }) => f.id)).toEqual([second]);
    expect((await participant(a.id, 'teacher'))!.completedAt).not.toBeNull();
    const mine = await t.call('GET', '/research/tasks/mine', { ...as(who.teacher), query: { stageId: String(a.task) } });
    expect(mine.json().data.note).toBe('');
    const list = (await t.call('GET', '/research/tasks/handIns', { ...as(who.school_admin), query: { stageId: String(a.task) } })).json()
      .data as HandInsPage;
    expect([list.total, list.participantCount, list.records[0]!.author.userId]).toEqual([1, 2, id.teacher]);
    // Another participant may not fetch a hand-in's file; the organiser may.
    expect(
      (await t.call('GET', `/research/files/${second}`, { ...as(who.backbone), query: { activityId: String(a.id) } })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('GET', `/research/files/${second}`, { ...as(who.school_admin), query: { activityId: String(a.id) } })).statusCode,
    ).toBe(200);

    await refusedWithoutWrites(() => handIn(who.backbone, { stageId: a.task, fileIds: [first] }), 422);
    await refusedWithoutWrites(() => handIn(who.backbone, { stageId: a.task, fileIds: [] }), 400);
    await refusedWithoutWrites(() => handIn(who.expert, { stageId: a.task, fileIds: [first] }), 404);
    await refusedWithoutWrites(() => handIn(who.otherTeacher, { stageId: a.task, fileIds: [first] }, { tenant: DONGCHENG }), 404);
    await refusedWithoutWrites(() => handIn(undefined, { stageId: a.task, fileIds: [first] }), 401);
    expect((await t.call('GET', '/research/tasks/handIns', { ...as(who.teacher), query: { stageId: String(a.task) } })).statusCode).toBe(
      403,
    );
  });

  it('the organiser writes the summary and closes the activity; nothing can be handed in after', async () => {
    const a = await activity();
    const save = (login: LoginInfo | undefined, body: unknown, tenant = {}) =>
      t.call('POST', '/research/summary/save', { ...as(login), ...tenant, body });
    await refusedWithoutWrites(() => save(who.teacher, { activityId: a.id, text: '总结' }), 403);
    await refusedWithoutWrites(() => save(who.expert, { activityId: a.id, text: '总结' }), 404);
    await refusedWithoutWrites(() => save(who.otherTenant, { activityId: a.id, text: '总结' }, { tenant: DONGCHENG }), 404);
    await refusedWithoutWrites(() => save(undefined, { activityId: a.id, text: '总结' }), 401);
    await refusedWithoutWrites(() => save(who.school_admin, { activityId: a.id, text: '' }), 400);
    // A PDF is not a photo.
    const pdf = await upload(who.school_admin!);
    await refusedWithoutWrites(() => save(who.school_admin, { activityId: a.id, text: '总结', photoFileIds: [pdf] }), 422);
    const upcoming = await activity({ startsIn: 60 });
    await refusedWithoutWrites(() => save(who.school_admin, { activityId: upcoming.id, text: '总结', close: true }), 409);

    const draft = await save(who.school_admin, { activityId: a.id, text: '初稿' });
    expect([draft.statusCode, draft.json().data.closedAt]).toEqual([200, null]);
    const closed = await save(who.school_admin, { activityId: a.id, text: '本次活动圆满完成', close: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.closedAt).not.toBeNull();
    const read = await t.call('GET', '/research/summary', { ...as(who.teacher), query: { activityId: String(a.id) } });
    expect(read.json().data.text).toBe('本次活动圆满完成');
    const [row] = await t.deps.db
      .select({ status: researchActivities.status })
      .from(researchActivities)
      .where(and(eq(researchActivities.tenantId, tenantId), eq(researchActivities.id, a.id)));
    expect(row!.status).toBe('closed');
    await refusedWithoutWrites(() => save(who.school_admin, { activityId: a.id, text: '再改', close: true }), 409, 4855);
    // Two organisers closing at once: one closes, the other is told it is closed.
    const race = await activity();
    const answers = await Promise.all([
      save(who.school_admin, { activityId: race.id, text: '总结', close: true }),
      save(who.district_admin, { activityId: race.id, text: '总结', close: true }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await refusedWithoutWrites(() => post(who.teacher, { stageId: a.discussion, text: 'x' }), 409, 4855);
  });
});

describe('stage and group files', () => {
  const fileOf = (
    login: LoginInfo | undefined,
    activityId: number,
    fileId: string,
    extra: { tenant?: typeof DONGCHENG; headers?: Record<string, string> } = {},
  ) => t.call('GET', `/research/files/${fileId}`, { ...as(login), ...extra, query: { activityId: String(activityId) } });

  it("serves a stage's materials and video to the organiser and participants (video by range); 404 to others", async () => {
    const a = await activity();
    // A teacher (a group leader would be one) may upload material and a recording.
    const material = await upload(who.teacher!, 'document');
    const video = await upload(who.teacher!, 'video');
    const evidence = await upload(who.teacher!);
    await t.deps.db.insert(researchActivityStages).values([
      { tenantId, activityId: a.id, position: 4, kind: 'materials', title: '材料', fileIds: [material] },
      { tenantId, activityId: a.id, position: 5, kind: 'video', title: '课堂实录', videoFileId: video },
      // Someone's evidence named by a stage does not open to the activity.
      { tenantId, activityId: a.id, position: 6, kind: 'task', title: '任务', fileIds: [evidence] },
    ]);
    for (const login of [who.school_admin, who.backbone]) expect((await fileOf(login, a.id, material)).statusCode).toBe(200);
    const part = await fileOf(who.backbone, a.id, video, { headers: { range: 'bytes=0-99' } });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload.length]).toEqual([206, 'bytes 0-99/2048', 100]);
    expect((await fileOf(who.backbone, a.id, evidence)).statusCode).toBe(404);
    expect((await fileOf(who.expert, a.id, material)).statusCode).toBe(404);
    expect((await fileOf(who.otherTeacher, a.id, material, { tenant: DONGCHENG })).statusCode).toBe(404);
    expect((await fileOf(undefined, a.id, material)).statusCode).toBe(401);
    // A stage's files are in use: their uploader cannot delete them from under the activity.
    expect((await t.call('DELETE', `/files/${video}`, as(who.teacher))).statusCode).toBe(409);
  });

  it("serves a group's shared files to its members and managers; 404 to others and other tenants", async () => {
    const [creator] = await t.deps.db
      .select({ unitId: users.orgUnitId })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id.school_admin!)));
    const [group] = await t.deps.db
      .insert(researchGroups)
      .values({
        tenantId,
        name: '语文教研组',
        schoolId: creator!.unitId,
        ownerUnitId: creator!.unitId,
        leaderUserId: id.teacher!,
        open: true,
        createdBy: id.school_admin!,
      })
      .returning({ id: researchGroups.id });
    await t.deps.db.insert(researchGroupMembers).values([
      { tenantId, groupId: group!.id, userId: id.teacher!, role: 'leader' },
      { tenantId, groupId: group!.id, userId: id.backbone!, status: 'requested' },
    ]);
    const shared = await upload(who.teacher!, 'document');
    const unshared = await upload(who.teacher!, 'document');
    await t.deps.db.insert(researchGroupFiles).values({ tenantId, groupId: group!.id, fileId: shared, addedBy: id.teacher! });
    const get = (login: LoginInfo | undefined, fileId: string, extra = {}) =>
      t.call('GET', `/research/groups/${group!.id}/files/${fileId}`, { ...as(login), ...extra });
    // The leader (a member) and staff over the group's school; a pending request is no membership yet.
    for (const login of [who.teacher, who.school_admin]) expect((await get(login, shared)).statusCode).toBe(200);
    expect((await get(who.backbone, shared)).statusCode).toBe(404);
    await t.deps.db
      .update(researchGroupMembers)
      .set({ status: 'member' })
      .where(and(eq(researchGroupMembers.tenantId, tenantId), eq(researchGroupMembers.userId, id.backbone!)));
    const member = await get(who.backbone, shared);
    expect([member.statusCode, member.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await get(who.backbone, unshared)).statusCode).toBe(404);
    expect((await get(who.expert, shared)).statusCode).toBe(404);
    expect((await get(who.otherTeacher, shared, { tenant: DONGCHENG })).statusCode).toBe(404);
    expect((await get(undefined, shared)).statusCode).toBe(401);
    expect((await t.call('DELETE', `/files/${shared}`, as(who.teacher))).statusCode).toBe(409);
  });
});
