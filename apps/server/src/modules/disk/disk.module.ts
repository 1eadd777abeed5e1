import type { AppModule } from '@server/platform/module';
import { convertOfficeWorker } from './convert/disk-convert';
import { seedDiskDemo } from './demo/disk-demo';
import { diskFolderRoutes } from './folders/disk-folders.routes';
import { diskIssueRoutes } from './issues/disk-issues.routes';
import { diskAcknowledgementTodo } from './issues/disk-acknowledgement-todo';
import { purgeRecycledJob } from './resources/disk-recycle-sweep';
import { diskResourceRoutes } from './resources/disk-resources.routes';
import { diskQuotaRoutes, diskQuotaSettingsRoutes } from './storage/disk-quota.routes';
import { removeIdleUploadsJob } from './uploads/disk-upload-sweep';
import { diskUploadRoutes } from './uploads/disk-uploads.routes';

/** The resource disk (资源盘): folders, resources, resumable uploads, previews, quota, issuing and receiving. */
export const diskModule: AppModule = {
  name: 'disk',
  // In this order, which is the API document's (and so the reviewed access matrix's).
  routes: [diskQuotaRoutes, diskFolderRoutes, diskResourceRoutes, diskQuotaSettingsRoutes, diskUploadRoutes, diskIssueRoutes],
  jobs: [purgeRecycledJob, removeIdleUploadsJob],
  workers: [convertOfficeWorker],
  todo: [diskAcknowledgementTodo],
  // The teacher's lesson folder and a district folder issued to the first school; its documents are one-page PDFs.
  demo: {
    seed: (ctx) =>
      seedDiskDemo(ctx.db, ctx.deps.storage, ctx.tenantId, (title, lines) =>
        ctx.buildPdf([[{ font: 'zh', size: 18, text: title }, ...lines.map((text) => ({ font: 'zh' as const, size: 12, text }))]], title),
      ),
  },
};
