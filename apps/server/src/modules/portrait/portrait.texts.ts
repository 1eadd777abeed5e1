import { defineTexts } from '@server/platform/i18n/server-texts';

// Portrait's own texts (the words, sheet and file names of the staff portrait's workbook and the teacher's PDF).
export const portraitTexts = defineTexts('portrait', {
  'zh-CN': {
    yes: '是',
    no: '否',
    teachersSheet: '{{year}}年教师画像',
    summarySheet: '汇总',
    summaryTeachers: '教师人数',
    summaryBehind: '学时落后人数',
    summaryParticipating: '参加培训人数',
    summaryMedian: '学时中位数',
    summaryRequired: '要求学时',
    noPhase: '未定阶段',
    staffFile: '教师画像',
    pdfFile: '教师画像',
  },
  'en-US': {
    yes: 'Yes',
    no: 'No',
    teachersSheet: 'Teachers {{year}}',
    summarySheet: 'Summary',
    summaryTeachers: 'Teachers',
    summaryBehind: 'Behind on hours',
    summaryParticipating: 'Took part in training',
    summaryMedian: 'Median hours',
    summaryRequired: 'Required hours',
    noPhase: 'No phase',
    staffFile: 'teacher-portraits',
    pdfFile: 'portrait',
  },
});
