import type {
  AnswerQuestionBody,
  AskQuestionBody,
  CourseAnswer,
  CourseQuestion,
  CourseQuestionsPage,
  CourseQuestionsQuery,
  HelpfulVote,
  VoteHelpfulBody,
} from '@yanxiu/contract/training-discussion';
import { countCharacters, TrainingDiscussionLimits as Limits } from '@yanxiu/contract/training-discussion-limits';
import type { Executor } from '@server/db/client';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { notify } from '@server/modules/notifications/notifications.public';
import { gateCourse, type CourseGate } from './course-gate';
import { findCoursePeople } from './course-people.repository';
import { presentPosts } from './course-post-view';
import {
  countPostsSince,
  findCoursePost,
  insertCoursePost,
  listCourseAnswers,
  listCourseQuestions,
  lockAuthorPosting,
  setHelpfulVote,
  type CoursePostRecord,
} from './course-posts.repository';

// Questions and answers on a course: reading them, asking, answering (a lecturer's answer tells the asker), and
// helpful votes.

/** 422 when a text is longer than its limit, counted in characters as a person counts them. */
export function checkLength(path: string, text: string, limit: number): void {
  if (countCharacters(text) > limit) throw new AppError('UNPROCESSABLE', { issues: [{ path, message: `at most ${limit} characters` }] });
}

/** 429 (with Retry-After) once the caller posted the most the window allows; run under `lockAuthorPosting`. */
async function checkPostingRate(ctx: RequestContext, tx: Executor): Promise<void> {
  await lockAuthorPosting(tx, ctx.tenantId, ctx.actor.userId);
  const now = Date.now();
  const windowMs = Limits.windowSeconds * 1000;
  const { count, oldest } = await countPostsSince(tx, ctx.tenantId, ctx.actor.userId, new Date(now - windowMs));
  if (count < Limits.postsPerWindow) return;
  const wait = oldest ? Math.ceil((oldest.getTime() + windowMs - now) / 1000) : Limits.windowSeconds;
  throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, wait) });
}

/** A question or answer the caller may see (404 otherwise: hidden ones exist only for the course's moderators). */
export async function visiblePost(
  ctx: RequestContext,
  db: Executor,
  postId: number,
): Promise<{ post: CoursePostRecord; gate: CourseGate }> {
  const post = await findCoursePost(db, ctx.tenantId, postId);
  if (!post) throw new AppError('NOT_FOUND');
  const gate = await gateCourse(ctx, db, post.courseType as CourseGate['courseType'], post.courseId);
  if (post.hiddenAt !== null && !gate.canModerate) throw new AppError('NOT_FOUND');
  if (post.questionId !== null && !gate.canModerate) {
    const question = await findCoursePost(db, ctx.tenantId, post.questionId);
    if (!question || question.hiddenAt !== null) throw new AppError('NOT_FOUND');
  }
  return { post, gate };
}

/** A page of a course's questions with their answers; hidden items only for its moderators, marked. */
export async function courseQuestionsPage(ctx: RequestContext, query: CourseQuestionsQuery): Promise<CourseQuestionsPage> {
  const gate = await gateCourse(ctx, ctx.db, query.courseType, query.courseId);
  const includeHidden = gate.canModerate;
  const { rows, total } = await listCourseQuestions(ctx.db, ctx.tenantId, query, { includeHidden, ...query });
  const answers = await listCourseAnswers(
    ctx.db,
    ctx.tenantId,
    rows.map((row) => row.id),
    includeHidden,
  );
  const shown = await presentPosts(ctx, ctx.db, [...rows, ...answers], gate.canModerate);
  const records: CourseQuestion[] = rows.map((row) => ({
    ...shown.get(row.id)!,
    answers: answers.filter((answer) => answer.questionId === row.id).map((answer) => shown.get(answer.id)!),
  }));
  return { records, total, current: query.current, size: query.size, isLecturer: gate.isLecturer, canModerate: gate.canModerate };
}

/** Asks a question on a course; its owner hears of it (unless they asked it). */
export async function askCourseQuestion(ctx: RequestContext, body: AskQuestionBody): Promise<CourseQuestion> {
  checkLength('body.text', body.text, Limits.postText);
  return ctx.transaction(async (tx) => {
    const gate = await gateCourse(ctx, tx, body.courseType, body.courseId);
    await checkPostingRate(ctx, tx);
    const post = await insertCoursePost(tx, ctx.tenantId, {
      courseType: gate.courseType,
      courseId: gate.courseId,
      questionId: null,
      authorUserId: ctx.actor.userId,
      body: body.text,
      byLecturer: gate.isLecturer,
    });
    const shown = (await presentPosts(ctx, tx, [post], gate.canModerate)).get(post.id)!;
    if (gate.ownerUserId !== ctx.actor.userId) {
      await notify(eventScopeOf(ctx, tx), {
        audience: { kind: 'users', userIds: [gate.ownerUserId] },
        kind: 'course.questionAsked',
        params: { name: shown.author.name, title: gate.title.slice(0, 200), text: [...body.text].slice(0, 100).join('') },
        link: gate.link,
        objectRef: `course_post:${post.id}`,
      });
    }
    return { ...shown, answers: [] };
  });
}

/** Answers a question; a lecturer's answer is marked and tells the asker. */
export async function answerCourseQuestion(ctx: RequestContext, body: AnswerQuestionBody): Promise<CourseAnswer> {
  checkLength('body.text', body.text, Limits.postText);
  return ctx.transaction(async (tx) => {
    const { post: question, gate } = await visiblePost(ctx, tx, body.questionId);
    if (question.questionId !== null)
      throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.questionId', message: 'answer the question, not an answer' }] });
    await checkPostingRate(ctx, tx);
    const answer = await insertCoursePost(tx, ctx.tenantId, {
      courseType: gate.courseType,
      courseId: gate.courseId,
      questionId: question.id,
      authorUserId: ctx.actor.userId,
      body: body.text,
      byLecturer: gate.isLecturer,
    });
    if (gate.isLecturer && question.authorUserId !== ctx.actor.userId) {
      const lecturer = (await findCoursePeople(tx, ctx.tenantId, [ctx.actor.userId])).get(ctx.actor.userId);
      await notify(eventScopeOf(ctx, tx), {
        audience: { kind: 'users', userIds: [question.authorUserId] },
        kind: 'course.questionAnswered',
        params: { name: lecturer?.name ?? '', title: gate.title.slice(0, 200) },
        link: gate.link,
        objectRef: `course_post:${answer.id}`,
      });
    }
    return (await presentPosts(ctx, tx, [answer], gate.canModerate)).get(answer.id)!;
  });
}

/** Votes a question or answer helpful, or takes the vote back; one vote per person (repeating changes nothing). */
export async function voteCourseHelpful(ctx: RequestContext, body: VoteHelpfulBody): Promise<HelpfulVote> {
  return ctx.transaction(async (tx) => {
    const { post } = await visiblePost(ctx, tx, body.postId);
    const helpfulCount = await setHelpfulVote(tx, ctx.tenantId, post.id, ctx.actor.userId, body.helpful);
    return { postId: post.id, helpfulCount, votedHelpful: body.helpful };
  });
}
