/** The NOTIFY channel that tells every process which users' unread counts changed. */
export const LIVE_CHANNEL = 'yanxiu_notifications';
