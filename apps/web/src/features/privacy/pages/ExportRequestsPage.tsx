import '../i18n/exports.register';
import { EXPORT_STATUSES, type ExportStatus, type ManagedExportRow } from '@yanxiu/contract/privacy-exports';
import { Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { EXPORTS_PAGE_SIZE, useManagedExports } from '../api/exports';
import { ExportStatusTag } from '../components/ExportStatusTag';
import { privacyAccess } from '../privacy.access';

const ALL = 'all';

/** Who asked for a copy and when, in one status or all; never what a copy holds. */
function ExportRequests() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ExportStatus | typeof ALL>(ALL);
  const [current, setCurrent] = useState(1);
  const list = useManagedExports(status === ALL ? undefined : status, current);
  const columns = [
    { title: t('privacyExports.manage.applicant'), dataIndex: 'userName', key: 'userName' },
    { title: t('privacyExports.manage.unit'), dataIndex: 'unitName', key: 'unitName' },
    {
      title: t('privacyExports.mine.requestedAt'),
      key: 'requestedAt',
      render: (_: unknown, row: ManagedExportRow) => formatDateTime(row.requestedAt),
    },
    {
      title: t('privacyExports.mine.finishedAt'),
      key: 'finishedAt',
      render: (_: unknown, row: ManagedExportRow) => formatDateTime(row.finishedAt),
    },
    {
      title: t('privacyExports.mine.expiresAt'),
      key: 'expiresAt',
      render: (_: unknown, row: ManagedExportRow) => formatDateTime(row.expiresAt),
    },
    {
      title: t('privacyExports.manage.status'),
      key: 'status',
      render: (_: unknown, row: ManagedExportRow) => <ExportStatusTag status={row.status} />,
    },
  ];
  return (
    <>
      <Typography.Paragraph>{t('privacyExports.manage.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={status}
        onChange={(key) => {
          setStatus(key as ExportStatus | typeof ALL);
          setCurrent(1);
        }}
        items={[
          { key: ALL, label: t('privacyExports.manage.allStatuses') },
          ...EXPORT_STATUSES.map((value) => ({ key: value, label: t(`privacyExports.status.${value}`) })),
        ]}
      />
      <ManagedTable<ManagedExportRow>
        list={list}
        columns={columns}
        testId="export-requests"
        empty={t('privacyExports.manage.empty')}
        paging={{
          current,
          onChange: setCurrent,
          pageSize: EXPORTS_PAGE_SIZE,
          totalText: (count) => t('privacyExports.manage.total', { count }),
        }}
      />
    </>
  );
}

/** /manage/privacy/exports: school and district administrators see who asked for a copy of their data. */
export default function ExportRequestsPage() {
  const { t } = useTranslation();
  const { canSeeExports } = useAccess(privacyAccess);
  return (
    <AccessGate
      accessible={canSeeExports}
      title={t('privacyExports.manage.forbiddenTitle')}
      text={t('privacyExports.manage.forbiddenText')}
      testId="export-requests-forbidden"
      pageTitle={t('routes.managePrivacyExports')}
    >
      <PageFrame title={t('routes.managePrivacyExports')}>
        <ExportRequests />
      </PageFrame>
    </AccessGate>
  );
}
