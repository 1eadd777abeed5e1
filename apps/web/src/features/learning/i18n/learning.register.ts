import { i18n } from '@/shared/i18n/i18n';
import { learningHoursEnUS } from './learning.en-US';
import { learningHoursZhCN } from './learning.zh-CN';

// The pages' texts travel with their chunks, not with the app's catalogues (which the sign-in page carries).
// Merged into the default namespace, so keys read `learningHours.…`.
i18n.addResourceBundle('zh-CN', 'translation', { learningHours: learningHoursZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { learningHours: learningHoursEnUS }, true, true);
