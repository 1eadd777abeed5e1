import type { AppModule } from '@server/platform/module';

/** Teaching research: groups and members, activities with stages, the square, sign-up and completion. */
export const researchModule: AppModule = {
  name: 'research',
  routes: [],
};
