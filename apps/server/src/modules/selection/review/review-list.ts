import type { ReviewListSource } from '@server/platform/review/review-list-source';
import { ofSubject } from '@server/platform/todo/review-todo.repository';
import { SELECTION_SUBJECT } from '@server/modules/selection/selection-workflow';
import { projectTitlesOfReviews } from './review-list.repository';

/** Selection applications (district and school projects) on the staff's one review list: the project's title. */
export const selectionReviewList: ReviewListSource = {
  domain: 'selection',
  subject: ofSubject(SELECTION_SUBJECT),
  async describe(tx, tenantId, rows) {
    const found = await projectTitlesOfReviews(
      tx,
      tenantId,
      rows.map((row) => row.id),
    );
    return new Map(found.map((row) => [row.reviewId!, { title: row.title, link: `/manage/selectionReview/${row.applyId}` }]));
  },
};
