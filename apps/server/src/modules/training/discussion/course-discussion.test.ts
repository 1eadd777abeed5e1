import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { CourseQuestion, CourseQuestionsPage } from '@yanxiu/contract/training-discussion';
import { TrainingDiscussionLimits as Limits } from '@yanxiu/contract/training-discussion-limits';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { openClasses, trainingEnrolments, trainingUnitCompletions, trainingUnits } from '@server/db/schema/training';
import { coursePosts, courseRatings } from '@server/db/schema/training-discussion';
import { countRows } from '@server-test/support/db-state';
import { runQueuedJobs } from '@server-test/support/jobs';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { insertProgramme, orgUnitOf } from '@server/modules/training/enrolment/enrolment.fixtures';

let t: TestApp;
const who: Record<string, LoginInfo> = {};
let tenantId = 0;
let office = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'expert', 'idle', 'newteacher', 'school_admin', 'district_admin'])
    who[name] = await t.login(name);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
  const [row] = await t.deps.db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(eq(users.id, Number(who.teacher!.userId)));
  tenantId = row!.tenantId;
  office = await orgUnitOf(t.deps.db, tenantId, 'district_admin');
});
afterAll(async () => {
  await t.close();
});

const idOf = (login: LoginInfo) => Number(login.userId);
const get = (as: LoginInfo | undefined, path: string, query: Record<string, string>, tenant?: typeof DONGCHENG) =>
  t.call('GET', path, { ...(as ? { token: as.access_token } : {}), query, ...(tenant ? { tenant } : {}) });
const post = (as: LoginInfo | undefined, path: string, body: unknown, tenant?: typeof DONGCHENG) =>
  t.call('POST', path, { ...(as ? { token: as.access_token } : {}), body, ...(tenant ? { tenant } : {}) });

/** A published programme written by the district admin (its owner and lecturer), with one offline unit. */
async function programme(title = '课堂提问的艺术') {
  const created = await insertProgramme(t.deps.db, tenantId, office, idOf(who.district_admin!), {
    title,
    units: [{ kind: 'offline', title: '第一讲', creditHours: 1 }],
  });
  const [unit] = await t.deps.db.select({ id: trainingUnits.id }).from(trainingUnits).where(eq(trainingUnits.programmeId, created.id));
  return { id: created.id, unitId: unit!.id };
}

/** Enrols a teacher, and with `progress` marks the unit completed (taking part). */
async function enrol(course: { id: number; unitId: number }, login: LoginInfo, progress: boolean) {
  await t.deps.db
    .insert(trainingEnrolments)
    .values({ tenantId, programmeId: course.id, userId: idOf(login), status: 'enrolled', source: 'open' });
  if (progress)
    await t.deps.db.insert(trainingUnitCompletions).values({ tenantId, unitId: course.unitId, userId: idOf(login), source: 'attendance' });
}

const ask = (as: LoginInfo | undefined, courseId: number, text: string, tenant?: typeof DONGCHENG) =>
  post(as, '/training/discussion/questions/ask', { courseType: 'programme', courseId, text }, tenant);
const answer = (as: LoginInfo, questionId: number, text: string) => post(as, '/training/discussion/questions/answer', { questionId, text });
const questions = async (as: LoginInfo, courseId: number, sort = 'helpful') =>
  (await get(as, '/training/discussion/questions', { courseType: 'programme', courseId: String(courseId), sort })).json()
    .data as CourseQuestionsPage;
const rate = (as: LoginInfo, courseId: number, stars: number, review = '', courseType = 'programme') =>
  post(as, '/training/discussion/ratings/save', { courseType, courseId, stars, review });
const summary = async (as: LoginInfo, courseId: number, courseType = 'programme') =>
  (await get(as, '/training/discussion/ratings/summary', { courseType, courseId: String(courseId) })).json().data;
const moderate = (as: LoginInfo, body: unknown) => post(as, '/training/manage/discussion/decide', body);
const notificationsOf = async (as: LoginInfo) =>
  (await get(as, '/notification/list', {})).json().data.records as Array<{ kind: string; params: Record<string, string>; link: string }>;

