import { i18n } from '@/shared/i18n/i18n';
import { discussionEnUS } from './discussion.en-US';
import { discussionZhCN } from './discussion.zh-CN';

// A course's discussion travels with the pages that show it; merged into the default namespace under
// `training.discussion.`, beside the teacher pages' `training.` texts.
i18n.addResourceBundle('zh-CN', 'translation', { training: { discussion: discussionZhCN } }, true, true);
i18n.addResourceBundle('en-US', 'translation', { training: { discussion: discussionEnUS } }, true, true);
