import { i18n } from '@/shared/i18n/i18n';
import './assessment.register';
import { assignmentsEnUS } from './assignments.en-US';
import { assignmentsZhCN } from './assignments.zh-CN';

// The assignment pages' texts (staff and teachers) travel with their chunks rather than in the app's catalogues. Keys
// read `assessmentAssignments.…`.
i18n.addResourceBundle('zh-CN', 'translation', { assessmentAssignments: assignmentsZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { assessmentAssignments: assignmentsEnUS }, true, true);
