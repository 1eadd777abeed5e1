import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';

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
  'resource.reminder',
  'research.mentioned',
  'topic.stageDue',
  'hours.credited',
  'selection.publicity',
  'selection.final',
  // A tutor graded a teacher's assignment, returned it for resubmission, or marked it excellent (issue 38).
  'assignment.graded',
  'assignment.returned',
  'assignment.excellent',
  // The district refused a teacher's request to erase their personal data, saying why (issue 43).
  'privacy.erasureRefused',
  // A question on a course a lecturer gives, and a lecturer's answer to the asker (issue 42).
  'course.questionAsked',
  'course.questionAnswered',
  // A teacher's copy of their personal data is ready to download (issue 43).
  'privacy.exportReady',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Values a kind's text is filled with (names, titles, counts); never markup. */
export const NotificationParams = z.record(z.string().max(40), z.union([z.string().max(500), z.number()]));
export type NotificationParams = z.infer<typeof NotificationParams>;

const MessageId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The caller's notifications: all or unread only, of one kind or any; newest first. */
export const NotificationListQuery = AppIdQuery.extend(PageQuery.shape).extend({
  kind: NotificationKind.optional(),
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationItem = z.object({
  id: MessageId,
  kind: NotificationKind,
  params: NotificationParams,
  /** A path of the web app: the object the notification is about. */
  link: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;
export const NotificationPage = paged(NotificationItem).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof NotificationPage>;

export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** Marks the given notifications of the caller read (ids not theirs are ignored). */
export const MarkNotificationsReadBody = z.object({ ids: z.array(MessageId).min(1).max(100) });
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBody>;
export const MarkedRead = z.object({ marked: z.number().int(), unread: z.number().int() });
export type MarkedRead = z.infer<typeof MarkedRead>;

/** Channels beyond the in-app list, which is always on. */
export const NOTIFICATION_CHANNELS = ['email', 'wechat'] as const;
export const NotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof NotificationChannel>;

const Email = z.email().max(254);
/** A WeChat openid: 28 characters of letters, digits, '-' and '_' in practice; bounded loosely. */
const OpenId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'not a WeChat openid');

/** The caller's choices per outside channel; the address is required when the channel is on. */
export const NotificationPreferences = z.object({
  email: z.object({ enabled: z.boolean(), address: z.union([Email, z.literal('')]) }),
  wechat: z.object({ enabled: z.boolean(), address: z.union([OpenId, z.literal('')]) }),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
export const SaveNotificationPreferencesBody = NotificationPreferences.superRefine((value, context) => {
  for (const channel of NOTIFICATION_CHANNELS) {
    if (value[channel].enabled && value[channel].address === '')
      context.addIssue({ code: 'custom', path: [channel, 'address'], message: 'required when the channel is on' });
  }
});
/** Which channels this server can deliver through (an unconfigured one is shown but cannot be turned on). */
export const NotificationPreferencesView = NotificationPreferences.extend({
  available: z.object({ email: z.boolean(), wechat: z.boolean() }),
});
export type NotificationPreferencesView = z.infer<typeof NotificationPreferencesView>;
