import { i18n } from '@/shared/i18n/i18n';
import { scoringEnUS } from './scoring.en-US';
import { scoringZhCN } from './scoring.zh-CN';

// The scoring and results pages' texts travel with their chunk rather than in the app's catalogues, which every
// visitor downloads with the sign-in page. Merged into the default namespace, so keys read `selectionScoring.…`.
i18n.addResourceBundle('zh-CN', 'translation', { selectionScoring: scoringZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { selectionScoring: scoringEnUS }, true, true);
