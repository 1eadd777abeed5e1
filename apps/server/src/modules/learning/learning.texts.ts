import { defineTexts } from '@server/platform/i18n/server-texts';

// Learning's own texts (the words, sheet and file names of the hours and presence downloads, a declaration's row on
// the staff's review list).
export const learningTexts = defineTexts('learning', {
  'zh-CN': {
    declarationReviewTitle_other: '{{title}}（{{count}} 学时）',
    yes: '是',
    no: '否',
    hoursTotal: '{{teacher}}（{{year}}年）合计',
    requirementMet: '是否达标',
    reversed: '已冲销',
    month: '{{month}}月',
    hoursFile: '学时明细',
    reportSheet: '{{year}}年学时达标',
    reportFile: '学时达标',
    presenceSheet: '在场抽查',
    presenceFile: '在场抽查',
    declarationEvidenceInUse: '该文件是待审核的学时申报（{{declarationId}}）的证明材料，审核结束前不能删除',
  },
  'en-US': {
    declarationReviewTitle_one: '{{title}} ({{count}} hour)',
    declarationReviewTitle_other: '{{title}} ({{count}} hours)',
    yes: 'Yes',
    no: 'No',
    hoursTotal: '{{teacher}} ({{year}}) total',
    requirementMet: 'Requirement met',
    reversed: 'Reversed',
    month: '{{month}}',
    hoursFile: 'learning-hours',
    reportSheet: 'Hours {{year}}',
    reportFile: 'learning-hours-report',
    presenceSheet: 'Presence checks',
    presenceFile: 'presence-checks',
    declarationEvidenceInUse:
      'The file is evidence of learning-hours declaration {{declarationId}}, which awaits review; it can be deleted once that is decided',
  },
});