describe('questions and answers', () => {
  it('a teacher asks, the owner is told; the lecturer answers, marked, and the asker is told', async () => {
    const course = await programme('课堂提问的艺术 问答');
    const asked = await ask(who.teacher, course.id, '  第二讲的课件在哪里下载？  ');
    expect(asked.statusCode).toBe(200);
    const question = asked.json().data as CourseQuestion;
    expect(question).toMatchObject({ text: '第二讲的课件在哪里下载？', byLecturer: false, helpfulCount: 0, answers: [], hidden: null });
    await runQueuedJobs(t);
    expect((await notificationsOf(who.district_admin!))[0]).toMatchObject({
      kind: 'course.questionAsked',
      params: { name: '王芳', title: '课堂提问的艺术 问答', text: '第二讲的课件在哪里下载？' },
      link: `/training/common/${course.id}`,
    });

    // A colleague's answer is not the lecturer's and tells nobody.
    const colleague = (await answer(who.backbone!, question.id, '在第一讲的资料里')).json().data;
    expect(colleague.byLecturer).toBe(false);
    const lecturer = await answer(who.district_admin!, question.id, '已上传到第二讲，请刷新页面。');
    expect(lecturer.statusCode).toBe(200);
    expect(lecturer.json().data.byLecturer).toBe(true);
    await runQueuedJobs(t);
    const told = (await notificationsOf(who.teacher!)).filter((n) => n.kind === 'course.questionAnswered');
    expect(told).toEqual([
      expect.objectContaining({ params: { name: '赵磊', title: '课堂提问的艺术 问答' }, link: `/training/common/${course.id}` }),
    ]);

    // The lecturer's answer comes first however the votes fall.
    const page = await questions(who.teacher!, course.id);
    expect(page.records[0]!.answers.map((a) => a.text)).toEqual(['已上传到第二讲，请刷新页面。', '在第一讲的资料里']);
    expect(page).toMatchObject({ total: 1, isLecturer: false, canModerate: false });
    expect((await questions(who.district_admin!, course.id)).isLecturer).toBe(true);
  });

  it('helpful votes count once per person and order the questions; newest orders by time', async () => {
    const course = await programme('投票排序');
    const first = (await ask(who.teacher, course.id, '第一个问题')).json().data as CourseQuestion;
    const second = (await ask(who.backbone, course.id, '第二个问题')).json().data as CourseQuestion;
    for (let i = 0; i < 2; i++) {
      const vote = await post(who.expert, '/training/discussion/posts/helpful', { postId: first.id, helpful: true });
      expect(vote.json().data).toEqual({ postId: first.id, helpfulCount: 1, votedHelpful: true });
    }
    expect((await questions(who.teacher!, course.id)).records.map((q) => q.id)).toEqual([first.id, second.id]);
    expect((await questions(who.teacher!, course.id, 'newest')).records.map((q) => q.id)).toEqual([second.id, first.id]);
    expect((await questions(who.expert!, course.id)).records[0]!.votedHelpful).toBe(true);
    const back = await post(who.expert, '/training/discussion/posts/helpful', { postId: first.id, helpful: false });
    expect(back.json().data.helpfulCount).toBe(0);
  });

  it('refuses a text past the limit with 422 and writes nothing; counts characters, not UTF-16 units', async () => {
    const course = await programme('长度限制');
    const before = await countRows(t.deps.db, coursePosts);
    const tooLong = await ask(who.teacher, course.id, '问'.repeat(Limits.postText + 1));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ code: 4022, data: { issues: [{ path: 'body.text' }] } });
    expect((await ask(who.teacher, course.id, '   ')).statusCode).toBe(400);
    expect(await countRows(t.deps.db, coursePosts)).toBe(before);
    // An emoji is one character though two UTF-16 units.
    expect((await ask(who.teacher, course.id, '😀'.repeat(Limits.postText))).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After past the posting limit, and writes nothing more', async () => {
    const course = await programme('频率限制');
    for (let i = 0; i < Limits.postsPerWindow; i++) expect((await ask(who.idle, course.id, `问题 ${i}`)).statusCode).toBe(200);
    const before = await countRows(t.deps.db, coursePosts);
    const refused = await ask(who.idle, course.id, '再问一个');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 4029 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(t.deps.db, coursePosts)).toBe(before);
    // Another person is not held back.
    expect((await ask(who.newteacher, course.id, '我的问题')).statusCode).toBe(200);
  });

  it('is the same discussion nowhere else: another tenant, no session, a programme the caller may not see', async () => {
    const course = await programme('租户隔离');
    expect((await ask(who.dongchengTeacher, course.id, '跨区提问', DONGCHENG)).statusCode).toBe(404);
    expect(
      (
        await get(
          who.dongchengTeacher,
          '/training/discussion/questions',
          { courseType: 'programme', courseId: String(course.id) },
          DONGCHENG,
        )
      ).statusCode,
    ).toBe(404);
    expect((await ask(undefined, course.id, '无会话')).statusCode).toBe(401);
    const draft = await insertProgramme(t.deps.db, tenantId, office, idOf(who.district_admin!), { status: 'draft' });
    expect((await ask(who.teacher, draft.id, '草稿')).statusCode).toBe(404);
  });
});

