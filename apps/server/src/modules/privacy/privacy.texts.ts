import { defineTexts } from '@server/platform/i18n/server-texts';

// Privacy's own texts (refusal messages, download names), both languages side by side.
export const privacyTexts = defineTexts('privacy', {
  'zh-CN': {},
  'en-US': {},
});
