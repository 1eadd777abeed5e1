import type { Permission } from '@server/platform/access/access';
import type { Actor } from '@server/platform/auth/actor';

/**
 * Who may call notification routes: every signed-in user, about their own notifications only (the routes take no
 * user id; the caller is the recipient). No route config roles, so this is the one rule.
 */
export const notificationAccess = {
  /** Anyone signed in reads and marks their own list and sets their own channels. */
  ownNotifications: (actor: Actor) => actor.userId > 0,
} satisfies Record<string, Permission>;
