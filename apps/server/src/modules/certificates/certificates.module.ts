import type { AppModule } from '@server/platform/module';
import { certificateRoutes } from './certificates.routes';

/** Certificates: issued on completion or by staff, drawn as PDF, verified publicly, revoked. */
export const certificatesModule: AppModule = { name: 'certificates', routes: [certificateRoutes] };
