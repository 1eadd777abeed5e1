import { i18n } from '@/shared/i18n/i18n';
import { diskEnUS } from './disk.en-US';
import { diskZhCN } from './disk.zh-CN';

// The disk pages' texts travel with their chunk rather than in the app's catalogues. Keys read `disk.…`.
i18n.addResourceBundle('zh-CN', 'translation', { disk: diskZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { disk: diskEnUS }, true, true);
