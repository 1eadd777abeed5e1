import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ReviewListItem, ReviewListPage } from '@yanxiu/contract/review';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/identity';
import { reviewDecisions, reviewInstances } from '@server/db/schema/review';
import { countRows } from '@server-test/support/db-state';
import { signedInDemoApp } from '@server-test/support/signed-in-demo';
import { DONGCHENG, type TestTenant } from '@server-test/support/test-app';
import { client as selectionClient, projectBody } from '@server/modules/selection/selection.fixtures';
import { callBody, client as topicClient } from '@server/modules/topic/topic.fixtures';

// The staff's one review list: every domain's reviews waiting at a step the caller decides, in one list oldest
// submission first, filtered by domain, school and deadline, paged, counted per domain; never another tenant's and
// never the caller's own.

const DAY_MS = 24 * 60 * 60 * 1000;
type Env = Awaited<ReturnType<typeof signedInDemoApp>>;
let env: Env;
const selection = selectionClient(() => env);
const topic = topicClient(() => env);

/** The district staff member: the district's step, and (as the demo district's office also does) schools' steps. */
let district: LoginInfo;
const selectionEndsAt = new Date(Date.now() + 10 * DAY_MS).toISOString();
const callEndsAt = new Date(Date.now() + 40 * DAY_MS).toISOString();
let ids: { developmentOfTeacher: number; developmentOfBackbone: number; selection: number; topic: number };

