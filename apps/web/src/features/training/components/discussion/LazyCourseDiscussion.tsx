import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// Below the course's content, so it loads after the page: the programme page and the catalogue share a chunk, and the
// discussion's pieces (ratings, threads, moderation dialogs) would otherwise weigh on every catalogue visit.
const CourseDiscussion = lazy(() => import('./CourseDiscussion').then((module) => ({ default: module.CourseDiscussion })));

/** The course's questions and ratings, loaded when the page that shows them renders. */
export function LazyCourseDiscussion(props: ComponentProps<typeof CourseDiscussion>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <CourseDiscussion {...props} />
    </Suspense>
  );
}
