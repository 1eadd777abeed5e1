// What other modules may use of notifications: everything else in this folder is private.

// Who a notification (or a notice) is for, and the reads that answer it.
export { audienceIncludes, resolveAudience } from './notifications.queries';
export type { Audience } from './notification';
// Tells people something, in the caller's transaction: the fan-out runs as a queued job after the commit.
export { notify, type Notification } from './notify';
// A domain that names a review step's reviewers (a step declared `assigned`) tells them through this.
export { tellReviewers } from './review-notices';
export type { NotificationKind } from '@yanxiu/contract/notifications';
export { notificationsModule } from './notifications.module';
// Erasure on request (privacy's job): a recipient's notifications and delivery addresses, in its transaction.
export { erasePersonalDataOfRecipient } from './recipient-erasure.service';
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfNotifications } from './notifications-personal-data';
