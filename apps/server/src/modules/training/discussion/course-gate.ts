import type { CourseType } from '@yanxiu/contract/training-discussion';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { trainingAccess } from '@server/modules/training/training.access';
import { findOpenClass } from '@server/modules/training/open-classes/open-class.repository';
import { findProgrammeById } from '@server/modules/training/programmes/programme-read.repository';
import { tookPartInProgramme, watchedOpenClass } from './course-ratings.repository';

/** A course the caller may see, and what they may do in its discussion. */
export type CourseGate = {
  courseType: CourseType;
  courseId: number;
  title: string;
  /** Where the course's page is, for notifications. */
  link: string;
  /** Who hears of new questions: the programme's owner, the open class's recommending staff member. */
  ownerUserId: number;
  /** The caller's answers are marked as the lecturer's. */
  isLecturer: boolean;
  /** The caller may hide and show items, and sees hidden ones. */
  canModerate: boolean;
};

// A programme's page by kind, as the web's route table has it (programme-path.ts on the web).
function programmeLink(programme: { id: number; kind: string; studioId: number | null }): string {
  if (programme.kind === 'school') return `/my/schoolTraining/${programme.id}`;
  if (programme.kind === 'studio' && programme.studioId !== null) return `/training/studio/${programme.studioId}/${programme.id}`;
  return `/training/${programme.kind}/${programme.id}`;
}

/** The course as the caller sees it; 404 for a course they may not open (as its page answers). */
export async function gateCourse(ctx: RequestContext, db: Executor, courseType: CourseType, courseId: number): Promise<CourseGate> {
  const { actor } = ctx;
  if (courseType === 'programme') {
    const programme = await findProgrammeById(db, ctx.tenantId, courseId);
    if (!programme || !trainingAccess.viewProgrammePage(actor, programme)) throw new AppError('NOT_FOUND');
    return {
      courseType,
      courseId,
      title: programme.title,
      link: programmeLink(programme),
      ownerUserId: programme.createdBy,
      isLecturer: trainingAccess.lectureProgramme(actor, programme),
      canModerate: trainingAccess.manageProgramme(actor, programme),
    };
  }
  const openClass = await findOpenClass(db, ctx.tenantId, courseId);
  const canModerate = trainingAccess.manageTenantTraining(actor);
  if (!openClass || (!openClass.published && !canModerate)) throw new AppError('NOT_FOUND');
  return {
    courseType,
    courseId,
    title: openClass.title,
    link: `/videoPlay?openClassId=${openClass.id}`,
    ownerUserId: openClass.recommendedBy,
    isLecturer: trainingAccess.lectureOpenClass(actor, openClass),
    canModerate,
  };
}

/** Whether the caller took part in the course: see `tookPartInProgramme` and `watchedOpenClass`. */
export function tookPartIn(ctx: RequestContext, db: Executor, gate: CourseGate): Promise<boolean> {
  return gate.courseType === 'programme'
    ? tookPartInProgramme(db, ctx.tenantId, gate.courseId, ctx.actor.userId)
    : watchedOpenClass(db, ctx.tenantId, gate.courseId, ctx.actor.userId);
}
