import { defineTexts } from '@server/platform/i18n/server-texts';

// Training's own texts (sheet and file names of the enrolment download).
export const trainingTexts = defineTexts('training', {
  'zh-CN': {
    enrolmentsSheet: '报名名单',
    enrolmentsFile: '报名名单',
  },
  'en-US': {
    enrolmentsSheet: 'Enrolments',
    enrolmentsFile: 'enrolments',
  },
});
