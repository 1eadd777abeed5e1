import { i18n } from '@/shared/i18n/i18n';
import { learningWatchEnUS } from './watch.en-US';
import { learningWatchZhCN } from './watch.zh-CN';

// The texts under a lesson's player travel with the lesson pages (the player is training's, the watching is
// learning's), not with the hours pages' catalogue nor the app's. Merged into the default namespace, so keys read
// `learning.watch.…`.
i18n.addResourceBundle('zh-CN', 'translation', { learning: { watch: learningWatchZhCN } }, true, true);
i18n.addResourceBundle('en-US', 'translation', { learning: { watch: learningWatchEnUS } }, true, true);
