import { defineTexts } from '@server/platform/i18n/server-texts';

// Development's own texts (the refusal to delete a running application's evidence, its rows on the staff's review list).
export const developmentTexts = defineTexts('development', {
  'zh-CN': {
    evidenceInUse: '该文件是进行中的发展申报（{{applyId}}）的证明材料，申报结束前不能删除',
    reviewListTitle: '{{postType}} · {{phase}}',
  },
  'en-US': {
    evidenceInUse: 'The file is evidence of development application {{applyId}}, which is still running; it can be deleted once that ends',
    reviewListTitle: '{{postType}}: {{phase}}',
  },
});
