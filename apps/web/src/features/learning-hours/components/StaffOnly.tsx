import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleGate } from '@/shared/ui/RoleGate';
import { isHoursStaff, isRequirementEditor } from '../model/access';

/** Shows the page to staff only (district admins when `district`); a teacher who types the address gets a 403 result. */
export function StaffOnly({ district = false, children }: { district?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RoleGate
      allows={district ? isRequirementEditor : isHoursStaff}
      title={t('learningHours.common.forbiddenTitle')}
      text={t(district ? 'learningHours.common.districtOnlyText' : 'learningHours.common.forbiddenText')}
      testId="hours-forbidden"
    >
      {children}
    </RoleGate>
  );
}
