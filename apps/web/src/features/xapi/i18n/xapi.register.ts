import { i18n } from '@/shared/i18n/i18n';
import { xapiEnUS } from './xapi.en-US';
import { xapiZhCN } from './xapi.zh-CN';

// The xAPI settings page's texts travel with its chunk rather than in the app's catalogues. Keys read `xapi.…`.
i18n.addResourceBundle('zh-CN', 'translation', { xapi: xapiZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { xapi: xapiEnUS }, true, true);
