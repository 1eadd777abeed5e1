import type { AppModule } from '@server/platform/module';
import { fileDeletionRequested } from '@server/modules/files/files.public';
import { shareRoutes } from './share/share.routes';
import { topicShareLoader } from './share/share.loader';
import { topicRoutes } from './topic.routes';
import { topicMemberConfirmTodo } from './applications/invitation-todo';
import { topicScoringTodo } from './experts/scoring-todo';
import { seedTopicDemo } from './demo/topic-demo';
import { keepTopicFiles } from './files/topic-files-keep';
import { topicReviewTodo } from './review/review-todo';
import { topicReviewList } from './review/review-list';
import { stageRemindersJob } from './stages/stage-reminders';
import { topicStageDueTodo } from './stages/stage-todo';

/** Research topics (课题): calls, applications and their review, stages to conclusion, process records, the share page. */
export const topicModule: AppModule = {
  name: 'topic',
  routes: [topicRoutes, shareRoutes],
  jobs: [stageRemindersJob],
  todo: [topicReviewTodo, topicScoringTodo, topicMemberConfirmTodo, topicStageDueTodo],
  review: [topicReviewList],
  serverLoaders: [topicShareLoader],
  subscribe(events) {
    // A topic's files stay while it is under review or approved.
    events.on(fileDeletionRequested, keepTopicFiles);
  },
  // The district's call open now with suggested topics, and a topic in research.
  demo: { seed: (ctx) => seedTopicDemo(ctx.db, ctx.tenantId) },
};
