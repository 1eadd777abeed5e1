import { i18n } from '@/shared/i18n/i18n';
import { backboneEnUS } from './backbone.en-US';
import { backboneZhCN } from './backbone.zh-CN';

// The backbone recognition's texts travel with its pages and the to-do list's panel; keys read `backbone.…`.
i18n.addResourceBundle('zh-CN', 'translation', { backbone: backboneZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { backbone: backboneEnUS }, true, true);
