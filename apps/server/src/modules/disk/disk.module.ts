import type { AppModule } from '@server/platform/module';
import { convertOfficeWorker } from './convert/disk-convert';
import { diskIssueRoutes } from './issues/disk-issues.routes';
import { diskAcknowledgementTodo } from './issues/disk-acknowledgement-todo';
import { purgeRecycledJob } from './resources/disk-recycle-sweep';
import { removeIdleUploadsJob } from './uploads/disk-upload-sweep';
import { diskUploadRoutes } from './uploads/disk-uploads.routes';
import { diskRoutes } from './disk.routes';

/** The resource disk (资源盘): folders, resources, resumable uploads, previews, quota, issuing and receiving. */
export const diskModule: AppModule = {
  name: 'disk',
  routes: [diskRoutes, diskUploadRoutes, diskIssueRoutes],
  jobs: [purgeRecycledJob, removeIdleUploadsJob],
  workers: [convertOfficeWorker],
  todo: [diskAcknowledgementTodo],
};
