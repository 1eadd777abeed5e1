// What other features use of the review list: where it is (the to-do list links to it).

/** The staff's one review list: every review waiting for the reader's decision, of every domain. */
export { REVIEW_LIST_PATH } from './model/list-params';