describe('moderation', () => {
  it('staff hide with a reason (audited); hidden items vanish for teachers and stay marked for staff; a teacher may not hide', async () => {
    const course = await programme('隐藏');
    const question = (await ask(who.teacher, course.id, '不当内容')).json().data as CourseQuestion;
    const reported = await post(who.backbone, '/training/discussion/posts/report', { target: 'post', id: question.id, reason: '广告' });
    expect(reported.statusCode).toBe(200);
    await post(who.backbone, '/training/discussion/posts/report', { target: 'post', id: question.id });

    const list = await get(who.district_admin, '/training/manage/discussion', { state: 'reported' });
    expect(list.json().data.records[0]).toMatchObject({ target: 'post', id: question.id, kind: 'question', reportCount: 1, hidden: null });

    const byTeacher = await moderate(who.teacher!, { action: 'hide', target: 'post', id: question.id, reason: '我不想要' });
    expect(byTeacher.statusCode).toBe(403);
    const hidden = await moderate(who.district_admin!, { action: 'hide', target: 'post', id: question.id, reason: '广告内容' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.hidden).toMatchObject({ reason: '广告内容' });
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'course_post'), eq(auditLog.entityId, String(question.id))));
    expect(audits.map((a) => a.action)).toEqual(['training.course_post.hide']);

    expect((await questions(who.teacher!, course.id)).records).toEqual([]);
    expect((await answer(who.backbone!, question.id, '回答隐藏的问题')).statusCode).toBe(404);
    const staffView = await questions(who.district_admin!, course.id);
    expect(staffView.records[0]).toMatchObject({ id: question.id, hidden: { reason: '广告内容' }, reportCount: 1 });

    expect((await moderate(who.district_admin!, { action: 'unhide', target: 'post', id: question.id })).statusCode).toBe(200);
    expect((await questions(who.teacher!, course.id)).records.map((q) => q.id)).toEqual([question.id]);
    // A school admin moderates only their school's school-based training.
    expect((await moderate(who.school_admin!, { action: 'hide', target: 'post', id: question.id, reason: '越权' })).statusCode).toBe(403);
    // A reason is required to hide.
    expect((await moderate(who.district_admin!, { action: 'hide', target: 'post', id: question.id })).statusCode).toBe(400);
  });
});

