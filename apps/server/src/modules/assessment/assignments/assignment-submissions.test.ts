import type { LoginInfo } from '@yanxiu/contract/auth';
import type {
  PeerReviewOffer,
  QueuedSubmission,
  Showcase,
  TeacherAssignment,
  TutorSubmission,
} from '@yanxiu/contract/assessment-assignments';
import { ApiPaths } from '@yanxiu/contract/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentInput, createAssignmentProgramme, publishedAssignment } from '@server-test/support/assessment-assignment-fixtures';
import { api, dataOf, HOUR, isoIn, type Caller } from '@server-test/support/assessment-exam-fixtures';
import { countAllRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { uploadAs } from '@server/modules/training/training.fixtures';
import { assignmentGradesOf } from '../assessment.public';

// Submitting and tutoring assignments through the real app: drafts and rounds, the late policies, a tutor's grade by
// the rubric completing the unit, a return and a resubmission, decisions that crossed answering 409, peer review
// without names, excellent work in the showcase, and everyone else refused with nothing written.

let t: TestApp;
const who: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'newteacher', 'backbone', 'school_admin', 'district_admin']) who[name] = { login: await t.login(name) };
  who.otherTenant = { login: await t.login('teacher', DONGCHENG), tenant: DONGCHENG };
});
afterAll(() => t.close());

const post = (caller: Caller, path: string, body: unknown) => api(t).post(caller, path, body);
const get = (caller: Caller, path: string, query: Record<string, string | number>) => api(t).get(caller, path, query);
const tutor = () => who.district_admin!;
const userIdOf = (caller: Caller) => Number((caller.login as LoginInfo).userId);
const rowsOf = async <T>(statement: ReturnType<typeof sql>) => ((await t.deps.db.execute(statement)) as unknown as { rows: T[] }).rows;

/** A published assignment on a new programme, the teachers named enrolled. */
async function assignmentFor(title: string, enrolled: Caller[], overrides: Parameters<typeof assignmentInput>[1] = {}) {
  const { programme, unitId } = await createAssignmentProgramme(t, tutor(), title);
  const assignment = await publishedAssignment(t, tutor(), assignmentInput(unitId, overrides));
  for (const teacher of enrolled) dataOf(await post(teacher, ApiPaths.trainingEnrol, { programmeId: programme.id }));
  return { programme, unitId, assignment };
}

/** Saves a draft and submits it; answers the teacher's view after submitting. */
async function submitWork(teacher: Caller, assignmentId: number, text = '<p>我的教学设计</p>', fileIds: string[] = []) {
  const draft = dataOf<TeacherAssignment>(await post(teacher, ApiPaths.assessmentSaveSubmissionDraft, { assignmentId, text, fileIds }));
  const round = draft.rounds.at(-1)!.round;
  return dataOf<TeacherAssignment>(await post(teacher, ApiPaths.assessmentSubmitSubmission, { assignmentId, round }));
}

const queueOf = async (assignmentId: number, filter: 'waiting' | 'all' = 'waiting') =>
  dataOf<{ records: QueuedSubmission[] }>(await get(tutor(), ApiPaths.assessmentSubmissionQueue, { assignmentId, filter })).records;

