import { i18n } from '@/shared/i18n/i18n';
import { portraitEnUS } from './portrait.en-US';
import { portraitZhCN } from './portrait.zh-CN';

// The pages' texts travel with their chunks, not with the app's catalogues (which the sign-in page carries).
i18n.addResourceBundle('zh-CN', 'translation', { portrait: portraitZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { portrait: portraitEnUS }, true, true);