beforeAll(async () => {
  env = await signedInDemoApp('review', async (t) => {
    await t.deps.db
      .update(users)
      .set({ roles: sql`array_append(${users.roles}, 'school_admin')` })
      .where(eq(users.username, 'district_admin'));
  });
  district = env.who.district_admin!;
  const { who } = env;
  // After the demo's declared hours and backbone application of 王芳 (first school), in this order: her development
  // application, 李强's (another school), her selection application and her topic application.
  const post = async (viewer: LoginInfo, postTypeCode: string, phaseCode: string, sectionCode: string) => {
    // One file as the evidence of every condition that asks for a required one.
    const file = await selection.uploadPdf(viewer);
    const conditions = await env.t.call('GET', '/teacherProfile/developmentApply/getConditionFileByPostTypeAndPhase', {
      token: viewer.access_token,
      query: { postTypeCode, phaseCode },
    });
    const required = (conditions.json().data as Array<{ conditionCode: string; required: boolean }>).filter((one) => one.required);
    const evidence = Object.fromEntries(required.map((one) => [one.conditionCode, [file]]));
    const applied = await env.t.call('POST', '/teacherProfile/developmentApply/developmentApply', {
      token: viewer.access_token,
      body: { sectionCode, postTypeCode, phaseCode, statement: '申请', evidence },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    return applied.json().data.applyId as number;
  };
  const developmentOfTeacher = await post(who.teacher!, '1', '3', '2');
  const developmentOfBackbone = await post(who.backbone!, '1', '4', '3');
  const project = await selection.publishedProject(
    who.district_admin!,
    projectBody({ title: '区级教学能手评选', endsAt: selectionEndsAt }),
  );
  const applied = await selection.submitted(who.teacher!, project);
  const callId = await topic.publishedCall(callBody({ endsAt: callEndsAt }));
  const hosted = await topic.submitted(who.teacher!, callId);
  ids = { developmentOfTeacher, developmentOfBackbone, selection: applied.applyId, topic: hosted.applyId };
});
afterAll(async () => {
  await env.close();
});

const call = (viewer: LoginInfo | undefined, query: Record<string, string> = {}, options: { tenant?: TestTenant; locale?: string } = {}) =>
  env.t.call('GET', '/review/pending', {
    query,
    ...(viewer ? { token: viewer.access_token } : {}),
    ...(options.tenant ? { tenant: options.tenant } : {}),
    ...(options.locale ? { headers: { 'accept-language': options.locale } } : {}),
  });
const list = async (viewer: LoginInfo | undefined, query: Record<string, string> = {}, locale?: string): Promise<ReviewListPage> => {
  const answer = await call(viewer, query, locale ? { locale } : {});
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as ReviewListPage;
};
const domainsOf = (page: ReviewListPage) => page.records.map((item) => item.domain);
const mine = (page: ReviewListPage, domain: string, userName = '王芳') =>
  page.records.find((item) => item.domain === domain && item.userName === userName);
const orgIdOf = async (username: string) =>
  String((await env.t.deps.db.select({ orgUnitId: users.orgUnitId }).from(users).where(eq(users.username, username)))[0]!.orgUnitId);

describe('the staff’s one review list', () => {
  it('holds every domain’s waiting reviews in one list, oldest submission first, in the caller’s language', async () => {
    const page = await list(district, { size: '50' });
    expect(domainsOf(page)).toEqual(['declaration', 'backbone', 'development', 'development', 'selection', 'topic']);
    const submitted = page.records.map((item) => item.submittedAt!);
    expect(submitted).toEqual([...submitted].sort());
    expect(page.total).toBe(6);
    expect(page.counts).toEqual([
      { domain: 'development', count: 2 },
      { domain: 'selection', count: 1 },
      { domain: 'topic', count: 1 },
      { domain: 'backbone', count: 1 },
      { domain: 'declaration', count: 1 },
    ]);
    expect(mine(page, 'development')).toMatchObject({
      title: expect.stringMatching(/^\S.* · \S/),
      link: `/my/todoList/development/${ids.developmentOfTeacher}`,
      subjectId: String(ids.developmentOfTeacher),
      orgName: expect.stringMatching(/\S/),
      stepCode: 'school',
      round: 1,
      dueAt: null,
    });
    expect(mine(page, 'selection')).toMatchObject({
      title: '区级教学能手评选',
      link: `/manage/selectionReview/${ids.selection}`,
      dueAt: selectionEndsAt,
    });
    const topicItem = mine(page, 'topic')!;
    expect(topicItem).toMatchObject({
      title: '小学数学分层作业设计研究',
      link: `/manage/topicReview/${topicItem.reviewId}`,
      dueAt: callEndsAt,
    });
    expect(mine(page, 'backbone')).toMatchObject({ title: '骨干教师认定', link: expect.stringMatching(/^\/my\/todoList\/backbone\/\d+$/) });
    expect(mine(page, 'declaration')).toMatchObject({ title: expect.stringMatching(/（\d+(\.\d)? 学时）$/), link: '/manage/declarations' });

    const english = await list(district, { size: '50' }, 'en-US');
    expect(mine(english, 'backbone')!.title).toBe('Backbone teacher recognition');
    expect(mine(english, 'declaration')!.title).toMatch(/ \(\d+(\.\d)? hours?\)$/);
    expect(mine(english, 'development')!.title).toMatch(/^\S.*: \S/);
  });

  it('shows a school admin only their own school’s applicants at the school step, never their own application', async () => {
    const { who } = env;
    const before = await list(who.school_admin!, { size: '50' });
    expect(domainsOf(before)).toEqual(['declaration', 'backbone', 'development', 'selection', 'topic']);
    expect(before.records.every((item) => item.userName === '王芳' && item.stepCode === 'school')).toBe(true);

    // The school admin (a teacher of the school too) declares hours: theirs waits for the district's office, not for them.
    const file = await selection.uploadPdf(who.school_admin!);
    const declared = await env.t.call('POST', '/learning/declarations/create', {
      token: who.school_admin!.access_token,
      body: { title: '校本研修', organiser: '', category: 'ethics', hours: 1, activityOn: '2026-03-10', evidenceFileIds: [file] },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    expect((await list(who.school_admin!, { size: '50' })).total).toBe(5);
    const ofDistrict = await list(district, { domain: 'declaration' });
    expect(ofDistrict.records.map((item) => item.title)).toEqual([expect.stringContaining('学时'), '校本研修（1 学时）']);
  });

  it('moves a decided review out of the decider’s list and on to the next step’s reviewers', async () => {
    const { who } = env;
    const decided = await selection.post('selectionReviewDecide', who.school_admin, { applyId: ids.selection, decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(mine(await list(who.school_admin!, { size: '50' }), 'selection')).toBeUndefined();
    expect(mine(await list(district, { domain: 'selection' }), 'selection')).toMatchObject({ stepCode: 'district', round: 1 });
  });

  it('filters by domain, school and deadline; the counts keep every domain under the school and deadline', async () => {
    const all = await list(district, { size: '50' });
    const developments = await list(district, { domain: 'development' });
    expect(domainsOf(developments)).toEqual(['development', 'development']);
    expect(developments.total).toBe(2);
    expect(developments.counts).toEqual(all.counts);

    const otherSchool = await list(district, { orgId: await orgIdOf('backbone') });
    expect(otherSchool.records.map((item) => [item.domain, item.userName])).toEqual([['development', '李强']]);
    expect(otherSchool.counts).toEqual([{ domain: 'development', count: 1 }]);
    // The school filter never widens the caller's scope: the school admin asking for another school sees nothing.
    expect((await list(env.who.school_admin!, { orgId: await orgIdOf('backbone') })).total).toBe(0);

    const soon = await list(district, { dueBefore: new Date(Date.now() + 20 * DAY_MS).toISOString() });
    expect(soon.records.map((item) => item.domain)).toEqual(['selection']);
    const later = await list(district, { dueBefore: new Date(Date.now() + 60 * DAY_MS).toISOString() });
    expect(later.records.map((item) => item.domain)).toEqual(['selection', 'topic']);
    expect(later.counts).toEqual([
      { domain: 'selection', count: 1 },
      { domain: 'topic', count: 1 },
    ]);
  });

  it('moves a selection review’s deadline with its project’s extended window', async () => {
    const project = (await selection.get('selectionManageProjects', district, { keyword: '区级教学能手评选' })).json().data.records[0];
    const later = new Date(Date.parse(selectionEndsAt) + 5 * DAY_MS).toISOString();
    const extended = await selection.post('selectionManageExtendProject', district, {
      prjId: project.prjId,
      version: project.version,
      endsAt: later,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(mine(await list(district, { domain: 'selection' }), 'selection')!.dueAt).toBe(later);
  });

  it('pages the one list without repeating or skipping a review', async () => {
    const all = await list(district, { size: '50' });
    const pages: ReviewListItem[] = [];
    for (let current = 1; current <= Math.ceil(all.total / 2); current += 1) {
      const page = await list(district, { size: '2', current: String(current) });
      expect([page.total, page.current, page.size]).toEqual([all.total, current, 2]);
      pages.push(...page.records);
    }
    expect(pages.map((item) => item.reviewId)).toEqual(all.records.map((item) => item.reviewId));
    expect((await list(district, { size: '2', current: '99' })).records).toEqual([]);
  });

  it('refuses bad input with 400 in the envelope (422 for a unit that is not the tenant’s), writing nothing', async () => {
    // The review tables, which a list that wrote would touch (background jobs may write elsewhere meanwhile).
    const counts = () => Promise.all([countRows(env.t.deps.db, reviewInstances), countRows(env.t.deps.db, reviewDecisions)]);
    const rows = await counts();
    const bad: Array<Record<string, string>> = [
      { domain: 'training' },
      { orgId: 'abc' },
      { orgId: '1'.repeat(16) },
      { dueBefore: 'tomorrow' },
      { dueBefore: '2026-01-01' },
      { current: '0' },
      { size: '51' },
      { size: 'x' },
    ];
    for (const query of bad) {
      const answer = await call(district, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 4000 });
    }
    const unknown = await call(district, { orgId: '999999' });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 4022 });
    expect(await counts()).toEqual(rows);
  });

  it('needs a reviewer’s session, and never answers across tenants', async () => {
    const { who } = env;
    expect((await call(undefined)).statusCode).toBe(401);
    const teacher = await call(who.teacher!);
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json()).toMatchObject({ code: 4003 });
    // The demo district's session is not one on another tenant; that tenant's own district admin sees none of the demo's.
    expect((await call(district, {}, { tenant: DONGCHENG })).statusCode).toBe(401);
    const other = await call(who.dongchengDistrict!, { size: '50' }, { tenant: DONGCHENG });
    expect(other.statusCode, other.body).toBe(200);
    expect((other.json().data as ReviewListPage).records.filter((item) => item.userName === '王芳')).toEqual([]);
    // Another tenant's unit is not one of this tenant's.
    const [dongchengTeacher] = await env.t.deps.db
      .select({ orgUnitId: users.orgUnitId })
      .from(users)
      .where(and(eq(users.username, 'teacher'), ne(users.id, Number(who.teacher!.userId))));
    expect((await call(district, { orgId: String(dongchengTeacher!.orgUnitId) })).statusCode).toBe(422);
  });
});