describe('teachers submitting', () => {
  it('saves a draft with a file, submits it, and lists it for the tutor; the round is then locked (409, code 4975)', async () => {
    const { assignment } = await assignmentFor('作业提交', [who.teacher!]);
    const fileId = await uploadAs(t, who.teacher!.login!, 'document');
    const draft = dataOf<TeacherAssignment>(
      await post(who.teacher!, ApiPaths.assessmentSaveSubmissionDraft, {
        assignmentId: assignment.id,
        text: '<p>设计</p><img src=x onerror=alert(1)>',
        fileIds: [fileId],
      }),
    );
    expect(draft).toMatchObject({ state: 'draft', submitBlocker: null, rounds: [{ round: 1, status: 'draft', files: [{ id: fileId }] }] });
    expect(draft.rounds[0]!.text).not.toContain('onerror');
    const submitted = dataOf<TeacherAssignment>(
      await post(who.teacher!, ApiPaths.assessmentSubmitSubmission, { assignmentId: assignment.id, round: 1 }),
    );
    expect(submitted).toMatchObject({
      state: 'submitted',
      submitBlocker: 'waiting_for_tutor',
      rounds: [{ status: 'submitted', late: false }],
    });
    const locked = await post(who.teacher!, ApiPaths.assessmentSaveSubmissionDraft, {
      assignmentId: assignment.id,
      text: '<p>再改</p>',
      fileIds: [],
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe(4975);
    expect((await queueOf(assignment.id)).map((row) => row.submissionId)).toEqual([submitted.submissionId]);
  });

  it('refuses a teacher not enrolled (403, code 4979), another tenant (404), no session (401) and staff (403), writing nothing', async () => {
    const { assignment } = await assignmentFor('作业拒绝', []);
    const body = { assignmentId: assignment.id, text: '<p>x</p>', fileIds: [] };
    const before = await countAllRows(t.deps.db);
    const notEnrolled = await post(who.teacher!, ApiPaths.assessmentSaveSubmissionDraft, body);
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().code).toBe(4979);
    expect((await post(who.otherTenant!, ApiPaths.assessmentSaveSubmissionDraft, body)).statusCode).toBe(404);
    expect((await post({}, ApiPaths.assessmentSaveSubmissionDraft, body)).statusCode).toBe(401);
    expect((await post(tutor(), ApiPaths.assessmentSaveSubmissionDraft, body)).statusCode).toBe(403);
    expect((await post(who.teacher!, ApiPaths.assessmentSaveSubmissionDraft, { ...body, text: 5 })).statusCode).toBe(400);
    expect(await countAllRows(t.deps.db)).toEqual(before);
    const view = dataOf<TeacherAssignment>(await get(who.teacher!, ApiPaths.assessmentAssignment, { assignmentId: assignment.id }));
    expect(view).toMatchObject({ state: 'not_started', submitBlocker: 'not_enrolled', rounds: [] });
  });

  it('refuses another teacher’s file (422 naming it)', async () => {
    const { assignment } = await assignmentFor('作业文件', [who.teacher!]);
    const theirs = await uploadAs(t, who.newteacher!.login!, 'document');
    const refused = await post(who.teacher!, ApiPaths.assessmentSaveSubmissionDraft, {
      assignmentId: assignment.id,
      text: '',
      fileIds: [theirs],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.issues).toEqual([{ path: 'body.fileIds.0', message: expect.any(String) }]);
  });

  it('applies the late policies: refuse (422, code 4971), accept marked late, penalty off the score', async () => {
    const past = { opensAt: isoIn(-3 * HOUR), dueAt: isoIn(-HOUR) };
    const refusing = await assignmentFor('迟交拒绝', [who.teacher!], { ...past, latePolicy: 'refuse' });
    const refused = await post(who.teacher!, ApiPaths.assessmentSaveSubmissionDraft, {
      assignmentId: refusing.assignment.id,
      text: '<p>x</p>',
      fileIds: [],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe(4971);
    const accepting = await assignmentFor('迟交接受', [who.teacher!], { ...past, latePolicy: 'accept' });
    expect((await submitWork(who.teacher!, accepting.assignment.id)).rounds[0]!.late).toBe(true);
    const penalising = await assignmentFor('迟交扣分', [who.teacher!], { ...past, latePolicy: 'penalty', latePenaltyPercent: 20 });
    const mine = await submitWork(who.teacher!, penalising.assignment.id);
    const graded = dataOf<TutorSubmission>(
      await post(tutor(), ApiPaths.assessmentDecideSubmission, {
        decision: 'grade',
        submissionId: mine.submissionId,
        round: 1,
        rubricPoints: [50, 30],
        feedback: '不错',
      }),
    );
    expect(graded.rounds[0]!.decision).toMatchObject({ rawScore: 80, score: 64 });
    expect(graded.counted).toEqual({ score: 64, passed: true, round: 1 });
  });
});

describe('tutors deciding', () => {
  it('grades by the rubric: the pass completes the unit, the teacher is told, the grade book reads it', async () => {
    const { assignment, unitId, programme } = await assignmentFor('作业评分', [who.teacher!]);
    const mine = await submitWork(who.teacher!, assignment.id);
    const over = await post(tutor(), ApiPaths.assessmentDecideSubmission, {
      decision: 'grade',
      submissionId: mine.submissionId,
      round: 1,
      rubricPoints: [70, 30],
      feedback: '',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().data.issues).toEqual([{ path: 'body.rubricPoints.0', message: expect.any(String) }]);
    const graded = dataOf<TutorSubmission>(
      await post(tutor(), ApiPaths.assessmentDecideSubmission, {
        decision: 'grade',
        submissionId: mine.submissionId,
        round: 1,
        rubricPoints: [50, 30],
        feedback: '目标清楚',
      }),
    );
    expect(graded).toMatchObject({ status: 'graded', counted: { score: 80, passed: true, round: 1 } });
    const completions = await rowsOf<{ source: string }>(
      sql`select source from training_unit_completions where unit_id = ${unitId} and user_id = ${userIdOf(who.teacher!)}`,
    );
    expect(completions).toEqual([{ source: 'assignment' }]);
    const told = await rowsOf<{ kind: string }>(
      sql`select kind from notification_messages where object_ref = ${`assessment_assignment:${assignment.id}`}`,
    );
    expect(told.map((row) => row.kind)).toEqual(['assignment.graded']);
    const view = dataOf<TeacherAssignment>(await get(who.teacher!, ApiPaths.assessmentAssignmentOfUnit, { unitId }));
    expect(view).toMatchObject({ state: 'graded', counted: { score: 80, passed: true }, submitBlocker: 'graded' });
    expect(view.rounds[0]!.decision).toMatchObject({ feedback: '目标清楚', rubricPoints: [50, 30] });
    const book = await assignmentGradesOf(t.deps.db, await tenantOf(), programme.id, [userIdOf(who.teacher!), userIdOf(who.newteacher!)]);
    expect(book.assignments.map((row) => row.assignmentId)).toEqual([assignment.id]);
    expect(book.grades).toEqual([
      { assignmentId: assignment.id, userId: userIdOf(who.teacher!), state: 'graded', score: 80, passed: true },
    ]);
  });

  it('returns for resubmission; the teacher writes a second round; a decision on the old round answers 409 (code 4972)', async () => {
    const { assignment } = await assignmentFor('作业退回', [who.teacher!]);
    const mine = await submitWork(who.teacher!, assignment.id);
    const noFeedback = await post(tutor(), ApiPaths.assessmentDecideSubmission, {
      decision: 'return',
      submissionId: mine.submissionId,
      round: 1,
      feedback: '',
    });
    expect(noFeedback.statusCode).toBe(400);
    dataOf(
      await post(tutor(), ApiPaths.assessmentDecideSubmission, {
        decision: 'return',
        submissionId: mine.submissionId,
        round: 1,
        feedback: '请补充过程',
      }),
    );
    const returned = dataOf<TeacherAssignment>(await get(who.teacher!, ApiPaths.assessmentAssignment, { assignmentId: assignment.id }));
    expect(returned).toMatchObject({
      state: 'returned',
      submitBlocker: null,
      rounds: [{ status: 'returned', decision: { feedback: '请补充过程' } }],
    });
    const again = await submitWork(who.teacher!, assignment.id, '<p>补充后的设计</p>');
    expect(again.rounds.map((round) => [round.round, round.status])).toEqual([
      [1, 'returned'],
      [2, 'submitted'],
    ]);
    const stale = await post(tutor(), ApiPaths.assessmentDecideSubmission, {
      decision: 'grade',
      submissionId: mine.submissionId,
      round: 1,
      rubricPoints: [60, 40],
      feedback: '',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(4972);
    // Two tutors deciding the same round at once: one decides, the other answers 409.
    const decide = () =>
      post(tutor(), ApiPaths.assessmentDecideSubmission, {
        decision: 'return',
        submissionId: mine.submissionId,
        round: 2,
        feedback: '再改',
      });
    const answers = await Promise.all([decide(), decide()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    // One resubmission was allowed: the second return leaves none.
    const view = dataOf<TeacherAssignment>(await get(who.teacher!, ApiPaths.assessmentAssignment, { assignmentId: assignment.id }));
    expect(view.submitBlocker).toBe('no_resubmissions_left');
  });

  it('hides a submission from tutors who do not manage it and from teachers (404 / 403)', async () => {
    const { assignment } = await assignmentFor('作业隔离', [who.teacher!]);
    const mine = await submitWork(who.teacher!, assignment.id);
    expect((await get(who.school_admin!, ApiPaths.assessmentTutorSubmission, { submissionId: mine.submissionId! })).statusCode).toBe(404);
    expect((await get(who.newteacher!, ApiPaths.assessmentTutorSubmission, { submissionId: mine.submissionId! })).statusCode).toBe(403);
    const before = await countAllRows(t.deps.db);
    const body = { decision: 'grade', submissionId: mine.submissionId, round: 1, rubricPoints: [60, 40], feedback: '' };
    expect((await post(who.school_admin!, ApiPaths.assessmentDecideSubmission, body)).statusCode).toBe(404);
    expect((await post(who.otherTenant!, ApiPaths.assessmentDecideSubmission, body)).statusCode).toBe(403);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });
});

describe('the tutors’ queue filters', () => {
  it('keeps the submissions of one state (waiting, returned, graded, excellent, all) and of one school', async () => {
    const { assignment } = await assignmentFor('作业筛选', [who.teacher!, who.newteacher!, who.backbone!]);
    const [graded, returned, waiting] = [who.teacher!, who.newteacher!, who.backbone!];
    const gradedWork = await submitWork(graded, assignment.id);
    const returnedWork = await submitWork(returned, assignment.id);
    const waitingWork = await submitWork(waiting, assignment.id);
    const decide = async (body: Record<string, unknown>) => dataOf(await post(tutor(), ApiPaths.assessmentDecideSubmission, body));
    await decide({ decision: 'grade', submissionId: gradedWork.submissionId, round: 1, rubricPoints: [60, 40], feedback: '好' });
    await decide({ decision: 'return', submissionId: returnedWork.submissionId, round: 1, feedback: '请补充' });
    dataOf(await post(tutor(), ApiPaths.assessmentMarkExcellent, { submissionId: gradedWork.submissionId, excellent: true }));

    const idsOf = async (query: Record<string, string | number>) =>
      dataOf<{ records: QueuedSubmission[] }>(
        await get(tutor(), ApiPaths.assessmentSubmissionQueue, { assignmentId: assignment.id, ...query }),
      ).records.map((row) => row.submissionId);
    expect(await idsOf({ filter: 'waiting' })).toEqual([waitingWork.submissionId]);
    expect(await idsOf({ filter: 'returned' })).toEqual([returnedWork.submissionId]);
    expect(await idsOf({ filter: 'graded' })).toEqual([gradedWork.submissionId]);
    expect(await idsOf({ filter: 'excellent' })).toEqual([gradedWork.submissionId]);
    expect((await idsOf({ filter: 'all' })).sort()).toEqual(
      [gradedWork.submissionId, returnedWork.submissionId, waitingWork.submissionId].sort(),
    );
    // A returned teacher reworking (the next round's draft) is still among the returned.
    dataOf(await post(returned, ApiPaths.assessmentSaveSubmissionDraft, { assignmentId: assignment.id, text: '<p>改</p>', fileIds: [] }));
    expect(await idsOf({ filter: 'returned' })).toEqual([returnedWork.submissionId]);

    const schools = await rowsOf<{ id: string; school: string }>(
      sql`select u.id, u.org_unit_id as school from users u join tenants on tenants.id = u.tenant_id and tenants.app_id = 'yxdemo' where u.id in (${userIdOf(graded)}, ${userIdOf(returned)}, ${userIdOf(waiting)})`,
    );
    const schoolOf = new Map(schools.map((row) => [Number(row.id), Number(row.school)]));
    const gradedSchool = schoolOf.get(userIdOf(graded))!;
    const inSchool = [gradedWork, returnedWork, waitingWork]
      .filter((_, index) => schoolOf.get(userIdOf([graded, returned, waiting][index]!)) === gradedSchool)
      .map((work) => work.submissionId)
      .sort();
    expect((await idsOf({ filter: 'all', schoolId: gradedSchool })).sort()).toEqual(inSchool);
    expect(await idsOf({ filter: 'all', schoolId: 999_999 })).toEqual([]);
    expect((await get(tutor(), ApiPaths.assessmentSubmissionQueue, { assignmentId: assignment.id, filter: 'late' })).statusCode).toBe(400);
  });
});

describe('peer review and excellent work', () => {
  it('hands out another’s submission without its author, the same when asked again; the author reads it without the name', async () => {
    const { assignment, programme } = await assignmentFor('作业互评', [who.teacher!, who.newteacher!, who.backbone!], {
      peerReview: { reviewers: 1, dueAt: null },
    });
    const early = await post(who.teacher!, ApiPaths.assessmentRequestPeerReview, { assignmentId: assignment.id });
    expect(early.statusCode).toBe(409);
    const mine = await submitWork(who.teacher!, assignment.id, '<p>甲的设计</p>');
    expect(
      dataOf<PeerReviewOffer>(await post(who.teacher!, ApiPaths.assessmentRequestPeerReview, { assignmentId: assignment.id })).task,
    ).toBeNull();
    const theirs = await submitWork(who.newteacher!, assignment.id, '<p>乙的设计</p>');
    const offer = dataOf<PeerReviewOffer>(await post(who.teacher!, ApiPaths.assessmentRequestPeerReview, { assignmentId: assignment.id }));
    expect(offer.task).toMatchObject({ status: 'open', text: '<p>乙的设计</p>' });
    expect(JSON.stringify(offer)).not.toContain((who.newteacher!.login as LoginInfo).userId);
    const againOffer = dataOf<PeerReviewOffer>(
      await post(who.teacher!, ApiPaths.assessmentRequestPeerReview, { assignmentId: assignment.id }),
    );
    expect(againOffer.task!.reviewId).toBe(offer.task!.reviewId);
    // Another teacher may not read or write it.
    expect((await get(who.backbone!, ApiPaths.assessmentPeerReview, { reviewId: offer.task!.reviewId })).statusCode).toBe(404);
    const review = { reviewId: offer.task!.reviewId, rubricPoints: [40, 30], comment: '结构清楚' };
    dataOf(await post(who.teacher!, ApiPaths.assessmentSubmitPeerReview, review));
    const twice = await post(who.teacher!, ApiPaths.assessmentSubmitPeerReview, review);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe(4976);
    const authorView = dataOf<TeacherAssignment>(
      await get(who.newteacher!, ApiPaths.assessmentAssignment, { assignmentId: assignment.id }),
    );
    expect(authorView.peerReviews).toEqual([{ rubricPoints: [40, 30], score: 70, comment: '结构清楚', reviewedAt: expect.any(String) }]);
    const tutorView = dataOf<TutorSubmission>(
      await get(tutor(), ApiPaths.assessmentTutorSubmission, { submissionId: theirs.submissionId! }),
    );
    expect(tutorView.peerReviews).toEqual([expect.objectContaining({ score: 70, reviewerName: expect.any(String) })]);

    // Excellent work: only graded work; then the programme's teachers see it with its author.
    const ungraded = await post(tutor(), ApiPaths.assessmentMarkExcellent, { submissionId: mine.submissionId, excellent: true });
    expect(ungraded.statusCode).toBe(409);
    expect(ungraded.json().code).toBe(4978);
    dataOf(
      await post(tutor(), ApiPaths.assessmentDecideSubmission, {
        decision: 'grade',
        submissionId: mine.submissionId,
        round: 1,
        rubricPoints: [60, 40],
        feedback: '优秀',
      }),
    );
    const marked = dataOf<TutorSubmission>(
      await post(tutor(), ApiPaths.assessmentMarkExcellent, { submissionId: mine.submissionId, excellent: true }),
    );
    expect(marked.excellent).toBe(true);
    const showcase = dataOf<Showcase>(await get(who.backbone!, ApiPaths.assessmentShowcase, { programmeId: programme.id }));
    expect(showcase.items).toEqual([expect.objectContaining({ submissionId: mine.submissionId, text: '<p>甲的设计</p>', score: 100 })]);
    expect((await get(who.otherTenant!, ApiPaths.assessmentShowcase, { programmeId: programme.id })).statusCode).toBe(404);
  });
});

describe('files read through their assignment', () => {
  it('serves an attachment to enrolled teachers and a submission’s file to its author, its tutor and its peer reviewer only', async () => {
    const attachment = await uploadAs(t, tutor().login!, 'document');
    const { assignment } = await assignmentFor('作业文件读取', [who.teacher!, who.newteacher!], {
      attachmentFileIds: [attachment],
      peerReview: { reviewers: 1, dueAt: null },
    });
    const read = (caller: Caller, fileId: string) =>
      t.call('GET', ApiPaths.assessmentAssignmentFile.replace(':id', fileId), {
        token: caller.login!.access_token,
        ...(caller.tenant ? { tenant: caller.tenant } : {}),
        query: { assignmentId: String(assignment.id) },
      });
    expect((await read(who.teacher!, attachment)).statusCode).toBe(200);
    expect((await read(who.backbone!, attachment)).statusCode).toBe(404);
    expect((await read(who.otherTenant!, attachment)).statusCode).toBe(404);
    const work = await uploadAs(t, who.teacher!.login!, 'document');
    await submitWork(who.teacher!, assignment.id, '<p>带附件的设计</p>', [work]);
    expect((await read(who.teacher!, work)).statusCode).toBe(200);
    expect((await read(tutor(), work)).statusCode).toBe(200);
    expect((await read(who.newteacher!, work)).statusCode).toBe(404);
    expect((await read(who.school_admin!, work)).statusCode).toBe(404);
    await submitWork(who.newteacher!, assignment.id);
    const offer = dataOf<PeerReviewOffer>(
      await post(who.newteacher!, ApiPaths.assessmentRequestPeerReview, { assignmentId: assignment.id }),
    );
    expect(offer.task!.files.map((file) => file.id)).toEqual([work]);
    expect((await read(who.newteacher!, work)).statusCode).toBe(200);
  });
});

async function tenantOf() {
  const rows = await rowsOf<{ id: number }>(sql`select id from tenants where app_id = 'yxdemo'`);
  return rows[0]!.id as never;
}
