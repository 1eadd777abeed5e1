import { i18n } from '@/shared/i18n/i18n';
import { privacyEnUS } from './privacy.en-US';
import { privacyZhCN } from './privacy.zh-CN';

// Privacy's texts travel with its chunk rather than in the app's catalogues. Keys read `privacy.…`.
i18n.addResourceBundle('zh-CN', 'translation', { privacy: privacyZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { privacy: privacyEnUS }, true, true);
