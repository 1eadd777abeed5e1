import type { AppModule } from '@server/platform/module';
import { seedHelpDemo } from './demo/help-demo';
import { helpRoutes } from './help.routes';

/** Help articles and FAQ. */
export const helpModule: AppModule = { name: 'help', routes: [helpRoutes], demo: { seed: (ctx) => seedHelpDemo(ctx.db, ctx.tenantId) } };
