import type { CertificateVerification } from '@yanxiu/contract/certificates';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/format/date';
import { CertificateAwardText } from './CertificateAwardText';
import { CertificateCode } from './CertificateCode';

/** What the public verification shows of a certificate: its code, holder, what it is for, issuer and dates. */
export function CertificateFields({ certificate }: { certificate: CertificateVerification }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={1} bordered size="small" data-testid="verify-fields">
      <Descriptions.Item label={t('certificates.fields.code')}>
        <CertificateCode code={certificate.code} />
      </Descriptions.Item>
      <Descriptions.Item label={t('certificates.fields.teacherName')}>{certificate.teacherName}</Descriptions.Item>
      {certificate.award ? (
        <>
          <Descriptions.Item label={t('certificates.fields.source')}>{t('certificates.award.kind')}</Descriptions.Item>
          <Descriptions.Item label={t('certificates.award.selection')}>{certificate.title}</Descriptions.Item>
          <Descriptions.Item label={t('certificates.award.honour')}>
            <CertificateAwardText award={certificate.award} />
          </Descriptions.Item>
        </>
      ) : (
        <>
          <Descriptions.Item label={t('certificates.fields.title')}>{certificate.title}</Descriptions.Item>
          <Descriptions.Item label={t('certificates.fields.hours')}>{certificate.hours}</Descriptions.Item>
        </>
      )}
      <Descriptions.Item label={t('certificates.fields.issuer')}>{certificate.issuerName}</Descriptions.Item>
      <Descriptions.Item label={t('certificates.fields.issuedOn')}>{formatDay(certificate.issuedOn)}</Descriptions.Item>
      <Descriptions.Item label={t('certificates.fields.expiresOn')}>
        {certificate.expiresOn ? formatDay(certificate.expiresOn) : t('certificates.fields.noExpiry')}
      </Descriptions.Item>
      {certificate.revokedAt && (
        <Descriptions.Item label={t('certificates.fields.revokedAt')}>{formatDay(certificate.revokedAt)}</Descriptions.Item>
      )}
      {certificate.revokeReason && (
        <Descriptions.Item label={t('certificates.fields.revokeReason')}>{certificate.revokeReason}</Descriptions.Item>
      )}
    </Descriptions>
  );
}
