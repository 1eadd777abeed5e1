import { i18n } from '@/shared/i18n/i18n';
import { developmentEnUS } from './development.en-US';
import { developmentZhCN } from './development.zh-CN';

// The feature's texts travel with its pages rather than in the app's catalogues, which every visitor downloads with
// the sign-in page (kept under its size budget). Merged into the default namespace, so keys read `development.…`.
i18n.addResourceBundle('zh-CN', 'translation', { development: developmentZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { development: developmentEnUS }, true, true);
