import type { Bank } from '@yanxiu/contract/assessment-banks';
import type { AttemptView, ExamAttemptRow, ManagedExam, PaperPreview, TeacherExam } from '@yanxiu/contract/assessment-exams';
import { ApiPaths } from '@yanxiu/contract/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAllRows } from '@server-test/support/db-state';
import {
  api,
  createExamProgramme,
  createTestBank,
  dataOf,
  examInput,
  publishedExam,
  type Caller,
} from '@server-test/support/assessment-exam-fixtures';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';

// Staff setting exams up through the real app: a programme's exam unit or a school's own exam, fixed and random papers
// (a rule short of questions named), the version guard, the paper kept once attempts exist, and the refusals.

let t: TestApp;
const who: Record<string, Caller> = {};
let bank: { bankId: number; questionIds: number[] };
let demoBankId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin']) who[name] = { login: await t.login(name) };
  who.otherTenant = { login: await t.login('district_admin', DONGCHENG), tenant: DONGCHENG };
  bank = await createTestBank(t, who.district_admin!, '组卷测试题库');
  const banks = dataOf<{ records: Bank[] }>(await api(t).get(who.district_admin!, ApiPaths.assessmentBanks, { keyword: '专业知识' }));
  demoBankId = banks.records[0]!.bankId;
});
afterAll(() => t.close());

type Api = ReturnType<typeof api>;
const get: Api['get'] = (...args) => api(t).get(...args);
const post: Api['post'] = (...args) => api(t).post(...args);

const randomPaper = (count: number, tags: string[] = []) => ({
  mode: 'random' as const,
  rules: [
    { bankId: demoBankId, tags, difficulties: [], kinds: ['single' as const], count, pointsEach: 5 },
    { bankId: demoBankId, tags: [], difficulties: [], kinds: ['true_false' as const], count: 2, pointsEach: 5 },
  ],
});

