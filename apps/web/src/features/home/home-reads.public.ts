// The home page's reads, apart from the page: /home's route declares them as its prefetch (app/route-table.ts).
import { STAFF_ROLES } from '@yanxiu/contract/roles';
import { prefetchHoursSummary } from '@/features/learning/hours-reads.public';
import { prefetchUnreadNotices } from '@/features/notices/notices-reads.public';
import { prefetchTodoPreview } from '@/features/todo/todo-reads.public';
import { prefetchTrainingHome } from '@/features/training/training-reads.public';
import { codeTableQuery } from '@/shared/basecode/find-code-by-type-code';
import { subjectAndSectionQuery } from '@/shared/basecode/find-subject-and-section';
import { holdsAny } from '@/shared/session/access';
import type { RoutePrefetch } from '@/shared/ui/route-prefetch';
import { currentPhaseQuery } from './api/get-current-phase';
import { unitFiguresQuery } from './api/get-unit-figures';

/**
 * Starts every read /home's cards make (pages/HomePage.tsx, by the same rules) for the signed-in user whose
 * information the last page load kept; without it (a first visit), those every user's page makes. The cards' reads
 * below the first two start in a task of their own: starting all of them at once was one task long enough to
 * block a phone's main thread (issue 19).
 */
export const prefetchHome: RoutePrefetch = (queryClient, { teacherInfo }) => {
  prefetchTodoPreview(queryClient);
  prefetchUnreadNotices(queryClient);
  setTimeout(() => {
    void queryClient.prefetchQuery(subjectAndSectionQuery);
    void queryClient.prefetchQuery(codeTableQuery('professionalTitle'));
    if (!teacherInfo) return;
    if (holdsAny(teacherInfo.roles, STAFF_ROLES)) void queryClient.prefetchQuery(unitFiguresQuery);
    if (teacherInfo.isTeacher) {
      prefetchHoursSummary(queryClient);
      void queryClient.prefetchQuery(currentPhaseQuery);
      prefetchTrainingHome(queryClient);
    }
  }, 0);
};
