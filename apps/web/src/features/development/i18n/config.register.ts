import { i18n } from '@/shared/i18n/i18n';
import { developmentConfigEnUS } from './config.en-US';
import { developmentConfigZhCN } from './config.zh-CN';

// The configuration page's texts load with it only (district admins), not with the teacher pages' chunk.
i18n.addResourceBundle('zh-CN', 'translation', { developmentConfig: developmentConfigZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { developmentConfig: developmentConfigEnUS }, true, true);