describe('ratings', () => {
  it('only a teacher who took part rates, once, and may change it; the average and count follow', async () => {
    const course = await programme('评分');
    await enrol(course, who.teacher!, true);
    await enrol(course, who.backbone!, false);
    expect(await summary(who.backbone!, course.id)).toEqual({ average: null, count: 0, mine: null, canRate: false });
    const notYet = await rate(who.backbone!, course.id, 5);
    expect(notYet.statusCode).toBe(422);
    expect((await rate(who.expert!, course.id, 5)).statusCode).toBe(422);
    expect(await countRows(t.deps.db, courseRatings)).toBe(0);

    expect((await summary(who.teacher!, course.id)).canRate).toBe(true);
    expect((await rate(who.teacher!, course.id, 3, '还不错')).statusCode).toBe(200);
    await t.deps.db
      .insert(trainingUnitCompletions)
      .values({ tenantId, unitId: course.unitId, userId: idOf(who.backbone!), source: 'attendance' });
    expect((await rate(who.backbone!, course.id, 4)).statusCode).toBe(200);
    expect(await summary(who.teacher!, course.id)).toEqual({ average: 3.5, count: 2, mine: { stars: 3, review: '还不错' }, canRate: true });
    // Editing keeps one rating per teacher.
    expect((await rate(who.teacher!, course.id, 5, '改为五星')).statusCode).toBe(200);
    expect(await summary(who.teacher!, course.id)).toMatchObject({ average: 4.5, count: 2, mine: { stars: 5, review: '改为五星' } });
    // A catalogue page's cards read every average at once; a draft the caller may not open is left out.
    const draft = await insertProgramme(t.deps.db, tenantId, office, idOf(who.district_admin!), { status: 'draft' });
    const averages = await get(who.expert, '/training/discussion/ratings/averages', {
      courseType: 'programme',
      ids: `${course.id},${draft.id}`,
    });
    expect(averages.json().data).toEqual([{ courseId: course.id, average: 4.5, count: 2 }]);
    expect((await get(who.expert, '/training/discussion/ratings/averages', { courseType: 'programme', ids: 'x' })).statusCode).toBe(400);
    const reviews = (await get(who.expert, '/training/discussion/ratings', { courseType: 'programme', courseId: String(course.id) })).json()
      .data;
    expect(reviews.total).toBe(2);

    // Staff are not teachers: the rating route refuses them.
    expect((await rate(who.district_admin!, course.id, 1)).statusCode).toBe(403);
    // Too long a review: 422, nothing changed.
    expect((await rate(who.teacher!, course.id, 1, '评'.repeat(Limits.reviewText + 1))).statusCode).toBe(422);
    expect((await summary(who.teacher!, course.id)).mine.stars).toBe(5);

    // A hidden review leaves the average and the teachers' list.
    const mine = reviews.records.find((r: { author: { userId: number } }) => r.author.userId === idOf(who.backbone!));
    expect((await moderate(who.district_admin!, { action: 'hide', target: 'rating', id: mine.id, reason: '无关内容' })).statusCode).toBe(
      200,
    );
    expect(await summary(who.teacher!, course.id)).toMatchObject({ average: 5, count: 1 });
    const staffReviews = (
      await get(who.district_admin, '/training/discussion/ratings', { courseType: 'programme', courseId: String(course.id) })
    ).json().data;
    expect(staffReviews).toMatchObject({ total: 2, canModerate: true });
    expect(staffReviews.records.find((r: { id: number }) => r.id === mine.id).hidden).toMatchObject({ reason: '无关内容' });
    expect(
      (await get(who.expert, '/training/discussion/ratings', { courseType: 'programme', courseId: String(course.id) })).json().data.total,
    ).toBe(1);
  });

  it('an open class may be rated once its recording was opened', async () => {
    const [openClass] = await t.deps.db
      .select({ id: openClasses.id })
      .from(openClasses)
      .where(and(eq(openClasses.tenantId, tenantId), eq(openClasses.published, true)))
      .limit(1);
    const id = openClass!.id;
    expect((await rate(who.expert!, id, 4, '', 'openClass')).statusCode).toBe(422);
    expect((await get(who.expert, `/training/openClasses/${id}/mediaLink`, {})).statusCode).toBe(200);
    expect((await summary(who.expert!, id, 'openClass')).canRate).toBe(true);
    expect((await rate(who.expert!, id, 4, '很好的示范', 'openClass')).statusCode).toBe(200);
    expect(await summary(who.expert!, id, 'openClass')).toMatchObject({ average: 4, count: 1 });
  });
});
