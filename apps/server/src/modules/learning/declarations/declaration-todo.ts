import { reviewTodoSource } from '@server/platform/todo/review-todo';
import { DECLARATION_SUBJECT } from './declaration-workflow';

/** Declared learning hours waiting for the caller's school check; declarations are decided on their list page. */
export const declarationReviewTodo = reviewTodoSource({
  kind: 'learning.declaration',
  subjectType: DECLARATION_SUBJECT,
  link: () => '/manage/declarations',
});
