import { i18n } from '@/shared/i18n/i18n';
import { tenantsEnUS } from './tenants.en-US';
import { tenantsZhCN } from './tenants.zh-CN';

// The tenant, branding and audit pages' texts travel with their chunk; merged under `administration.` beside the
// units and accounts pages' texts.
i18n.addResourceBundle('zh-CN', 'translation', { administration: tenantsZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { administration: tenantsEnUS }, true, true);
