import type { CertificateStatus } from '@yanxiu/contract/certificates';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS } from '../model/certificate-model';

export function CertificateStatusTag({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid={`certificate-status-${status}`}>
      {t(`certificates.status.${status}`)}
    </Tag>
  );
}
