import { defineTexts } from '@server/platform/i18n/server-texts';

// Selection's own texts (the refusal to delete an application's file).
export const selectionTexts = defineTexts('selection', {
  'zh-CN': {
    applicationFileInUse: '该文件是评选申报（{{applyId}}）的材料，申报审核中或已通过时不能删除',
  },
  'en-US': {
    applicationFileInUse: 'The file is part of selection application {{applyId}}, which is under review or passed it; it cannot be deleted',
  },
});
