import type { AppModule } from '@server/platform/module';
import { programmeCompleted } from '@server/modules/training/training.public';
import { certificateRoutes } from './certificates.routes';
import { credentialRoutes } from './credentials/credentials.routes';
import { seedDemoCertificates } from './demo/certificates-demo';
import { issueOnCompletion } from './programme-completion';

/** Certificates: issued on completion or by staff, drawn as PDF or signed as Open Badges credentials, verified publicly, revoked. */
export const certificatesModule: AppModule = {
  name: 'certificates',
  routes: [certificateRoutes, credentialRoutes],
  subscribe(events) {
    events.on(programmeCompleted, issueOnCompletion);
  },
  // One valid and one revoked certificate for the demo teacher.
  demo: { seed: (ctx) => ctx.db.transaction((tx) => seedDemoCertificates(tx, ctx.tenantId)) },
};
