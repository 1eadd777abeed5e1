import { i18n } from '@/shared/i18n/i18n';
import { profileEnUS } from './profile.en-US';
import { profileZhCN } from './profile.zh-CN';

// The feature's texts travel with its pages rather than in the app's catalogues, which every visitor downloads with
// the sign-in page (kept under its size budget). Merged into the default namespace, so keys read `profile.…`.
i18n.addResourceBundle('zh-CN', 'translation', { profile: profileZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { profile: profileEnUS }, true, true);
