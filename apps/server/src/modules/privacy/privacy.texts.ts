import { defineTexts } from '@server/platform/i18n/server-texts';

// Privacy's own texts (refusal messages, download names), both languages side by side.
export const privacyTexts = defineTexts('privacy', {
  'zh-CN': {
    // The name an erased person is shown by (erasure/erasure-run.service.ts).
    erasedPseudonym: '已注销用户 #{{id}}',
  },
  'en-US': {
    erasedPseudonym: 'Erased user #{{id}}',
  },
});
