import { i18n } from '@/shared/i18n/i18n';
import { reviewEnUS } from './review.en-US';
import { reviewZhCN } from './review.zh-CN';

// The review list's texts travel with its page's chunk; keys read `review.…`.
i18n.addResourceBundle('zh-CN', 'translation', { review: reviewZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { review: reviewEnUS }, true, true);
