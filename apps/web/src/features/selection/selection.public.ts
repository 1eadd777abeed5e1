// What other features may use of selection: everything else in this folder is private. The to-do list shows the
// selection applications waiting for the reviewer beside the development and backbone ones.
export { SelectionReviews } from './components/manage/SelectionReviews';
