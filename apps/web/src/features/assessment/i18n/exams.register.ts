import { i18n } from '@/shared/i18n/i18n';
import './assessment.register';
import { examsEnUS } from './exams.en-US';
import { examsZhCN } from './exams.zh-CN';

// The exam pages' texts (staff and teachers) travel with their chunks rather than in the app's catalogues. Keys read
// `assessmentExams.…`.
i18n.addResourceBundle('zh-CN', 'translation', { assessmentExams: examsZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { assessmentExams: examsEnUS }, true, true);
