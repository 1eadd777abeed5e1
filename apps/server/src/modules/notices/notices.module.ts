import type { AppModule, RecurringJob } from '@server/platform/module';
import { fileDeletionRequested } from '@server/modules/files/files.public';
import { seedNoticesDemo } from './demo/notices-demo';
import { announceDueNoticesAcrossTenants, keepNoticeAttachments } from './notice-announcements';
import { acknowledgementTodo } from './notice-todo';
import { noticeRoutes } from './notices.routes';

/** Announces notices saved for a later publish time once that time comes; a minute late at most. */
const announceDueNoticesJob: RecurringJob = {
  name: 'notices.announceDue',
  everySeconds: () => 60,
  run: (deps, log) => announceDueNoticesAcrossTenants(deps, new Date(), log),
};

/** Notices (通知公告): publishing to a scope, reading, acknowledging, reminding. */
export const noticesModule: AppModule = {
  name: 'notices',
  routes: [noticeRoutes],
  jobs: [announceDueNoticesJob],
  todo: [acknowledgementTodo],
  subscribe(events) {
    events.on(fileDeletionRequested, keepNoticeAttachments);
  },
  // District-wide notices, one school's, and one asking for acknowledgement.
  demo: { seed: (ctx) => seedNoticesDemo(ctx.db, ctx.tenantId) },
};
