import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { isDistrictStaff, isTrainingStaff } from './access';

export type StaffOnlyProps = {
  /** Only district (or platform) staff may see the page, not school admins. */
  district?: boolean;
  children: ReactNode;
};

/**
 * Shows the page to staff only; a teacher who types the address gets a 403 result instead. The server refuses
 * their calls anyway: this spares them a page of errors.
 */
export function StaffOnly({ district = false, children }: StaffOnlyProps) {
  const { t } = useTranslation();
  const roles = useSession((session) => session.loginInfo?.roles ?? []);
  const allowed = district ? isDistrictStaff(roles) : isTrainingStaff(roles);
  if (allowed) return <>{children}</>;
  return (
    <Result
      status="403"
      title={t('trainingManage.common.forbiddenTitle')}
      subTitle={t(district ? 'trainingManage.common.districtOnlyText' : 'trainingManage.common.forbiddenText')}
      extra={
        <Link to="/home">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
      data-testid="manage-forbidden"
    />
  );
}
