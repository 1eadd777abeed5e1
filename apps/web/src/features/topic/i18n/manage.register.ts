import { i18n } from '@/shared/i18n/i18n';
import { manageEnUS } from './manage.en-US';
import { manageZhCN } from './manage.zh-CN';

// The staff and expert pages' texts travel with their chunk rather than in the app's catalogues, which every visitor
// downloads with the sign-in page. Merged into the default namespace, so keys read `topicManage.…`.
i18n.addResourceBundle('zh-CN', 'translation', { topicManage: manageZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { topicManage: manageEnUS }, true, true);
