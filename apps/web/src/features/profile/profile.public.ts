// What other features may use of profile: everything else in this folder is private. The to-do list shows the
// backbone applications waiting for the reviewer beside the development ones.
export { BackboneReviews } from './backbone/components/BackboneReviews';
