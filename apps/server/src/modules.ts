import type { AppModule } from '@server/platform/module';
import { rateLimitModule } from '@server/platform/rate-limit/rate-limit.jobs';
import { administrationModule } from '@server/modules/administration/administration.module';
import { assessmentModule } from '@server/modules/assessment/assessment.module';
import { appInfoModule } from '@server/modules/app-info/app-info.module';
import { authModule } from '@server/modules/auth/auth.module';
import { basecodeModule } from '@server/modules/basecode/basecode.module';
import { certificatesModule } from '@server/modules/certificates/certificates.module';
import { developmentModule } from '@server/modules/development/development.module';
import { diskModule } from '@server/modules/disk/disk.module';
import { filesModule } from '@server/modules/files/files.module';
import { healthModule } from '@server/modules/health/health.module';
import { helpModule } from '@server/modules/help/help.module';
import { jobsModule } from '@server/modules/jobs/jobs.module';
import { learningModule } from '@server/modules/learning/learning.module';
import { notificationsModule } from '@server/modules/notifications/notifications.module';
import { noticesModule } from '@server/modules/notices/notices.module';
import { portraitModule } from '@server/modules/portrait/portrait.module';
import { privacyModule } from '@server/modules/privacy/privacy.module';
import { profileModule } from '@server/modules/profile/profile.module';
import { researchModule } from '@server/modules/research/research.module';
import { searchModule } from '@server/modules/search/search.module';
import { selectionModule } from '@server/modules/selection/selection.module';
import { teacherModule } from '@server/modules/teacher/teacher.module';
import { topicModule } from '@server/modules/topic/topic.module';
import { createTodoModule } from '@server/modules/todo/todo.module';
import { createReviewModule } from '@server/modules/review/review.module';
import { trainingModule } from '@server/modules/training/training.module';
import { xapiModule } from '@server/modules/xapi/xapi.module';

/**
 * Every domain module, through its public surface: routes registered under /api in this order, then their
 * background jobs (app.ts); their event subscriptions are wired with the app's dependencies (bootstrap.ts).
 */
export const MODULES: readonly AppModule[] = [
  healthModule,
  appInfoModule,
  authModule,
  teacherModule,
  basecodeModule,
  developmentModule,
  filesModule,
  trainingModule,
  learningModule,
  certificatesModule,
  profileModule,
  selectionModule,
  jobsModule,
  notificationsModule,
  noticesModule,
  helpModule,
  portraitModule,
  diskModule,
  researchModule,
  topicModule,
  assessmentModule,
  searchModule,
  privacyModule,
  xapiModule,
  // Reads the sources when a list is asked for, so a module listed after it still contributes.
  createTodoModule(() => MODULES.flatMap((module) => module.todo ?? [])),
  // Likewise the staff's one review list reads the reviewing domains' sources when a page is asked for.
  createReviewModule(() => MODULES.flatMap((module) => module.review ?? [])),
  administrationModule,
  rateLimitModule,
];
