import { i18n } from '@/shared/i18n/i18n';
import { gradebookEnUS } from './gradebook.en-US';
import { gradebookZhCN } from './gradebook.zh-CN';

// The grade book's and a teacher's results' texts travel with their chunks rather than in the app's catalogues. Keys
// read `assessmentGradebook.…`.
i18n.addResourceBundle('zh-CN', 'translation', { assessmentGradebook: gradebookZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { assessmentGradebook: gradebookEnUS }, true, true);
