/** The queues of notifications (pg-boss queue names; installed with the migrations from the module's workers). */
export const FAN_OUT_QUEUE = 'notifications.fanOut';
export const DELIVER_QUEUE = 'notifications.deliver';
/** The NOTIFY channel that tells every process which users' unread counts changed. */
export const LIVE_CHANNEL = 'yanxiu_notifications';
