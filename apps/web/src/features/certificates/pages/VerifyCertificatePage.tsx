import '../i18n/register';
import type { CertificateVerification } from '@yanxiu/contract/certificates';
import { Button, Card, Descriptions, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch';
import { TenantBrand } from '@/shared/ui/TenantBrand';
import { useCertificateVerification } from '../api/verify-certificate';
import { formatDay } from '@/shared/format/date';
import { CertificateCode } from '../components/CertificateCode';

const RESULT_STATUS = { valid: 'success', revoked: 'error', expired: 'warning' } as const;

function Outcome({ certificate }: { certificate: CertificateVerification }) {
  const { t } = useTranslation();
  const date = certificate.status === 'revoked' && certificate.revokedAt ? formatDay(certificate.revokedAt) : formatDay(certificate.expiresOn);
  return (
    <>
      <Result
        status={RESULT_STATUS[certificate.status]}
        title={t(`certificates.verify.${certificate.status}`)}
        subTitle={t(`certificates.verify.${certificate.status}Text`, { date })}
        data-testid={`verify-${certificate.status}`}
      />
      <Descriptions column={1} bordered size="small" data-testid="verify-fields">
        <Descriptions.Item label={t('certificates.fields.code')}>
          <CertificateCode code={certificate.code} />
        </Descriptions.Item>
        <Descriptions.Item label={t('certificates.fields.teacherName')}>{certificate.teacherName}</Descriptions.Item>
        <Descriptions.Item label={t('certificates.fields.title')}>{certificate.title}</Descriptions.Item>
        <Descriptions.Item label={t('certificates.fields.hours')}>{certificate.hours}</Descriptions.Item>
        <Descriptions.Item label={t('certificates.fields.issuer')}>{certificate.issuerName}</Descriptions.Item>
        <Descriptions.Item label={t('certificates.fields.issuedOn')}>{formatDay(certificate.issuedOn)}</Descriptions.Item>
        <Descriptions.Item label={t('certificates.fields.expiresOn')}>{certificate.expiresOn ? formatDay(certificate.expiresOn) : t('certificates.fields.noExpiry')}</Descriptions.Item>
        {certificate.revokedAt && <Descriptions.Item label={t('certificates.fields.revokedAt')}>{formatDay(certificate.revokedAt)}</Descriptions.Item>}
        {certificate.revokeReason && <Descriptions.Item label={t('certificates.fields.revokeReason')}>{certificate.revokeReason}</Descriptions.Item>}
      </Descriptions>
    </>
  );
}

/** /verify/:code — public (no sign-in): whether a certificate is valid, revoked or expired, with its fields. */
export default function VerifyCertificatePage() {
  const { t } = useTranslation();
  const code = (useParams().code ?? '').trim();
  const verification = useCertificateVerification(code);
  const notFound = verification.error instanceof RequestError && verification.error.httpStatus === 404;

  let body;
  if (verification.isLoading) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (verification.data) body = <Outcome certificate={verification.data} />;
  else if (notFound) body = <Result status="404" title={t('certificates.verify.notFound')} subTitle={t('certificates.verify.notFoundText', { code })} data-testid="verify-not-found" />;
  else
    body = (
      <Result
        status="warning"
        title={t('certificates.verify.loadFailed')}
        extra={<Button onClick={() => void verification.refetch()}>{t('certificates.verify.retry')}</Button>}
        data-testid="verify-failed"
      />
    );

  return (
    <main style={{ minHeight: '100vh', background: '#f5f7fa', padding: '24px 12px' }}>
      <div style={{ maxWidth: 720, margin: '0 auto' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16, gap: 12, flexWrap: 'wrap' }}>
          <TenantBrand compact />
          <LanguageSwitch />
        </div>
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t('certificates.verify.heading')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('certificates.verify.subtitle')}</Typography.Paragraph>
          {body}
        </Card>
      </div>
    </main>
  );
}
