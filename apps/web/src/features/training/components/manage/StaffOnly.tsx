import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleGate } from '@/shared/ui/RoleGate';
import { isDistrictStaff, isTrainingStaff } from './access';

export type StaffOnlyProps = {
  /** Only district (or platform) staff may see the page, not school admins. */
  district?: boolean;
  children: ReactNode;
};

/** Shows the page to training staff only; a teacher who types the address gets a 403 result instead. */
export function StaffOnly({ district = false, children }: StaffOnlyProps) {
  const { t } = useTranslation();
  return (
    <RoleGate
      allows={district ? isDistrictStaff : isTrainingStaff}
      title={t('trainingManage.common.forbiddenTitle')}
      text={t(district ? 'trainingManage.common.districtOnlyText' : 'trainingManage.common.forbiddenText')}
      testId="manage-forbidden"
    >
      {children}
    </RoleGate>
  );
}
