import { i18n } from '@/shared/i18n/i18n';
import { notificationsEnUS } from './notifications.en-US';
import { notificationsZhCN } from './notifications.zh-CN';

// Travel with the bell (in the main layout) and the list page; keys read `notifications.…`.
i18n.addResourceBundle('zh-CN', 'translation', { notifications: notificationsZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { notifications: notificationsEnUS }, true, true);
