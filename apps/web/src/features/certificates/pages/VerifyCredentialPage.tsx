import '../i18n/certificates.register';
import type { CredentialOutcome, CredentialVerification } from '@yanxiu/contract/certificate-credentials';
import { Alert, Button, Divider, Form, Input, Result, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDay } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { PublicCardFrame } from '@/shared/ui/PublicCheckPage';
import { useCredentialVerification } from '../api/verify-credential';
import { CertificateFields } from '../components/CertificateFields';
import { verifyPath } from '../model/certificate-model';

const RESULT_STATUS: Record<CredentialOutcome, 'success' | 'error' | 'warning'> = {
  valid: 'success',
  revoked: 'error',
  expired: 'warning',
  signatureInvalid: 'error',
  otherIssuer: 'warning',
  unreadable: 'warning',
};

/** A credential file is a few kilobytes of text; anything far larger is not one of ours. */
const MAX_FILE_BYTES = 64_000;

function Verdict({ verdict }: { verdict: CredentialVerification }) {
  const { t } = useTranslation();
  const certificate = verdict.certificate;
  const date = certificate?.revokedAt ? formatDay(certificate.revokedAt) : formatDay(certificate?.expiresOn ?? null);
  return (
    <div data-testid="credential-verdict">
      <Result
        status={RESULT_STATUS[verdict.outcome]}
        title={t(`certificates.credential.outcome.${verdict.outcome}`)}
        subTitle={t(`certificates.credential.outcome.${verdict.outcome}Text`, { date })}
        data-testid={`credential-${verdict.outcome}`}
      />
      {certificate && <CertificateFields certificate={certificate} />}
    </div>
  );
}

function CodeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Form
      layout="inline"
      onFinish={({ code }: { code: string }) => void navigate(verifyPath(code.trim().toUpperCase()))}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="code" rules={[{ required: true, whitespace: true, message: t('certificates.credential.codeRequired') }]}>
        <Input
          aria-label={t('certificates.fields.code')}
          placeholder={t('certificates.fields.code')}
          maxLength={32}
          data-testid="verify-code"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" data-testid="verify-code-submit">
        {t('certificates.credential.checkCode')}
      </Button>
    </Form>
  );
}

/** /verify — public (no sign-in): a certificate's code, or its Open Badges credential file (uploaded or pasted). */
export default function VerifyCredentialPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [fileProblem, setFileProblem] = useState(false);
  const check = useCredentialVerification();
  const refused = check.error instanceof RequestError && check.error.httpStatus !== undefined && check.error.httpStatus < 500;

  const readFile = (file: File) => {
    setFileProblem(file.size > MAX_FILE_BYTES);
    if (file.size <= MAX_FILE_BYTES)
      void file.text().then((content) => {
        setText(content.trim());
        check.mutate(content.trim());
      });
    // Read here, never uploaded by antd itself.
    return false;
  };

  return (
    <PublicCardFrame heading={t('certificates.verify.heading')} subtitle={t('certificates.credential.subtitle')}>
      <Typography.Title level={5}>{t('certificates.credential.byCode')}</Typography.Title>
      <CodeForm />
      <Divider />
      <Typography.Title level={5}>{t('certificates.credential.byFile')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('certificates.credential.byFileHint')}</Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Upload accept=".jwt,.txt,application/vc+jwt,text/plain" maxCount={1} showUploadList={false} beforeUpload={readFile}>
          <Button data-testid="credential-file">{t('certificates.credential.chooseFile')}</Button>
        </Upload>
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          aria-label={t('certificates.credential.paste')}
          placeholder={t('certificates.credential.paste')}
          data-testid="credential-text"
        />
        <Button
          type="primary"
          disabled={text.trim() === ''}
          loading={check.isPending}
          onClick={() => check.mutate(text.trim())}
          data-testid="credential-submit"
        >
          {t('certificates.credential.check')}
        </Button>
      </Space>
      {fileProblem && <Alert type="warning" showIcon style={{ marginTop: 16 }} message={t('certificates.credential.tooLarge')} />}
      {check.isPending ? null : check.data ? (
        <Verdict verdict={check.data} />
      ) : refused ? (
        <Result
          status="warning"
          title={t('certificates.credential.outcome.unreadable')}
          subTitle={t('certificates.credential.notACredential')}
          data-testid="credential-refused"
        />
      ) : check.isError ? (
        <Result
          status="warning"
          title={t('certificates.verify.loadFailed')}
          extra={<Button onClick={() => check.mutate(text.trim())}>{t('certificates.verify.retry')}</Button>}
          data-testid="credential-failed"
        />
      ) : null}
    </PublicCardFrame>
  );
}
