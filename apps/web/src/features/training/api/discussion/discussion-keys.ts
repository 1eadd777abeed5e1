import type { CourseType } from '@yanxiu/contract/training-discussion';

/** The query keys of a course's discussion and ratings: every write invalidates the course's keys. */
export const discussionKeys = {
  course: (courseType: CourseType, courseId: number) => ['training', 'discussion', courseType, courseId] as const,
  moderation: () => ['training', 'discussion', 'moderation'] as const,
  all: () => ['training', 'discussion'] as const,
};

/** Names a course on the web: its type and id. */
export type CourseRef = { courseType: CourseType; courseId: number };
