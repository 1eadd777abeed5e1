import { defineTexts } from '@server/platform/i18n/server-texts';

// Help's own texts (refusals of saving an article).
export const helpTexts = defineTexts('help', {
  'zh-CN': { emptyBody: '正文不能为空' },
  'en-US': { emptyBody: 'The text is empty' },
});