describe('exams of programme units', () => {
  it('creates a draft on an exam unit, saves it at its version, publishes it and lists it', async () => {
    const { programme, unitId } = await createExamProgramme(t, who.district_admin!, { title: '组卷：固定试卷' });
    const draft = dataOf<ManagedExam>(
      await post(who.district_admin!, ApiPaths.assessmentManageSaveExam, examInput({ kind: 'unit', unitId }, bank.questionIds)),
    );
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      programmeId: programme.id,
      totalPoints: 50,
      questionCount: 5,
      attemptCount: 0,
    });
    expect(draft.paper.mode === 'fixed' && draft.paper.items.map((item) => item.kind)).toEqual([
      'single',
      'multiple',
      'true_false',
      'fill_blank',
      'short_answer',
    ]);

    const saved = dataOf<ManagedExam>(
      await post(who.district_admin!, ApiPaths.assessmentManageSaveExam, {
        ...examInput({ kind: 'unit', unitId }, bank.questionIds.slice(0, 2), { title: '结业考试（修订）' }),
        examId: draft.id,
        version: 1,
      }),
    );
    expect(saved).toMatchObject({ version: 2, title: '结业考试（修订）', totalPoints: 20 });
    const stale = await post(who.district_admin!, ApiPaths.assessmentManageSaveExam, {
      ...examInput({ kind: 'unit', unitId }, bank.questionIds),
      examId: draft.id,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);

    const published = dataOf<ManagedExam>(
      await post(who.district_admin!, ApiPaths.assessmentManagePublishExam, { examId: draft.id, version: 2 }),
    );
    expect(published.status).toBe('published');
    expect((await post(who.district_admin!, ApiPaths.assessmentManagePublishExam, { examId: draft.id, version: 3 })).statusCode).toBe(409);
    const list = dataOf<{ records: ManagedExam[] }>(
      await get(who.district_admin!, ApiPaths.assessmentManageExams, { programmeId: programme.id }),
    );
    expect(list.records.map((exam) => exam.id)).toEqual([draft.id]);
    // One exam per unit.
    const second = await post(
      who.district_admin!,
      ApiPaths.assessmentManageSaveExam,
      examInput({ kind: 'unit', unitId }, bank.questionIds),
    );
    expect(second.statusCode).toBe(409);
  });

  it('refuses bad settings with nothing written: a unit not of kind exam, unknown questions, a window ending first', async () => {
    const { programme } = await createExamProgramme(t, who.district_admin!, { title: '组卷：错误输入', withOffline: true });
    const offlineUnit = programme.units.find((unit) => unit.kind === 'offline')!.id;
    const examUnit = programme.units.find((unit) => unit.kind === 'exam')!.id;
    const before = await countAllRows(t.deps.db);
    const notExam = await post(
      who.district_admin!,
      ApiPaths.assessmentManageSaveExam,
      examInput({ kind: 'unit', unitId: offlineUnit }, bank.questionIds),
    );
    expect(notExam.statusCode).toBe(422);
    expect(notExam.json().data.issues[0].path).toBe('body.placement.unitId');
    const unknown = await post(
      who.district_admin!,
      ApiPaths.assessmentManageSaveExam,
      examInput({ kind: 'unit', unitId: examUnit }, [999_999]),
    );
    expect([unknown.statusCode, unknown.json().data.issues[0].path]).toEqual([422, 'body.paper.items.0.questionId']);
    const window = await post(
      who.district_admin!,
      ApiPaths.assessmentManageSaveExam,
      examInput({ kind: 'unit', unitId: examUnit }, bank.questionIds, { closesAt: '2020-01-01T00:00:00Z' }),
    );
    expect(window.statusCode).toBe(400);
    const twice = await post(
      who.district_admin!,
      ApiPaths.assessmentManageSaveExam,
      examInput({ kind: 'unit', unitId: examUnit }, [bank.questionIds[0]!, bank.questionIds[0]!]),
    );
    expect(twice.statusCode).toBe(400);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });

  it('keeps exams to the staff who manage them', async () => {
    const { unitId } = await createExamProgramme(t, who.district_admin!, { title: '组卷：权限' });
    const exam = await publishedExam(t, who.district_admin!, examInput({ kind: 'unit', unitId }, bank.questionIds));
    expect((await get({}, ApiPaths.assessmentManageExam, { examId: exam.id })).statusCode).toBe(401);
    expect((await get(who.teacher!, ApiPaths.assessmentManageExam, { examId: exam.id })).statusCode).toBe(403);
    expect((await get(who.school_admin!, ApiPaths.assessmentManageExam, { examId: exam.id })).statusCode).toBe(404);
    expect((await get(who.otherTenant!, ApiPaths.assessmentManageExam, { examId: exam.id })).statusCode).toBe(404);
    // A school admin may not put an exam on the district's programme.
    const before = await countAllRows(t.deps.db);
    const { unitId: other } = await createExamProgramme(t, who.district_admin!, { title: '组卷：他人项目' });
    const snapshot = await countAllRows(t.deps.db);
    expect(
      (await post(who.school_admin!, ApiPaths.assessmentManageSaveExam, examInput({ kind: 'unit', unitId: other }, bank.questionIds)))
        .statusCode,
    ).toBe(403);
    expect(await countAllRows(t.deps.db)).toEqual(snapshot);
    expect(before).not.toEqual(snapshot);
  });
});

