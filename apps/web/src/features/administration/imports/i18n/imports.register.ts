import { i18n } from '@/shared/i18n/i18n';
import { importsEnUS } from './imports.en-US';
import { importsZhCN } from './imports.zh-CN';

// The page's texts travel with its chunk, not with the app's catalogues (which the sign-in page carries).
// Merged into the default namespace, so keys read `accountImports.…`.
i18n.addResourceBundle('zh-CN', 'translation', { accountImports: importsZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { accountImports: importsEnUS }, true, true);
