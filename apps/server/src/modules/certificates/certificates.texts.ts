import { defineTexts } from '@server/platform/i18n/server-texts';

// Certificates' own texts: what an Open Badges credential says its achievement asked (issue 43). A credential goes
// anywhere, so it carries both languages (as the PDF does), whoever downloads it.
export const certificateTexts = defineTexts('certificates', {
  'zh-CN': {
    criteriaProgramme_other: '完成培训项目「{{title}}」的全部学习要求，计 {{count}} 学时',
    criteriaStaff_other: '经{{issuer}}认定完成「{{title}}」，计 {{count}} 学时',
    criteriaAward: '在「{{title}}」中获评{{honour}}',
  },
  'en-US': {
    criteriaProgramme_one: 'Completed every requirement of the programme “{{title}}”: {{count}} learning hour',
    criteriaProgramme_other: 'Completed every requirement of the programme “{{title}}”: {{count}} learning hours',
    criteriaStaff_one: 'Recognised by {{issuer}} as having completed “{{title}}”: {{count}} learning hour',
    criteriaStaff_other: 'Recognised by {{issuer}} as having completed “{{title}}”: {{count}} learning hours',
    criteriaAward: 'Awarded {{honour}} in “{{title}}”',
  },
});
