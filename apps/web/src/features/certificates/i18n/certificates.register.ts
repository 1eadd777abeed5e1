import { i18n } from '@/shared/i18n/i18n';
import { certificatesEnUS } from './certificates.en-US';
import { certificatesZhCN } from './certificates.zh-CN';

// The certificate pages' texts travel with their chunks rather than in the app's catalogues, which every visitor
// downloads with the sign-in page. Merged into the default namespace, so keys read `certificates.…`.
i18n.addResourceBundle('zh-CN', 'translation', { certificates: certificatesZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { certificates: certificatesEnUS }, true, true);
