import { i18n } from '@/shared/i18n/i18n';
import { searchEnUS } from './search.en-US';
import { searchZhCN } from './search.zh-CN';

// Travel with the header's box (in the main layout) and the results page; keys read `search.…`.
i18n.addResourceBundle('zh-CN', 'translation', { search: searchZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { search: searchEnUS }, true, true);
