import { i18n } from '@/shared/i18n/i18n';
import './assessment.register';
import { evaluationsEnUS } from './evaluations.en-US';
import { evaluationsZhCN } from './evaluations.zh-CN';

// The evaluation pages' texts (staff and teachers) travel with their chunks rather than in the app's catalogues. Keys
// read `assessmentEvaluations.…`.
i18n.addResourceBundle('zh-CN', 'translation', { assessmentEvaluations: evaluationsZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { assessmentEvaluations: evaluationsEnUS }, true, true);
