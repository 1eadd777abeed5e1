import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ActivitySummary, SaveActivityInput } from '@yanxiu/contract/research';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { learningHourEntries } from '@server/db/schema/learning';
import { notificationMessages } from '@server/db/schema/notifications';
import { researchActivities, researchGroupMembers, researchGroups } from '@server/db/schema/research';
import { tenants } from '@server/db/schema/tenants';
import { trainingProgrammes } from '@server/db/schema/training';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { remindStartingActivities } from './activities/activity-reminders';
import { recordActivityFact } from './completion/activity-completion';

// Groups and activities through the real app on one database: staff create groups, leaders manage members and
// organise activities, teachers join; the cap holds under a race and completion credits the ledger once.

let t: TestApp;
let tenantId: TenantId;
const who: Record<string, LoginInfo> = {};
const id: Record<string, number> = {};
let pdf: string;
let video: string;
// The district admin's own material and recording: an organiser names only their own uploads in new stages.
const adminFiles = { pdf: '', video: '' };
let templateId: number;
let schoolGroup: number;
let districtGroup: number;

const otherTenant = new Set<LoginInfo>();
const as = (login: LoginInfo | undefined) =>
  login ? { token: login.access_token, ...(otherTenant.has(login) ? { tenant: DONGCHENG } : {}) } : {};
const post = (login: LoginInfo | undefined, path: string, body: unknown) => t.call('POST', path, { ...as(login), body });
const get = (login: LoginInfo | undefined, path: string, query: Record<string, string> = {}) =>
  t.call('GET', path, { ...as(login), query });
