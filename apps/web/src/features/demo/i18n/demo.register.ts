import { i18n } from '@/shared/i18n/i18n';
import { demoEnUS } from './demo.en-US';
import { demoZhCN } from './demo.zh-CN';

// The tour's texts travel with its chunk; keys read `demo.…`.
i18n.addResourceBundle('zh-CN', 'translation', { demo: demoZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { demo: demoEnUS }, true, true);
