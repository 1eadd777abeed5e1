import { i18n } from '@/shared/i18n/i18n';
import { teacherEnUS } from './teacher.en-US';
import { teacherZhCN } from './teacher.zh-CN';

// The teacher's topic texts travel with their pages' chunk rather than in the app's catalogues, which every visitor
// downloads with the sign-in page. Merged into the default namespace, so keys read `topicTeacher.…`.
i18n.addResourceBundle('zh-CN', 'translation', { topicTeacher: teacherZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { topicTeacher: teacherEnUS }, true, true);
