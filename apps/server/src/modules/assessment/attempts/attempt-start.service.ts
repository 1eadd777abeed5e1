import type { AttemptView, SchoolExamList, TeacherExam } from '@yanxiu/contract/assessment-exams';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import { eventScopeOf } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { attemptDeadlineQueue } from '../assessment.queues';
import { countedAttemptOf } from '@server/modules/assessment/exams/answer-grading';
import { drawOrRefuse, fixedPaperQuestions } from '@server/modules/assessment/exams/exam-paper';
import { storedPaperOf } from '@server/modules/assessment/exams/exam-view';
import { findExamOfUnit, listSchoolExamsFor, type ExamRow } from '@server/modules/assessment/exams/exams.repository';
import { arrangePaper, versionsOf } from '@server/modules/assessment/exams/paper-arrange';
import { newSeed } from '@server/modules/assessment/exams/paper-draw';
import { BLOCKER_ERRORS, examToSit, startBlockerOf } from './attempt-access';
import { closeIfExpired } from './attempt-close';
import { attemptViewOf, revealed } from './attempt-view';
import { attemptsOf, findAttempt, insertAttempt, type AttemptRow } from './attempts.repository';

// A teacher's exam page and starting an attempt. Both first submit an attempt whose time ran out, so the page never
// shows an attempt open past its deadline, whether or not the deadline job has run.

/** The teacher's attempts after closing an expired open one (in the caller's transaction). */
async function settledAttempts(ctx: RequestContext, tx: Executor, exam: ExamRow, now: Date): Promise<AttemptRow[]> {
  const attempts = await attemptsOf(tx, ctx.tenantId, exam.id, ctx.actor.userId);
  const open = attempts.find((attempt) => attempt.status === 'open');
  if (open && open.deadlineAt.getTime() <= now.getTime()) {
    const locked = await findAttempt(tx, ctx.tenantId, open.id, true);
    if (locked && (await closeIfExpired(eventScopeOf(ctx, tx), exam, locked, now)))
      return attemptsOf(tx, ctx.tenantId, exam.id, ctx.actor.userId);
  }
  return attempts;
}

/** An exam as its teacher sees it: window, attempts left, the open attempt, the counted result. */
export async function readTeacherExam(ctx: RequestContext, examId: number): Promise<TeacherExam> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const { exam, enrolled } = await examToSit(ctx, tx, examId);
    return teacherExamOf(exam, enrolled, await settledAttempts(ctx, tx, exam, now), now);
  });
}

/** How long a closed school exam stays on its teachers' list (to read the result), and how many the list shows. */
const SCHOOL_EXAMS_KEPT_DAYS = 30;
const SCHOOL_EXAMS_SHOWN = 50;

/** The published standalone exams of the caller's school, each as exams/detail answers it. */
export async function listMySchoolExams(ctx: RequestContext): Promise<SchoolExamList> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const since = new Date(now.getTime() - SCHOOL_EXAMS_KEPT_DAYS * 86_400_000);
    const exams = await listSchoolExamsFor(tx, ctx.tenantId, ctx.actor.orgPath, since, SCHOOL_EXAMS_SHOWN);
    const records: TeacherExam[] = [];
    for (const exam of exams) records.push(teacherExamOf(exam, true, await settledAttempts(ctx, tx, exam, now), now));
    return { records };
  });
}

/** The exam of a programme's unit, as its teacher sees it (the programme page opens the unit). */
export async function readExamOfUnit(ctx: RequestContext, unitId: number): Promise<TeacherExam> {
  const exam = await findExamOfUnit(ctx.db, ctx.tenantId, unitId);
  if (!exam) throw new AppError('NOT_FOUND');
  return readTeacherExam(ctx, exam.id);
}

