import type { privacyZhCN } from './privacy.zh-CN';

// Privacy's texts in English, with exactly the Chinese catalogue's keys.
export const privacyEnUS: typeof privacyZhCN = {
  title: 'Privacy and data',
};
