import type { ReviewListSource } from '@server/platform/review/review-list-source';
import { ofSubject } from '@server/platform/todo/review-todo.repository';
import { BACKBONE_SUBJECT } from '@server/modules/profile/backbone-workflow';
import { profileTexts } from '@server/modules/profile/profile.texts';

/** Backbone-teacher applications on the staff's one review list; every one asks for the same recognition. */
export const backboneReviewList: ReviewListSource = {
  domain: 'backbone',
  subject: ofSubject(BACKBONE_SUBJECT),
  describe(_tx, _tenantId, rows, locale) {
    const title = profileTexts(locale, 'backboneReviewTitle');
    return Promise.resolve(new Map(rows.map((row) => [row.id, { title, link: `/my/todoList/backbone/${row.subjectId}` }])));
  },
};
