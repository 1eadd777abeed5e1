import { reviewTodoSource } from '@server/platform/todo/review-todo';
import { DEVELOPMENT_SUBJECT } from './development-workflow';

/** Development applications waiting at a step the caller decides; the item opens the existing review page. */
export const developmentReviewTodo = reviewTodoSource({
  kind: 'development.review',
  subjectType: DEVELOPMENT_SUBJECT,
  link: (applyId) => `/my/todoList/development/${applyId}`,
});
