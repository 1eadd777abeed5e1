import '../i18n/certificates.register';
import type { CertificateStatus, ManagedCertificate } from '@yanxiu/contract/certificates';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Button, Input, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { formatDay } from '@/shared/format/date';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/shared/request/file-transfer';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { downloadCertificatePdf } from '../api/download-certificate-pdf';
import { downloadProgrammeZip } from '../api/download-programme-zip';
import { MANAGE_PAGE_SIZE, useManagedCertificates, type ManagedCertificatesFilter } from '../api/get-managed-certificates';
import { certificatesAccess } from '../certificates.access';
import { AwardTitle } from '../components/CertificateAwardText';
import { CertificateCode } from '../components/CertificateCode';
import { CertificateStatusTag } from '../components/CertificateStatusTag';
import { CredentialKeysDialog } from '../components/CredentialKeysDialog';
import { IssueDialog } from '../components/IssueDialog';
import { ProgrammeSelect } from '../components/ProgrammeSelect';
import { RevokeDialog } from '../components/RevokeDialog';
import { downloadName } from '../model/certificate-model';

const STATUSES: CertificateStatus[] = ['valid', 'revoked', 'expired'];

function CertificatesManager() {
  const { t } = useTranslation();
  const access = useAccess(certificatesAccess);
  const [showingKeys, setShowingKeys] = useState(false);
  const [filter, setFilter] = useState<ManagedCertificatesFilter>({ current: 1 });
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<ManagedCertificate | null>(null);
  const [zipping, setZipping] = useState(false);
  const list = useManagedCertificates(filter);
  const change = (next: Partial<ManagedCertificatesFilter>) =>
    setFilter((current) => ({ ...current, ...next, current: next.current ?? 1 }));

  const downloadOne = async (row: ManagedCertificate) => {
    try {
      const { blob, fileName } = await downloadCertificatePdf(row.id);
      saveBlob(blob, downloadName(fileName, row));
    } catch {
      // The request layer has already shown why.
    }
  };
  const downloadZip = async () => {
    if (!filter.programmeId) return;
    setZipping(true);
    try {
      const { blob, fileName } = await downloadProgrammeZip(filter.programmeId);
      saveBlob(blob, fileName ?? `certificates-${filter.programmeId}.zip`);
      notifier().success(t('certificates.manage.zipDone'));
    } catch {
      // The request layer has already shown why.
    } finally {
      setZipping(false);
    }
  };

  return (
    <PageFrame
      title={t('routes.manageCertificates')}
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => setIssuing(true)} data-testid="open-issue">
            {t('certificates.manage.issue')}
          </Button>
          <Tooltip title={filter.programmeId ? undefined : t('certificates.manage.zipHint')}>
            <Button disabled={!filter.programmeId} loading={zipping} onClick={() => void downloadZip()} data-testid="download-zip">
              {t('certificates.manage.zip')}
            </Button>
          </Tooltip>
          {access.canManageCredentialKeys && (
            <Button onClick={() => setShowingKeys(true)} data-testid="open-credential-keys">
              {t('certificates.credentialKeys.open')}
            </Button>
          )}
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <div style={{ width: 260 }}>
          <ProgrammeSelect
            value={filter.programmeId ?? null}
            onChange={(id) => change({ programmeId: id ?? undefined })}
            placeholder={t('certificates.manage.filters.allProgrammes')}
            testId="filter-programme"
          />
        </div>
        <Select<CertificateStatus>
          allowClear
          style={{ width: 140 }}
          placeholder={t('certificates.manage.filters.allStatuses')}
          value={filter.status}
          onChange={(status) => change({ status })}
          options={STATUSES.map((status) => ({ value: status, label: t(`certificates.status.${status}`) }))}
          data-testid="filter-status"
        />
        <Input.Search
          allowClear
          maxLength={KEYWORD_MAX}
          style={{ width: 240 }}
          placeholder={t('certificates.manage.filters.keyword')}
          enterButton={t('certificates.manage.filters.search')}
          onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
          data-testid="filter-keyword"
        />
      </Space>
      <ManagedTable<ManagedCertificate>
        list={list}
        testId="manage-certificates-table"
        empty={t('certificates.manage.empty')}
        paging={{
          current: filter.current,
          pageSize: MANAGE_PAGE_SIZE,
          onChange: (current) => change({ current }),
          totalText: (total) => t('certificates.manage.total', { total }),
        }}
        columns={[
          { title: t('certificates.fields.teacherName'), dataIndex: 'teacherName', width: 100 },
          { title: t('certificates.fields.school'), dataIndex: 'schoolName' },
          // An award names its honour under the selection's title and carries no hours (a dash, not a 0).
          {
            title: t('certificates.fields.title'),
            dataIndex: 'title',
            render: (_, row) => (row.award ? <AwardTitle title={row.title} award={row.award} /> : row.title),
          },
          {
            title: t('certificates.fields.hours'),
            dataIndex: 'hours',
            width: 70,
            render: (_, row) => (row.award ? t('certificates.award.noHours') : row.hours),
          },
          { title: t('certificates.fields.issuedOn'), dataIndex: 'issuedOn', render: (day: string) => formatDay(day), width: 110 },
          {
            title: t('certificates.fields.expiresOn'),
            dataIndex: 'expiresOn',
            width: 110,
            render: (value: string | null) => (value ? formatDay(value) : t('certificates.fields.noExpiry')),
          },
          { title: t('certificates.fields.code'), dataIndex: 'code', render: (code: string) => <CertificateCode code={code} /> },
          {
            title: t('certificates.fields.status'),
            dataIndex: 'status',
            width: 90,
            render: (_, row) => (
              <Tooltip title={row.revokeReason ?? undefined}>
                <span>
                  <CertificateStatusTag status={row.status} />
                </span>
              </Tooltip>
            ),
          },
          {
            title: t('certificates.mine.actions'),
            key: 'actions',
            width: 150,
            fixed: 'right',
            render: (_, row) => (
              <Space size="small">
                <Button size="small" type="link" onClick={() => void downloadOne(row)} data-testid={`manage-download-${row.id}`}>
                  {t('certificates.manage.download')}
                </Button>
                {row.status !== 'revoked' && (
                  <Button size="small" type="link" danger onClick={() => setRevoking(row)} data-testid={`revoke-${row.id}`}>
                    {t('certificates.manage.revoke')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <IssueDialog open={issuing} onClose={() => setIssuing(false)} programmeId={filter.programmeId} />
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
      <CredentialKeysDialog open={showingKeys} onClose={() => setShowingKeys(false)} />
    </PageFrame>
  );
}

/** /manage/certificates: staff list certificates, issue and revoke them, and download a programme's as a ZIP. */
export default function ManageCertificatesPage() {
  const { t } = useTranslation();
  const access = useAccess(certificatesAccess);
  return (
    <AccessGate
      accessible={access.canManageCertificates}
      title={t('certificates.forbiddenTitle')}
      text={t('certificates.forbiddenText')}
      testId="certificates-forbidden"
      pageTitle={t('routes.manageCertificates')}
    >
      <CertificatesManager />
    </AccessGate>
  );
}
