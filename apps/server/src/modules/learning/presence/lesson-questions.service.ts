import type { LessonQuestion, LessonQuestionList, SaveLessonQuestionBody } from '@yanxiu/contract/learning-presence';
import { PresenceLimits } from '@yanxiu/contract/limits';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { trainingProgrammeById, trainingUnitById } from '@server/modules/training/training.public';
import { learningAccess, learningReachOf } from '@server/modules/learning/learning.access';
import { DEFAULT_READING_SECONDS } from '@server/modules/learning/watch/watch.service';
import { questionResults } from './presence-report.repository';
import {
  countQuestions,
  findQuestion,
  insertQuestion,
  listQuestions,
  removeQuestion,
  updateQuestion,
  type QuestionRow,
} from './lesson-questions.repository';

const NO_RESULTS = { issued: 0, passed: 0, missed: 0 };

/** A video or document lesson the caller may author questions for; its length bounds the questions' moments. */
async function authoredLesson(ctx: RequestContext, unitId: number): Promise<{ unitId: number; lessonSeconds: number | null }> {
  const unit = await trainingUnitById(ctx.db, ctx.tenantId, unitId);
  if (!unit || unit.removed) throw new AppError('NOT_FOUND');
  const programme = await trainingProgrammeById(ctx.db, ctx.tenantId, unit.programmeId);
  if (!programme) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, learningAccess.authorQuestionsOf, programme);
  if (unit.kind === 'offline') throw new AppError('NOT_A_LESSON');
  const lessonSeconds = unit.kind === 'video' ? unit.durationSeconds : (unit.minViewSeconds ?? DEFAULT_READING_SECONDS);
  return { unitId, lessonSeconds: lessonSeconds && lessonSeconds > 0 ? lessonSeconds : null };
}

const toQuestion = (row: QuestionRow, results = NO_RESULTS): LessonQuestion => ({
  id: row.id,
  unitId: row.unitId,
  atSecond: row.atSecond,
  prompt: row.prompt,
  choices: row.choices,
  correctChoice: row.correctChoice,
  results,
  updatedAt: row.updatedAt.toISOString(),
});

const fieldsOf = (body: SaveLessonQuestionBody) => ({
  atSecond: body.atSecond,
  prompt: body.prompt,
  choices: body.choices,
  correctChoice: body.correctChoice,
});

// The author's questions of a lesson (an in-video quiz), for staff who manage its programme. Writes are audited.

/** The lesson's questions with their right choices and results among the teachers in the caller's reach. */
export async function listLessonQuestions(ctx: RequestContext, unitId: number): Promise<LessonQuestionList> {
  const lesson = await authoredLesson(ctx, unitId);
  const [rows, results] = await Promise.all([
    listQuestions(ctx.db, ctx.tenantId, unitId),
    questionResults(ctx.db, { tenantId: ctx.tenantId, orgPath: learningReachOf(ctx.actor), now: new Date() }, unitId),
  ]);
  return { ...lesson, questions: rows.map((row) => toQuestion(row, results.get(row.id))) };
}

/** Creates or replaces a question; 422 for a moment past the lesson's end or a lesson already holding the most. */
export async function saveLessonQuestion(ctx: RequestContext, body: SaveLessonQuestionBody): Promise<LessonQuestion> {
  const lesson = await authoredLesson(ctx, body.unitId);
  if (lesson.lessonSeconds !== null && body.atSecond > lesson.lessonSeconds) {
    throw new AppError('UNPROCESSABLE', {
      issues: [{ path: 'body.atSecond', message: `past the lesson's end (${lesson.lessonSeconds} s)` }],
    });
  }
  const now = new Date();
  return ctx.transaction(async (tx) => {
    if (body.id === undefined) {
      if ((await countQuestions(tx, ctx.tenantId, body.unitId)) >= PresenceLimits.questionsPerLesson) {
        throw new AppError('UNPROCESSABLE', {
          issues: [{ path: 'body.unitId', message: `at most ${PresenceLimits.questionsPerLesson} questions per lesson` }],
        });
      }
      const created = await insertQuestion(tx, ctx.tenantId, body.unitId, fieldsOf(body), ctx.actor.userId, now);
      await recordAudit(tx, ctx, {
        action: 'learning.question_saved',
        entityType: 'lesson_question',
        entityId: String(created.id),
        before: null,
        after: fieldsOf(body),
      });
      return toQuestion(created);
    }
    const before = await findQuestion(tx, ctx.tenantId, body.id);
    // A question of another lesson is not this lesson's to edit: as if it did not exist.
    if (!before || before.unitId !== body.unitId) throw new AppError('NOT_FOUND');
    const updated = await updateQuestion(tx, ctx.tenantId, body.id, fieldsOf(body), ctx.actor.userId, now);
    if (!updated) throw new AppError('NOT_FOUND');
    const was = { atSecond: before.atSecond, prompt: before.prompt, choices: before.choices, correctChoice: before.correctChoice };
    await recordAudit(tx, ctx, {
      action: 'learning.question_saved',
      entityType: 'lesson_question',
      entityId: String(body.id),
      before: was,
      after: fieldsOf(body),
    });
    return toQuestion(updated);
  });
}

/** Removes a question; the checks that already asked it keep their results. */
export async function removeLessonQuestion(ctx: RequestContext, id: number): Promise<{ id: number }> {
  const question = await findQuestion(ctx.db, ctx.tenantId, id);
  if (!question) throw new AppError('NOT_FOUND');
  await authoredLesson(ctx, question.unitId);
  return ctx.transaction(async (tx) => {
    if (!(await removeQuestion(tx, ctx.tenantId, id, ctx.actor.userId, new Date()))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, ctx, {
      action: 'learning.question_removed',
      entityType: 'lesson_question',
      entityId: String(id),
      before: { unitId: question.unitId, prompt: question.prompt },
    });
    return { id };
  });
}
