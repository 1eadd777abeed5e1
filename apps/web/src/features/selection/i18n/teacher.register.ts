import { i18n } from '@/shared/i18n/i18n';
import { teacherEnUS } from './teacher.en-US';
import { teacherZhCN } from './teacher.zh-CN';

// The teacher's selection texts travel with their pages' chunk rather than in the app's catalogues, which every
// visitor downloads with the sign-in page. Merged into the default namespace, so keys read `selectionTeacher.…`.
i18n.addResourceBundle('zh-CN', 'translation', { selectionTeacher: teacherZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { selectionTeacher: teacherEnUS }, true, true);
