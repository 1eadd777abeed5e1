import { i18n } from '@/shared/i18n/i18n';
import { growthFileEnUS } from './growth-file.en-US';
import { growthFileZhCN } from './growth-file.zh-CN';

// The growth file's texts travel with its button and its verification page; keys read `growthFile.…`.
i18n.addResourceBundle('zh-CN', 'translation', { growthFile: growthFileZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { growthFile: growthFileEnUS }, true, true);