function teacherExamOf(exam: ExamRow, enrolled: boolean, attempts: AttemptRow[], now: Date): TeacherExam {
  const open = attempts.find((attempt) => attempt.status === 'open') ?? null;
  const submitted = attempts.filter((attempt) => attempt.status !== 'open');
  const showScore = (attempt: AttemptRow) => revealed(exam.revealResults, exam, attempt, now);
  const counted = countedAttemptOf(submitted, exam.counts as TeacherExam['counts']);
  return {
    id: exam.id,
    title: exam.title,
    instructions: exam.instructions,
    programmeId: exam.programmeId,
    unitId: exam.unitId,
    opensAt: exam.opensAt.toISOString(),
    closesAt: exam.closesAt.toISOString(),
    timeLimitMinutes: exam.timeLimitMinutes,
    attemptsAllowed: exam.attemptsAllowed,
    attemptsLeft: exam.attemptsAllowed === null ? null : Math.max(0, exam.attemptsAllowed - attempts.length),
    counts: exam.counts as TeacherExam['counts'],
    passPercent: exam.passPercent,
    questionCount: exam.questionCount,
    totalPoints: exam.totalPoints,
    openAttemptId: open?.id ?? null,
    blocker: open ? null : startBlockerOf(exam, enrolled, attempts.length, now),
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      number: attempt.number,
      status: attempt.status as TeacherExam['attempts'][number]['status'],
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
      submittedBy: (attempt.submittedBy as 'teacher' | 'deadline' | null) ?? null,
      score: showScore(attempt) ? attempt.score : null,
      maxScore: attempt.maxScore,
      passed: showScore(attempt) ? attempt.passed : null,
    })),
    counted:
      counted && showScore(counted)
        ? { attemptId: counted.id, score: counted.score, maxScore: counted.maxScore, passed: counted.passed }
        : null,
    serverNow: now.toISOString(),
  };
}

/**
 * Starts an attempt, or answers the open one (a reload or a second tab resumes it). Its paper is drawn now (a random
 * paper by the rules with a fresh seed, a fixed one at its questions' current versions) and its deadline is
 * min(now + time limit, window close) on the server's clock; a job submits it then. Two starts at once make one
 * attempt: the loser of the unique index answers the winner's.
 */
export async function startAttempt(ctx: RequestContext, examId: number): Promise<AttemptView> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const { exam, enrolled } = await examToSit(ctx, tx, examId);
    const attempts = await settledAttempts(ctx, tx, exam, now);
    const open = attempts.find((attempt) => attempt.status === 'open');
    if (open) return attemptViewOf(tx, ctx.tenantId, exam, open, now);
    const blocker = startBlockerOf(exam, enrolled, attempts.length, now);
    if (blocker) throw new AppError(BLOCKER_ERRORS[blocker]);

    const seed = newSeed();
    const paper = await storedPaperOf(tx, ctx.tenantId, exam);
    const drawn =
      paper.mode === 'random' ? await drawOrRefuse(ctx, tx, paper.rules, seed) : await fixedPaperQuestions(tx, ctx.tenantId, paper.items);
    const slots = arrangePaper(exam, drawn, await versionsOf(tx, ctx.tenantId, drawn), seed);
    const limit = exam.timeLimitMinutes === null ? Infinity : now.getTime() + exam.timeLimitMinutes * 60_000;
    const deadlineAt = new Date(Math.min(limit, exam.closesAt.getTime()));
    const id = await insertAttempt(
      tx,
      ctx.tenantId,
      {
        examId: exam.id,
        userId: ctx.actor.userId,
        number: attempts.length + 1,
        seed,
        startedAt: now,
        deadlineAt,
        maxScore: slots.reduce((sum, slot) => sum + slot.points, 0),
      },
      slots,
    );
    if (id === null) {
      // Another start of the same teacher won the race; its attempt is the one to resume.
      const winner = (await attemptsOf(tx, ctx.tenantId, exam.id, ctx.actor.userId)).find((attempt) => attempt.status === 'open');
      if (!winner) throw new AppError('CONFLICT');
      return attemptViewOf(tx, ctx.tenantId, exam, winner, now);
    }
    await ctx.jobs.send(attemptDeadlineQueue, { tenantId: ctx.tenantId, attemptId: id }, { tx, startAfter: deadlineAt });
    const created = await findAttempt(tx, ctx.tenantId, id);
    return attemptViewOf(tx, ctx.tenantId, exam, created!, now);
  });
}
