import '../i18n/certificates.register';
import type { CertificateVerification } from '@yanxiu/contract/certificates';
import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PublicCheckPage } from '@/shared/ui/PublicCheckPage';
import { useCertificateVerification } from '../api/verify-certificate';
import { formatDay } from '@/shared/format/date';
import { CertificateFields } from '../components/CertificateFields';
import { VERIFY_START_PATH } from '../model/certificate-model';

const { Paragraph } = Typography;

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
      <CertificateFields certificate={certificate} />
      <Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={VERIFY_START_PATH} data-testid="verify-another">
          {t('certificates.credential.verifyAnother')}
        </Link>
      </Paragraph>
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
