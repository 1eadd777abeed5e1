import { i18n } from '@/shared/i18n/i18n';
import { privacyExportsEnUS } from './exports.en-US';
import { privacyExportsZhCN } from './exports.zh-CN';

// Personal-data copies' texts travel with their two pages. Keys read `privacyExports.…`.
i18n.addResourceBundle('zh-CN', 'translation', { privacyExports: privacyExportsZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { privacyExports: privacyExportsEnUS }, true, true);
