import { i18n } from '@/shared/i18n/i18n';
import { assessmentEnUS } from './assessment.en-US';
import { assessmentZhCN } from './assessment.zh-CN';

// Texts both assessment parts show (true or false, counts), registered by each part's own register file, so they
// travel with whichever chunk opens first. Keys read `assessment.…`.
i18n.addResourceBundle('zh-CN', 'translation', { assessment: assessmentZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { assessment: assessmentEnUS }, true, true);
