import { z } from 'zod';

/**
 * What a notification is about. The reader's client renders it in the reader's language from the kind and its
 * params (catalogue key `notifications.kind.<kind>`), so a notification stored once reads right in either language.
 * A new domain adds its kinds here and their texts to both catalogues.
 */
export const NOTIFICATION_KINDS = [
  'review.waiting',
  'review.returned',
  'review.approved',
  'review.rejected',
  'order.confirmed',
  'certificate.issued',
  'notice.published',
  'notice.acknowledgementRequired',
  'notice.reminder',
  'activity.startingSoon',
  'resource.issued',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Values a kind's text is filled with (names, titles, counts); never markup. */
export const NotificationParams = z.record(z.string().max(40), z.union([z.string().max(500), z.number()]));
export type NotificationParams = z.infer<typeof NotificationParams>;
