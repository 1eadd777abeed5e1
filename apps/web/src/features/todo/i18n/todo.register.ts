import { i18n } from '@/shared/i18n/i18n';
import { todoEnUS } from './todo.en-US';
import { todoZhCN } from './todo.zh-CN';

// The to-do texts travel with the to-do chunks (the list page and the home preview); keys read `todo.…`.
i18n.addResourceBundle('zh-CN', 'translation', { todo: todoZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { todo: todoEnUS }, true, true);
