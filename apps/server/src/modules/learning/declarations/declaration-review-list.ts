import type { ReviewListSource } from '@server/platform/review/review-list-source';
import { ofSubject } from '@server/platform/todo/review-todo.repository';
import { learningTexts } from '@server/modules/learning/learning.texts';
import { declarationsOfReviews } from './declaration-review-list.repository';
import { DECLARATION_SUBJECT } from './declaration-workflow';

/** Declared learning hours on the staff's one review list: what was declared and how many hours; decided on the declarations page. */
export const declarationReviewList: ReviewListSource = {
  domain: 'declaration',
  subject: ofSubject(DECLARATION_SUBJECT),
  async describe(tx, tenantId, rows, locale) {
    const found = await declarationsOfReviews(
      tx,
      tenantId,
      rows.map((row) => row.id),
    );
    return new Map(
      found.map((row) => [
        row.reviewId!,
        { title: learningTexts(locale, 'declarationReviewTitle', { title: row.title, count: row.hours }), link: '/manage/declarations' },
      ]),
    );
  },
};
