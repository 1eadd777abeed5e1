import { defineTexts } from '@server/platform/i18n/server-texts';

// Profile's own texts (refusals of evidence, the words, sheet and file names of the records' download, the backbone
// recognition's row on the staff's review list).
export const profileTexts = defineTexts('profile', {
  'zh-CN': {
    evidenceRefused: '证明材料不符合要求：只能使用本人上传的 {{types}} 文件',
    backboneReviewTitle: '骨干教师认定',
    yes: '是',
    no: '否',
    fieldPair: '{{label}}：{{value}}',
    fieldSeparator: '；',
    recordsSheet: '成长档案记录',
    recordsFile: '成长档案记录',
    recordEvidenceInUse: '该文件是成长档案记录（{{recordId}}）的证明材料，请先在记录中移除该文件或删除记录',
  },
  'en-US': {
    evidenceRefused: 'Evidence must be your own uploads of {{types}}',
    backboneReviewTitle: 'Backbone teacher recognition',
    yes: 'Yes',
    no: 'No',
    fieldPair: '{{label}}: {{value}}',
    fieldSeparator: '; ',
    recordsSheet: 'Profile records',
    recordsFile: 'profile-records',
    recordEvidenceInUse: 'The file is evidence of profile record {{recordId}}; remove it from the record (or delete the record) first',
  },
});