describe('random papers', () => {
  it('previews a paper drawn by the rules from the demo bank, the same for the same seed, and names a rule short of questions', async () => {
    const { unitId } = await createExamProgramme(t, who.district_admin!, { title: '组卷：随机' });
    const draft = dataOf<ManagedExam>(
      await post(who.district_admin!, ApiPaths.assessmentManageSaveExam, {
        ...examInput({ kind: 'unit', unitId }, []),
        paper: randomPaper(3),
      }),
    );
    expect(draft).toMatchObject({ totalPoints: 25, questionCount: 5 });
    const preview = dataOf<PaperPreview>(
      await post(who.district_admin!, ApiPaths.assessmentManagePreviewPaper, { examId: draft.id, seed: 7 }),
    );
    expect(preview.questions.map((question) => question.kind)).toEqual(['single', 'single', 'single', 'true_false', 'true_false']);
    expect(preview.totalPoints).toBe(25);
    expect(JSON.stringify(preview)).not.toContain('"correct"');
    expect(
      dataOf<PaperPreview>(await post(who.district_admin!, ApiPaths.assessmentManagePreviewPaper, { examId: draft.id, seed: 7 })),
    ).toEqual(preview);

    const short = dataOf<ManagedExam>(
      await post(who.district_admin!, ApiPaths.assessmentManageSaveExam, {
        ...examInput({ kind: 'unit', unitId }, []),
        paper: randomPaper(50),
        examId: draft.id,
        version: draft.version,
      }),
    );
    const refused = await post(who.district_admin!, ApiPaths.assessmentManagePublishExam, { examId: short.id, version: short.version });
    expect([refused.statusCode, refused.json().code, refused.json().data.issues[0].path]).toEqual([422, 4966, 'body.paper.rules.0']);
    expect(refused.json().msg).toContain('50');
  });

  it('keeps the paper once a teacher has started, and the questions on it in their bank', async () => {
    const { programme, unitId } = await createExamProgramme(t, who.district_admin!, { title: '组卷：锁定' });
    const exam = await publishedExam(t, who.district_admin!, examInput({ kind: 'unit', unitId }, bank.questionIds.slice(0, 3)));
    dataOf(await post(who.teacher!, ApiPaths.trainingEnrol, { programmeId: programme.id }));
    const attempt = dataOf<AttemptView>(await post(who.teacher!, ApiPaths.assessmentStartAttempt, { examId: exam.id }));

    const locked = await post(who.district_admin!, ApiPaths.assessmentManageSaveExam, {
      ...examInput({ kind: 'unit', unitId }, bank.questionIds.slice(0, 2)),
      examId: exam.id,
      version: exam.version,
    });
    expect([locked.statusCode, locked.json().code]).toEqual([409, 4965]);
    const retitled = dataOf<ManagedExam>(
      await post(who.district_admin!, ApiPaths.assessmentManageSaveExam, {
        ...examInput({ kind: 'unit', unitId }, bank.questionIds.slice(0, 3), { title: '改个标题' }),
        examId: exam.id,
        version: exam.version,
      }),
    );
    expect(retitled).toMatchObject({ title: '改个标题', attemptCount: 1 });
    const removal = await post(who.district_admin!, ApiPaths.assessmentRemoveQuestion, { questionId: bank.questionIds[0], version: 1 });
    expect(removal.statusCode).toBe(409);

    const attempts = dataOf<{ records: ExamAttemptRow[] }>(
      await get(who.district_admin!, ApiPaths.assessmentManageExamAttempts, { examId: exam.id }),
    );
    expect(attempts.records).toEqual([expect.objectContaining({ id: attempt.id, teacherName: '王芳', status: 'open', number: 1 })]);
  });
});

describe('a school’s own exam', () => {
  it('is sat by the school’s teachers only', async () => {
    const school = await schoolOf('school_admin');
    // The district's own bank is not shared down: the school's staff cannot put its questions on a paper.
    const unshared = await post(
      who.school_admin!,
      ApiPaths.assessmentManageSaveExam,
      examInput({ kind: 'school', schoolId: school }, bank.questionIds),
    );
    expect(unshared.statusCode).toBe(404);
    const shared = dataOf<{ records: Array<{ questionId: number }> }>(
      await get(who.school_admin!, ApiPaths.assessmentQuestions, { bankId: demoBankId, kind: 'true_false' }),
    );
    const exam = await publishedExam(
      t,
      who.school_admin!,
      examInput({ kind: 'school', schoolId: school }, [shared.records[0]!.questionId]),
    );
    expect(dataOf<TeacherExam>(await get(who.teacher!, ApiPaths.assessmentExam, { examId: exam.id }))).toMatchObject({
      blocker: null,
      programmeId: null,
    });
    expect((await get(who.backbone!, ApiPaths.assessmentExam, { examId: exam.id })).statusCode).toBe(404);
    const other = await post(
      who.school_admin!,
      ApiPaths.assessmentManageSaveExam,
      examInput({ kind: 'school', schoolId: await schoolOf('backbone') }, bank.questionIds),
    );
    expect(other.statusCode).toBe(403);
  });
});

/** The school of a demo account of the demo tenant. */
async function schoolOf(username: string): Promise<number> {
  const result = (await t.deps.db.execute(
    sql`select u.org_unit_id as id from users u join tenants t on t.id = u.tenant_id where u.username = ${username} and t.app_id = 'yxdemo'`,
  )) as unknown as { rows: Array<{ id: number | string }> };
  return Number(result.rows[0]!.id);
}
