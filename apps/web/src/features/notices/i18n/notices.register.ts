import { i18n } from '@/shared/i18n/i18n';
import { noticesEnUS } from './notices.en-US';
import { noticesZhCN } from './notices.zh-CN';

// The notice pages' texts travel with their chunks rather than in the app's catalogues. Keys read `notices.…`.
i18n.addResourceBundle('zh-CN', 'translation', { notices: noticesZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { notices: noticesEnUS }, true, true);
