import { i18n } from '@/shared/i18n/i18n';
import { manageEnUS } from './manage.en-US';
import { manageZhCN } from './manage.zh-CN';

// The staff pages' texts travel with their chunk rather than in the app's catalogues, which every visitor downloads
// with the sign-in page. Merged into the default namespace, so keys read `selectionManage.…`.
i18n.addResourceBundle('zh-CN', 'translation', { selectionManage: manageZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { selectionManage: manageEnUS }, true, true);
