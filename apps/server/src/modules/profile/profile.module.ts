import type { AppModule } from '@server/platform/module';
import { fileDeletionRequested } from '@server/modules/files/files.public';
import { keepRecordEvidence } from './records/record-evidence';
import { recordsRoutes } from './records/records.routes';
import { verificationRoutes } from './verification/verification.routes';

/** Teacher profile records (成长档案) of every kind and their verification by staff. */
export const profileModule: AppModule = {
  name: 'profile',
  routes: [recordsRoutes, verificationRoutes],
  subscribe(events) {
    // A record keeps its evidence files while it names them.
    events.on(fileDeletionRequested, keepRecordEvidence);
  },
};
