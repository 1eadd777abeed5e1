import { i18n } from '@/shared/i18n/i18n';
import { learningContinueEnUS } from './continue.en-US';
import { learningContinueZhCN } from './continue.zh-CN';

// The texts of "continue learning" travel with the cards that show them (home, the programme page), not with the
// app's catalogues. Merged into the default namespace, so keys read `learning.continue.…`.
i18n.addResourceBundle('zh-CN', 'translation', { learning: { continue: learningContinueZhCN } }, true, true);
i18n.addResourceBundle('en-US', 'translation', { learning: { continue: learningContinueEnUS } }, true, true);
