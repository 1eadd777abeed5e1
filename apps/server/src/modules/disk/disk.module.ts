import type { AppModule } from '@server/platform/module';
import { convertOfficeWorker } from './disk-convert';
import { diskIssueRoutes } from './disk-issues.routes';
import { purgeRecycledJob, removeIdleUploadsJob } from './disk-sweeps';
import { diskAcknowledgementTodo } from './disk-todo';
import { diskUploadRoutes } from './disk-uploads.routes';
import { diskRoutes } from './disk.routes';

/** The resource disk (资源盘): folders, resources, resumable uploads, previews, quota, issuing and receiving. */
export const diskModule: AppModule = {
  name: 'disk',
  routes: [diskRoutes, diskUploadRoutes, diskIssueRoutes],
  jobs: [purgeRecycledJob, removeIdleUploadsJob],
  workers: [convertOfficeWorker],
  todo: [diskAcknowledgementTodo],
};
