import '../i18n/certificates.register';
import type { MyCertificate } from '@yanxiu/contract/certificates';
import { Button, Card, Descriptions, Empty, List, Space, Table } from 'antd';
import { useState } from 'react';
import { formatDay } from '@/shared/format/date';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/shared/request/file-transfer';
import { notifier } from '@/shared/request/notifier';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { downloadCertificateCredential } from '../api/download-certificate-credential';
import { downloadCertificatePdf } from '../api/download-certificate-pdf';
import { useMyCertificates } from '../api/get-my-certificates';
import { AwardTitle, CertificateAwardText } from '../components/CertificateAwardText';
import { CertificateCode } from '../components/CertificateCode';
import { CertificateStatusTag } from '../components/CertificateStatusTag';
import { downloadName, verifyPath } from '../model/certificate-model';
import { useScreenAtLeast } from '@/shared/ui/use-screen';

type DownloadKind = 'pdf' | 'credential';

const DOWNLOADS = {
  pdf: { fetch: downloadCertificatePdf, extension: 'pdf', done: 'certificates.mine.downloaded' },
  credential: { fetch: downloadCertificateCredential, extension: 'jwt', done: 'certificates.mine.credentialDownloaded' },
} as const;

function useDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (certificate: MyCertificate, kind: DownloadKind) => {
    const { fetch, extension, done } = DOWNLOADS[kind];
    setBusy(`${kind}-${certificate.id}`);
    try {
      const { blob, fileName } = await fetch(certificate.id);
      saveBlob(blob, downloadName(fileName, certificate, extension));
      notifier().success(t(done));
    } catch {
      // The request layer has already shown why.
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}

type ActionsProps = { certificate: MyCertificate; busy: string | null; onDownload: (kind: DownloadKind) => void };

function Actions({ certificate, busy, onDownload }: ActionsProps) {
  const { t } = useTranslation();
  // A revoked or expired certificate is no proof of anything: its PDF is stamped void, and it is not offered as the
  // row's main action, so nobody downloads it believing it valid.
  const valid = certificate.status === 'valid';
  return (
    <Space wrap>
      <Button
        size="small"
        type={valid ? 'primary' : 'default'}
        loading={busy === `pdf-${certificate.id}`}
        onClick={() => onDownload('pdf')}
        data-testid={`download-${certificate.id}`}
        data-void={String(!valid)}
      >
        {valid ? t('certificates.mine.download') : t('certificates.mine.downloadVoid')}
      </Button>
      {/* The credential says its own status wherever it is checked (its status list and validity), so it is offered always. */}
      <Button
        size="small"
        loading={busy === `credential-${certificate.id}`}
        onClick={() => onDownload('credential')}
        data-testid={`download-credential-${certificate.id}`}
      >
        {t('certificates.mine.downloadCredential')}
      </Button>
      <ActionLink to={verifyPath(certificate.code)} target="_blank" testId={`verify-link-${certificate.id}`}>
        {t('certificates.mine.verify')}
      </ActionLink>
    </Space>
  );
}

/** /my/certificate: the teacher's certificates, as cards on phones and a table on wider screens. */
export default function MyCertificatesPage() {
  const { t } = useTranslation();
  const wide = useScreenAtLeast('md');
  const list = useMyCertificates();
  const { busy, download } = useDownload();
  const rows = list.data ?? [];

  let body;
  if (list.isError) body = <RetryAlert onRetry={() => void list.refetch()} />;
  else if (!list.isLoading && rows.length === 0)
    body = <Empty description={t('certificates.mine.empty')} data-testid="certificates-empty" />;
  else if (wide)
    body = (
      <Table<MyCertificate>
        rowKey="id"
        loading={list.isLoading}
        // No rows before the answer: antd then shows its spinner alone, not "no data" beneath it (issue 39).
        dataSource={list.data}
        pagination={false}
        data-testid="certificates-table"
        columns={[
          {
            title: t('certificates.fields.title'),
            dataIndex: 'title',
            render: (_, row) => (row.award ? <AwardTitle title={row.title} award={row.award} /> : row.title),
          },
          // An award carries no learning hours: a dash, not a 0 that reads as hours missing.
          {
            title: t('certificates.fields.hours'),
            dataIndex: 'hours',
            width: 80,
            render: (_, row) => (row.award ? t('certificates.award.noHours') : row.hours),
          },
          { title: t('certificates.fields.issuer'), dataIndex: 'issuerName' },
          { title: t('certificates.fields.issuedOn'), dataIndex: 'issuedOn', render: (day: string) => formatDay(day), width: 120 },
          {
            title: t('certificates.fields.expiresOn'),
            dataIndex: 'expiresOn',
            width: 120,
            render: (value: string | null) => (value ? formatDay(value) : t('certificates.fields.noExpiry')),
          },
          { title: t('certificates.fields.code'), dataIndex: 'code', render: (code: string) => <CertificateCode code={code} /> },
          {
            title: t('certificates.fields.status'),
            dataIndex: 'status',
            width: 90,
            render: (_, row) => <CertificateStatusTag status={row.status} />,
          },
          {
            title: t('certificates.mine.actions'),
            key: 'actions',
            width: 200,
            render: (_, row) => <Actions certificate={row} busy={busy} onDownload={(kind) => void download(row, kind)} />,
          },
        ]}
      />
    );
  else
    body = (
      <List
        loading={list.isLoading}
        dataSource={rows}
        data-testid="certificates-cards"
        renderItem={(row) => (
          <List.Item key={row.id}>
            <Card
              size="small"
              style={{ width: '100%' }}
              title={row.award ? `${t('certificates.award.kind')} · ${row.title}` : row.title}
              extra={<CertificateStatusTag status={row.status} />}
            >
              <Descriptions column={1} size="small">
                {row.award ? (
                  <Descriptions.Item label={t('certificates.award.honour')}>
                    <CertificateAwardText award={row.award} />
                  </Descriptions.Item>
                ) : (
                  <Descriptions.Item label={t('certificates.fields.hours')}>{row.hours}</Descriptions.Item>
                )}
                <Descriptions.Item label={t('certificates.fields.issuer')}>{row.issuerName}</Descriptions.Item>
                <Descriptions.Item label={t('certificates.fields.issuedOn')}>{formatDay(row.issuedOn)}</Descriptions.Item>
                <Descriptions.Item label={t('certificates.fields.expiresOn')}>
                  {row.expiresOn ? formatDay(row.expiresOn) : t('certificates.fields.noExpiry')}
                </Descriptions.Item>
                <Descriptions.Item label={t('certificates.fields.code')}>
                  <CertificateCode code={row.code} />
                </Descriptions.Item>
                {row.revokeReason && (
                  <Descriptions.Item label={t('certificates.fields.revokeReason')}>{row.revokeReason}</Descriptions.Item>
                )}
              </Descriptions>
              <Actions certificate={row} busy={busy} onDownload={(kind) => void download(row, kind)} />
            </Card>
          </List.Item>
        )}
      />
    );
  return <PageFrame title={t('routes.certificate')}>{body}</PageFrame>;
}
