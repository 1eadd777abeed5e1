import { i18n } from '@/shared/i18n/i18n';
import { researchEnUS } from './research.en-US';
import { researchZhCN } from './research.zh-CN';

// The research pages' texts travel with their chunk rather than in the app's catalogues, which every visitor
// downloads with the sign-in page. Merged into the default namespace, so keys read `research.…`.
i18n.addResourceBundle('zh-CN', 'translation', { research: researchZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { research: researchEnUS }, true, true);