const HOUR = 3600_000;
const isoIn = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function upload(login: LoginInfo, purpose: string, fileName: string, bytes: Buffer): Promise<string> {
  const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
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

async function workbook(rows: Array<[string, string]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('成员');
  sheet.addRow(['姓名', '手机号']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function activityBody(overrides: Partial<SaveActivityInput> = {}, files = { pdf, video }): SaveActivityInput {
  return {
    kind: 'observation',
    title: '《背影》观课评课',
    organiserGroupId: schoolGroup,
    mode: 'mixed',
    place: '录播教室',
    meetingUrl: 'https://meeting.example.cn/123',
    startsAt: isoIn(24),
    endsAt: isoIn(26),
    audience: 'group',
    creditHours: 2,
    completionRule: ['attended', 'posted'],
    stages: [
      { kind: 'materials', title: '教学设计', fileIds: [files.pdf] },
      { kind: 'video', title: '课堂实录', videoFileId: files.video },
      { kind: 'discussion', title: '研讨' },
      { kind: 'observation', title: '观课量表', formTemplateId: templateId },
    ],
    ...overrides,
  };
}

async function savedActivity(login: LoginInfo, overrides: Partial<SaveActivityInput> = {}, publish = true): Promise<number> {
  const saved = await post(
    login,
    '/research/activities/save',
    activityBody(overrides, login === who.district_admin ? adminFiles : { pdf, video }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  if (publish) expect((await post(login, '/research/activities/publish', { id: saved.json().data.id, version: 1 })).statusCode).toBe(200);
  return saved.json().data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert', 'idle']) {
    who[name] = await t.login(name);
    id[name] = Number(who[name]!.userId);
  }
  who.otherAdmin = await t.login('district_admin', DONGCHENG);
  who.otherTeacher = await t.login('teacher', DONGCHENG);
  otherTenant.add(who.otherAdmin).add(who.otherTeacher);
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo'));
  tenantId = asTenantId(demo!.id);
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisomdddd'), Buffer.from('isomavc1'), Buffer.alloc(4000, 7)]);
  pdf = await upload(who.teacher!, 'document', 'design.pdf', minimalPdf('design'));
  video = await upload(who.teacher!, 'video', 'lesson.mp4', mp4);
  adminFiles.pdf = await upload(who.district_admin!, 'document', 'design.pdf', minimalPdf('design'));
  adminFiles.video = await upload(who.district_admin!, 'video', 'lesson.mp4', mp4);
  const template = await post(who.district_admin, '/research/observation/templates/save', {
    title: '课堂观察量表',
    indicators: [{ key: 'goal', title: '教学目标', maxScore: 10 }],
  });
  expect(template.statusCode, template.body).toBe(200);
  templateId = template.json().data.id;
});
afterAll(() => t.close());

describe('groups', () => {
  it('school staff create a group of their school only, naming a leader of it; audited', async () => {
    const body = {
      name: '七年级语文组',
      description: '',
      schoolId: null,
      sectionCode: '2',
      subjectCode: '02',
      leaderUserId: id.teacher,
      open: false,
    };
    const schoolId = Number((await get(who.school_admin, '/research/organisers')).json().data.unit.id);
    const saved = await post(who.school_admin, '/research/manage/groups/save', { ...body, schoolId });
    expect(saved.statusCode, saved.body).toBe(200);
    schoolGroup = saved.json().data.id;
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'research.group.create'), eq(auditLog.entityId, String(schoolGroup))));
    expect(audits).toHaveLength(1);
    // A leader from another school, a school admin's cross-school group, a teacher, no session, another tenant.
    const before = await countRows(t.deps.db, researchGroups);
    expect(
      (await post(who.school_admin, '/research/manage/groups/save', { ...body, schoolId, leaderUserId: id.backbone })).statusCode,
    ).toBe(422);
    expect((await post(who.school_admin, '/research/manage/groups/save', body)).statusCode).toBe(403);
    expect((await post(who.teacher, '/research/manage/groups/save', { ...body, schoolId })).statusCode).toBe(403);
    expect((await post(undefined, '/research/manage/groups/save', { ...body, schoolId })).statusCode).toBe(401);
    expect((await post(who.school_admin, '/research/manage/groups/save', { ...body, schoolId, name: '' })).statusCode).toBe(400);
    expect(
      (await post(who.otherAdmin, '/research/manage/groups/save', { ...body, id: schoolGroup, version: 1, schoolId: null })).statusCode,
    ).toBe(422);
    expect(await countRows(t.deps.db, researchGroups)).toBe(before);
    expect((await get(who.otherAdmin, `/research/groups/${schoolGroup}`)).statusCode).toBe(404);
  });

  it("the leader finds people of the group's unit by name and adds them; others may not", async () => {
    const found = await get(who.teacher, '/research/groups/members/candidates', { groupId: String(schoolGroup), keyword: '陈' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.records.map((row: { userId: number }) => row.userId)).toContain(id.school_admin);
    expect((await post(who.teacher, '/research/groups/members/add', { groupId: schoolGroup, userIds: [id.backbone] })).statusCode).toBe(
      422,
    );
    const added = await post(who.teacher, '/research/groups/members/add', { groupId: schoolGroup, userIds: [id.school_admin] });
    expect(added.json().data).toEqual({ added: 1, skipped: 0 });
    expect((await post(who.backbone, '/research/groups/members/add', { groupId: schoolGroup, userIds: [id.backbone] })).statusCode).toBe(
      404,
    );
    expect((await post(who.teacher, '/research/groups/members/remove', { groupId: schoolGroup, userId: id.teacher })).json().code).toBe(
      4838,
    );
    expect((await get(who.backbone, `/research/groups/${schoolGroup}`)).statusCode).toBe(404);
    const page = (await get(who.school_admin, `/research/groups/${schoolGroup}`)).json().data;
    expect(page.members.map((member: { name: string; role: string }) => [member.name, member.role])).toEqual([
      ['王芳', 'leader'],
      ['陈静', 'member'],
    ]);
  });

  it('teachers ask to join an open cross-school group; the leader approves or declines; import adds by name and phone', async () => {
    const saved = await post(who.district_admin, '/research/manage/groups/save', {
      name: '区初中数学教研共同体',
      description: '',
      schoolId: null,
      sectionCode: '3',
      subjectCode: '02',
      leaderUserId: id.backbone,
      open: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    districtGroup = saved.json().data.id;
    expect((await post(who.idle, '/research/groups/join', { groupId: districtGroup })).statusCode).toBe(200);
    expect((await post(who.idle, '/research/groups/join', { groupId: districtGroup })).json().code).toBe(4836);
    expect((await post(who.teacher, '/research/groups/join', { groupId: districtGroup })).statusCode).toBe(200);
    expect((await post(who.teacher, '/research/groups/join', { groupId: schoolGroup })).json().code).toBe(4836);
    expect(
      (await post(who.idle, '/research/groups/requests/decide', { groupId: districtGroup, userId: id.teacher, approve: true })).statusCode,
    ).toBe(403);
    expect(
      (await post(who.backbone, '/research/groups/requests/decide', { groupId: districtGroup, userId: id.idle, approve: true })).statusCode,
    ).toBe(200);
    expect(
      (await post(who.backbone, '/research/groups/requests/decide', { groupId: districtGroup, userId: id.teacher, approve: false }))
        .statusCode,
    ).toBe(200);
    const mine = (await get(who.idle, '/research/groups/mine')).json().data.groups;
    expect(mine.find((group: { id: number }) => group.id === districtGroup)?.myRole).toBe('member');

    const unknown = await upload(
      who.backbone!,
      'evidence',
      'members.xlsx',
      await workbook([
        ['孙丽', '13800000005'],
        ['无此人', '13900000000'],
      ]),
    );
    const refused = await post(who.backbone, '/research/groups/members/import', { groupId: districtGroup, fileId: unknown });
    expect(refused.json().data).toEqual({ added: 0, skipped: 0, unknownRows: [3] });
    const list = await upload(
      who.backbone!,
      'evidence',
      'members.xlsx',
      await workbook([
        ['孙丽', '13800000005'],
        ['周涛', '13800000006'],
      ]),
    );
    expect((await post(who.backbone, '/research/groups/members/import', { groupId: districtGroup, fileId: list })).json().data).toEqual({
      added: 1,
      skipped: 1,
      unknownRows: [],
    });
    const members = await t.deps.db.select().from(researchGroupMembers).where(eq(researchGroupMembers.groupId, districtGroup));
    expect(members.filter((row) => row.status === 'member')).toHaveLength(3);
  });
});

describe('activities', () => {
  it('a leader drafts an activity with stages, publishes it; its members see it, others do not', async () => {
    const activityId = await savedActivity(who.teacher!, {}, false);
    expect((await get(who.school_admin, '/research/activities')).json().data.records.map((row: ActivitySummary) => row.id)).not.toContain(
      activityId,
    );
    expect((await get(who.school_admin, `/research/activities/${activityId}`)).statusCode).toBe(200); // staff over the school organise too
    expect((await get(who.backbone, `/research/activities/${activityId}`)).statusCode).toBe(404);
    expect((await post(who.teacher, '/research/activities/publish', { id: activityId, version: 2 })).statusCode).toBe(409);
    expect((await post(who.teacher, '/research/activities/publish', { id: activityId, version: 1 })).statusCode).toBe(200);
    const square = (await get(who.school_admin, '/research/activities')).json().data.records;
    expect(square.find((row: ActivitySummary) => row.id === activityId)).toMatchObject({
      state: 'published',
      organiserName: '七年级语文组',
      joined: false,
    });
    expect((await get(who.backbone, '/research/activities')).json().data.records.map((row: ActivitySummary) => row.id)).not.toContain(
      activityId,
    );
    expect((await get(who.backbone, `/research/activities/${activityId}`)).statusCode).toBe(404);
    expect((await get(who.otherTeacher, `/research/activities/${activityId}`)).statusCode).toBe(404);
    expect((await get(undefined, `/research/activities/${activityId}`)).statusCode).toBe(401);
    const page = (await get(who.teacher, `/research/activities/${activityId}`)).json().data;
    expect(page.stages.map((stage: { kind: string }) => stage.kind)).toEqual(['materials', 'video', 'discussion', 'observation']);
    expect(page.stages[0].files[0]).toMatchObject({ fileId: pdf, name: 'design.pdf' });
    expect(page).toMatchObject({ canManage: true, signUpBlocker: null, completionRule: ['attended', 'posted'] });

    expect((await post(who.school_admin, '/research/activities/signUp', { activityId })).statusCode).toBe(200);
    expect((await post(who.school_admin, '/research/activities/signUp', { activityId })).json().code).toBe(4833);
    expect((await post(who.teacher, '/research/activities/withdraw', { id: activityId, version: 2 })).json().code).toBe(4834);
    // A published activity keeps its stages (people post and hand in to them); adding one is fine.
    const kept = page.stages.map((stage: { id: number; kind: string; title: string }) => ({
      id: stage.id,
      kind: stage.kind,
      title: stage.title,
    }));
    const edit = (stages: unknown[]) =>
      post(who.teacher, '/research/activities/save', { ...activityBody(), id: activityId, version: 2, stages });
    expect((await edit([kept[0], kept[2]])).statusCode).toBe(422);
    expect(
      (
        await edit([
          ...kept.map((stage: object, index: number) => ({
            ...stage,
            ...[{ fileIds: [pdf] }, { videoFileId: video }, {}, { formTemplateId: templateId }][index],
          })),
          { kind: 'task', title: '提交反思' },
        ])
      ).json().data,
    ).toEqual({ id: activityId, version: 3 });
    const mine = (await get(who.school_admin, '/research/my')).json().data;
    expect(mine.joined.find((row: { activity: ActivitySummary }) => row.activity.id === activityId).progress.remaining).toEqual([
      'attended',
      'posted',
    ]);
    expect((await get(who.teacher, '/research/my')).json().data.organised.map((row: ActivitySummary) => row.id)).toContain(activityId);
  });

  it('refuses bad activities with the field at fault and writes nothing; only organisers save', async () => {
    const before = await countRows(t.deps.db, researchActivities);
    const refused = [
      await post(who.teacher, '/research/activities/save', activityBody({ endsAt: isoIn(23) })),
      await post(who.teacher, '/research/activities/save', activityBody({ mode: 'offline', place: null, meetingUrl: null })),
      await post(who.teacher, '/research/activities/save', activityBody({ stages: [{ kind: 'materials', title: '资料' }] })),
      await post(
        who.teacher,
        '/research/activities/save',
        activityBody({ stages: [{ kind: 'video', title: '视频', videoFileId: '00000000-0000-4000-8000-000000000000' }] }),
      ),
      await post(who.teacher, '/research/activities/save', activityBody({ hoursCategory: 'nope' })),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([422, 422, 422, 422, 422]);
    expect(refused[0]!.json().data.issues[0].path).toBe('body.endsAt');
    // Another person's upload (here the district admin's material), or an upload for another place, named anew.
    const theirs = await post(who.teacher, '/research/activities/save', activityBody({}, { pdf: adminFiles.pdf, video }));
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().data.issues[0].path).toBe('body.stages.0.fileIds.0');
    const misplaced = await post(who.teacher, '/research/activities/save', activityBody({}, { pdf: video, video }));
    expect(misplaced.json().data.issues[0].path).toBe('body.stages.0.fileIds.0');
    expect((await post(who.teacher, '/research/activities/save', activityBody({ completionRule: [] }))).statusCode).toBe(400);
    expect((await post(who.backbone, '/research/activities/save', activityBody())).statusCode).toBe(403);
    expect(
      (await post(who.teacher, '/research/activities/save', activityBody({ organiserGroupId: null, audience: 'open' }))).statusCode,
    ).toBe(403);
    expect((await post(undefined, '/research/activities/save', activityBody())).statusCode).toBe(401);
    expect((await post(who.otherAdmin, '/research/activities/save', activityBody())).statusCode).toBe(422);
    expect(await countRows(t.deps.db, researchActivities)).toBe(before);
  });

  it('two sign-ups for the last place: one joins, the other is told it is full', async () => {
    const activityId = await savedActivity(who.district_admin!, { organiserGroupId: null, audience: 'open', capacity: 1 });
    const [first, second] = await Promise.all([
      post(who.backbone, '/research/activities/signUp', { activityId }),
      post(who.idle, '/research/activities/signUp', { activityId }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    expect([first!.json().code, second!.json().code].sort()).toEqual([0, 4831]);
    const [row] = await t.deps.db
      .select({ seats: researchActivities.seatsTaken })
      .from(researchActivities)
      .where(eq(researchActivities.id, activityId));
    expect(row!.seats).toBe(1);
    expect((await post(who.district_admin, '/research/activities/signUp', { activityId })).statusCode).toBe(403);
  });

  it('completes once the rule is met and credits the hours to the ledger once, however often facts replay', async () => {
    const [fusion] = await t.deps.db
      .select({ id: trainingProgrammes.id })
      .from(trainingProgrammes)
      .where(
        and(eq(trainingProgrammes.tenantId, tenantId), eq(trainingProgrammes.kind, 'fusion'), eq(trainingProgrammes.status, 'published')),
      );
    const programmeId = fusion!.id;
    const activityId = await savedActivity(who.district_admin!, {
      organiserGroupId: null,
      audience: 'open',
      startsAt: isoIn(-1),
      endsAt: isoIn(1),
      title: '读书会：《给教师的建议》',
      kind: 'reading',
      programmeId,
    });
    // The fusion programme's page links it.
    const programme = (await get(who.expert, `/training/programmes/${programmeId}`)).json().data;
    expect(programme.linkedActivities).toContainEqual({ title: '读书会：《给教师的建议》', url: `/research/ActivityCover/${activityId}` });
    expect((await post(who.expert, '/research/activities/signUp', { activityId })).statusCode).toBe(200);
    const record = (fact: 'attended' | 'posted') =>
      t.deps.db.transaction((tx) =>
        recordActivityFact(eventScopeFromDeps(t.deps, tx, tenantId), { activityId, userId: id.expert!, fact, at: new Date() }),
      );
    expect(await record('attended')).toMatchObject({ recorded: true, completedNow: false, remaining: ['posted'] });
    const replays = await Promise.all([record('posted'), record('posted'), record('attended'), record('posted')]);
    expect(replays.filter((outcome) => outcome.completedNow)).toHaveLength(1);
    const credits = await t.deps.db
      .select()
      .from(learningHourEntries)
      .where(
        and(
          eq(learningHourEntries.userId, id.expert!),
          eq(learningHourEntries.source, 'activity'),
          eq(learningHourEntries.sourceRef, String(activityId)),
        ),
      );
    // In its category, towards the fusion programme's hours.
    expect(credits.map((entry) => [entry.hours, entry.category, entry.programmeId])).toEqual([[2, 'professional', programmeId]]);
    const page = (await get(who.expert, `/research/activities/${activityId}`)).json().data;
    expect(page.myProgress).toMatchObject({ done: ['attended', 'posted'], remaining: [] });
    expect(page.myProgress.completedAt).not.toBeNull();
    // Someone who never joined records nothing.
    expect(
      await t.deps.db.transaction((tx) =>
        recordActivityFact(eventScopeFromDeps(t.deps, tx, tenantId), { activityId, userId: id.idle!, fact: 'attended', at: new Date() }),
      ),
    ).toMatchObject({ recorded: false });
  });

  it('pages the square by keyset cursor with filters; a forged cursor is a 400', async () => {
    for (const hours of [30, 40, 50])
      await savedActivity(who.district_admin!, {
        organiserGroupId: null,
        audience: 'open',
        kind: 'lecture',
        title: `专家讲座 ${hours}`,
        startsAt: isoIn(hours),
        endsAt: isoIn(hours + 1),
      });
    const window = { kind: 'lecture', size: '2', from: isoIn(29) };
    const first = (await get(who.teacher, '/research/activities', window)).json().data;
    expect(first.records.map((row: ActivitySummary) => row.title)).toEqual(['专家讲座 50', '专家讲座 40']);
    const second = (await get(who.teacher, '/research/activities', { ...window, cursor: first.nextCursor })).json().data;
    expect(second.records.map((row: ActivitySummary) => row.title)).toEqual(['专家讲座 30']);
    expect(second.nextCursor).toBeNull();
    expect(
      (await get(who.teacher, '/research/activities', { keyword: '讲座 4' })).json().data.records.map((row: ActivitySummary) => row.title),
    ).toEqual(['专家讲座 40']);
    // Two characters are found by their bigram alone: only where adjacent (讲座 yes, 讲3 no).
    expect(
      (await get(who.teacher, '/research/activities', { keyword: '讲座', kind: 'lecture', from: isoIn(29) })).json().data.records,
    ).toHaveLength(3);
    expect(
      (await get(who.teacher, '/research/activities', { keyword: '讲3', kind: 'lecture', from: isoIn(29) })).json().data.records,
    ).toEqual([]);
    const running = (await get(who.teacher, '/research/activities', { state: 'running', size: '50' })).json().data.records;
    expect(running.length).toBeGreaterThan(0);
    expect(running.every((row: ActivitySummary) => row.state === 'running')).toBe(true);
    expect((await get(who.teacher, '/research/activities', { cursor: 'bm90LWEtY3Vyc29y' })).statusCode).toBe(400);
    expect((await get(who.teacher, '/research/activities', { kind: 'party' })).statusCode).toBe(400);
    expect((await get(who.otherTeacher, '/research/activities', { kind: 'lecture' })).json().data.records).toEqual([]);
  });

  it('reminds participants once before the start, and lists unfinished activities on their to-do list', async () => {
    const activityId = await savedActivity(who.district_admin!, {
      organiserGroupId: null,
      audience: 'open',
      title: '专题研讨：大单元教学',
      kind: 'seminar',
      startsAt: isoIn(0.5),
      endsAt: isoIn(2),
    });
    expect((await post(who.idle, '/research/activities/signUp', { activityId })).statusCode).toBe(200);
    await Promise.all([remindStartingActivities(t.deps, new Date()), remindStartingActivities(t.deps, new Date())]);
    const told = await t.deps.db
      .select()
      .from(notificationMessages)
      .where(eq(notificationMessages.objectRef, `research_activity:${activityId}`));
    expect(told.map((message) => message.kind)).toEqual(['activity.startingSoon']);
    const todo = (await get(who.idle, '/todo/list')).json().data;
    expect(JSON.stringify(todo)).toContain(`/research/ActivityCover/${activityId}`);
  });
});
