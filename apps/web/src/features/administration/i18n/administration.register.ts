import { i18n } from '@/shared/i18n/i18n';
import { administrationEnUS } from './administration.en-US';
import { administrationZhCN } from './administration.zh-CN';

// The units and accounts pages' texts travel with their chunks, not with the app's catalogues (which the sign-in
// page carries). Merged into the default namespace, so keys read `administration.…`.
i18n.addResourceBundle('zh-CN', 'translation', { administration: administrationZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { administration: administrationEnUS }, true, true);
