import { i18n } from '@/shared/i18n/i18n';
import { trainingEnUS } from './teacher.en-US';
import { trainingZhCN } from './teacher.zh-CN';

// The teacher pages' texts travel with their chunk rather than in the app's catalogues, which every visitor
// downloads with the sign-in page. Merged into the default namespace, so keys read `training.…`.
i18n.addResourceBundle('zh-CN', 'translation', { training: trainingZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { training: trainingEnUS }, true, true);
