import { i18n } from '@/shared/i18n/i18n';
import { shareEnUS } from './share.en-US';
import { shareZhCN } from './share.zh-CN';

// The share page's texts travel with its chunk (and the host's share settings), not in the app's catalogues, which
// every visitor downloads with the sign-in page. Merged into the default namespace, so keys read `topicShare.…`.
i18n.addResourceBundle('zh-CN', 'translation', { topicShare: shareZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { topicShare: shareEnUS }, true, true);
