/** Where the staff's selection pages live (the route table holds the same paths). */
export const PROJECTS_PATH = '/manage/selection';
export const QUEUE_PATH = '/manage/selectionReview';
