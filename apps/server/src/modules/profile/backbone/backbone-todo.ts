import { reviewTodoSource } from '@server/platform/todo/review-todo';
import { BACKBONE_SUBJECT } from '@server/modules/profile/backbone-workflow';

/** Backbone-teacher applications waiting at a step the caller decides; the item opens the existing review page. */
export const backboneReviewTodo = reviewTodoSource({
  kind: 'backbone.review',
  subjectType: BACKBONE_SUBJECT,
  link: (applyId) => `/my/todoList/backbone/${applyId}`,
});
