import { i18n } from '@/shared/i18n/i18n';
import { jobsEnUS } from './jobs.en-US';
import { jobsZhCN } from './jobs.zh-CN';

// The jobs page's texts travel with its chunk (staff only). Merged into the default namespace: keys read `jobs.…`.
i18n.addResourceBundle('zh-CN', 'translation', { jobs: jobsZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { jobs: jobsEnUS }, true, true);
