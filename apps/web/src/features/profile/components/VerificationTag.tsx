import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { VerificationState, type VerificationStateValue } from '@yanxiu/contract/profile-enums';
import { Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';

const LOOKS: Record<VerificationStateValue, { color: string; icon: ReactNode }> = {
  unverified: { color: 'processing', icon: <ClockCircleOutlined /> },
  verified: { color: 'success', icon: <CheckCircleOutlined /> },
  rejected: { color: 'error', icon: <CloseCircleOutlined /> },
};

/** Where a record stands with staff; a verified one also says it is locked. */
export function VerificationTag({ state }: { state: VerificationStateValue }) {
  const { t } = useTranslation();
  const look = LOOKS[state];
  const tag = (
    <Tag color={look.color} icon={look.icon} data-testid="verification-tag" data-state={state}>
      {VerificationState.label(state, currentLocale())}
    </Tag>
  );
  if (state !== 'verified') return tag;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {tag}
      <Tooltip title={t('profile.record.locked')}>
        <Tag data-testid="record-locked">{t('profile.record.lockedShort')}</Tag>
      </Tooltip>
    </span>
  );
}
