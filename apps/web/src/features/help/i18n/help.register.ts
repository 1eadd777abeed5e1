import { i18n } from '@/shared/i18n/i18n';
import { helpEnUS } from './help.en-US';
import { helpZhCN } from './help.zh-CN';

// The help page's texts travel with its chunk rather than in the app's catalogues. Keys read `help.…`.
i18n.addResourceBundle('zh-CN', 'translation', { help: helpZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { help: helpEnUS }, true, true);
