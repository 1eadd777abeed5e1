import type { AppModule } from '@server/platform/module';
import type { ReviewListSource } from '@server/platform/review/review-list-source';
import { reviewRoutesOver } from './review.routes';

/**
 * The staff's one review list. It is given the other modules' sources (modules.ts) rather than importing MODULES,
 * which lists this module too.
 */
export function createReviewModule(sources: () => readonly ReviewListSource[]): AppModule {
  return { name: 'review', routes: [reviewRoutesOver(sources)] };
}
