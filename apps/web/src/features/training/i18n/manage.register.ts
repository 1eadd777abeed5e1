import { i18n } from '@/shared/i18n/i18n';
import { trainingManageEnUS } from './manage.en-US';
import { trainingManageZhCN } from './manage.zh-CN';

// The staff pages' texts travel with their chunk, not with the app's catalogues (which the sign-in page carries).
// Merged into the default namespace, so keys read `trainingManage.…`.
i18n.addResourceBundle('zh-CN', 'translation', { trainingManage: trainingManageZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { trainingManage: trainingManageEnUS }, true, true);
