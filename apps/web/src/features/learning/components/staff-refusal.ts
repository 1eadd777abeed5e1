import type { TFunction } from 'i18next';

/** The 403 of the learning staff pages: for staff only, or (`districtOnly`) for district admins only. */
export function staffRefusal(t: TFunction, districtOnly = false) {
  return {
    title: t('learningHours.common.forbiddenTitle'),
    text: t(districtOnly ? 'learningHours.common.districtOnlyText' : 'learningHours.common.forbiddenText'),
    testId: 'hours-forbidden',
  };
}
