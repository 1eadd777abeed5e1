import { i18n } from '@/shared/i18n/i18n';
import { callEnUS } from './call.en-US';
import { callZhCN } from './call.zh-CN';

// The shared call pieces are on staff pages only: their texts travel with those pages' chunks rather than in the
// app's catalogues, which every visitor downloads with the sign-in page. Merged into the default namespace, so keys
// read `call.…`.
i18n.addResourceBundle('zh-CN', 'translation', { call: callZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { call: callEnUS }, true, true);
