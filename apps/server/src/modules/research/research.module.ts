import type { AppModule } from '@server/platform/module';
import { fileDeletionRequested } from '@server/modules/files/files.public';
import { dueItemsRequested } from '@server/modules/learning/learning.public';
import { programmeLinksRequested } from '@server/modules/training/training.public';
import { addActivityDueItems } from './activities/activity-due-items';
import { addProgrammeActivityLinks } from './activities/programme-links';
import { remindStartingActivitiesJob } from './activities/activity-reminders';
import { activityRoutes } from './activities/activity.routes';
import { unfinishedActivityTodo } from './activities/activity-todo';
import { seedDiscussionDemo, seedFormTemplatesDemo } from './demo/interaction-demo';
import { seedResearchDemo } from './demo/research-demo';
import { groupPageRoutes } from './group-page/group-page.routes';
import { groupRoutes } from './groups/group.routes';
import { attendanceRoutes } from './attendance/attendance.routes';
import { discussionRoutes } from './discussion/discussion.routes';
import { keepResearchFiles } from './interaction/interaction-files';
import { interactionFileRoutes } from './interaction/interaction-files.routes';
import { observationRoutes } from './observation/observation.routes';
import { summaryRoutes } from './summary/summary.routes';
import { tasksRoutes } from './tasks/tasks.routes';

/** Teaching research: groups and members, activities with stages, the square, sign-up and completion. */
export const researchModule: AppModule = {
  name: 'research',
  routes: [
    groupRoutes,
    groupPageRoutes,
    activityRoutes,
    discussionRoutes,
    observationRoutes,
    attendanceRoutes,
    tasksRoutes,
    summaryRoutes,
    interactionFileRoutes,
  ],
  jobs: [remindStartingActivitiesJob],
  todo: [unfinishedActivityTodo],
  subscribe(events) {
    // Stages, posts, hand-ins, summaries and groups keep the files they name.
    events.on(fileDeletionRequested, keepResearchFiles);
    // A fusion programme's page lists the activities that belong to it.
    events.on(programmeLinksRequested, addProgrammeActivityLinks);
    // A teacher's "continue learning" lists the activities they joined and have not completed, due at their end.
    events.on(dueItemsRequested, addActivityDueItems);
  },
  demo: {
    // The district's observation form templates, the groups and activities (whose observation stage names a
    // template), then a first exchange in each activity's discussion.
    async seed(ctx) {
      await seedFormTemplatesDemo(ctx.db, ctx.tenantId);
      await seedResearchDemo(ctx.db, ctx.tenantId);
      await seedDiscussionDemo(ctx.db, ctx.deps, ctx.tenantId);
    },
  },
};
