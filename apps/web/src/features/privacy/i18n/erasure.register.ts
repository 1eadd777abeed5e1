import { i18n } from '@/shared/i18n/i18n';
import { privacyErasureEnUS } from './erasure.en-US';
import { privacyErasureZhCN } from './erasure.zh-CN';

// Erasure, notice and retention texts travel with the privacy pages and the notice gate. Keys read `privacyErasure.…`.
i18n.addResourceBundle('zh-CN', 'translation', { privacyErasure: privacyErasureZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { privacyErasure: privacyErasureEnUS }, true, true);
