import '../i18n/certificates.register';
import type { CertificateVerification } from '@yanxiu/contract/certificates';
import { Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicCheckPage } from '@/shared/ui/PublicCheckPage';
import { useCertificateVerification } from '../api/verify-certificate';
import { formatDay } from '@/shared/format/date';
import { CertificateAwardText } from '../components/CertificateAwardText';
import { CertificateCode } from '../components/CertificateCode';

const RESULT_STATUS = { valid: 'success', revoked: 'error', expired: 'warning' } as const;

function Outcome({ certificate }: { certificate: CertificateVerification }) {
  const { t } = useTranslation();
  const date =
    certificate.status === 'revoked' && certificate.revokedAt ? formatDay(certificate.revokedAt) : formatDay(certificate.expiresOn);
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
    </>
  );
}

/** /verify/:code — public (no sign-in): whether a certificate is valid, revoked or expired, with its fields. */
export default function VerifyCertificatePage() {
  const { t } = useTranslation();
  const code = (useParams().code ?? '').trim();
  const check = useCertificateVerification(code);
  return (
    <PublicCheckPage
      check={check}
      heading={t('certificates.verify.heading')}
      subtitle={t('certificates.verify.subtitle')}
      notFound={{
        title: t('certificates.verify.notFound'),
        text: t('certificates.verify.notFoundText', { code }),
        testId: 'verify-not-found',
      }}
      failed={{ title: t('certificates.verify.loadFailed'), retry: t('certificates.verify.retry'), testId: 'verify-failed' }}
    >
      {(answer) => <Outcome certificate={answer} />}
    </PublicCheckPage>
  );
}
