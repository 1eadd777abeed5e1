import { defineTexts } from '@server/platform/i18n/server-texts';

// The search's own texts: its refusals.
export const searchTexts = defineTexts('search', {
  'zh-CN': {
    keywordLength: '搜索词须为 {{min}} 到 {{max}} 个字符',
    cursorOfKind: '“更多”须与其结果类别一起请求',
    badCursor: '无法识别的“更多”位置，请重新搜索',
  },
  'en-US': {
    keywordLength: 'Search for {{min}} to {{max}} characters',
    cursorOfKind: '"More" is asked together with the kind of its results',
    badCursor: 'This "more" position is not recognised; search again',
  },
});
