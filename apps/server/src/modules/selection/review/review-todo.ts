import { reviewTodoSource } from '@server/platform/todo/review-todo';
import { SELECTION_SUBJECT } from '@server/modules/selection/selection-workflow';

/** Selection applications (district and school projects alike) waiting at a step the caller decides. */
export const selectionReviewTodo = reviewTodoSource({
  kind: 'selection.review',
  subjectType: SELECTION_SUBJECT,
  link: (applyId) => `/manage/selectionReview/${applyId}`,
});
