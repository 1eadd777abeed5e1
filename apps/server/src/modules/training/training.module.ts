import type { AppModule } from '@server/platform/module';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { enrolmentRoutes } from './enrolment/enrolment.routes';
import { trainingMediaRoutes } from './media/training-media.routes';
import { openClassRoutes } from './open-classes/open-class.routes';
import { orderRoutes } from './orders/order.routes';
import { programmeManageRoutes } from './programmes/programme-manage.routes';
import { staffLookupRoutes } from './programmes/staff-lookup.routes';
import { studioRoutes } from './studios/studio.routes';

/** Training programmes, the marketplace, enrolment, studios, open classes and training media. */
export const trainingModule: AppModule = {
  name: 'training',
  routes: [programmeManageRoutes, studioRoutes, openClassRoutes, trainingMediaRoutes, catalogueRoutes, enrolmentRoutes, orderRoutes, staffLookupRoutes],
};
