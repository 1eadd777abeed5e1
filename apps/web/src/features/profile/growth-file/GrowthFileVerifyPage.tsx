import '../i18n/profile.register';
import './i18n/growth-file.register';
import { Level } from '@yanxiu/contract/enums';
import { VerificationState } from '@yanxiu/contract/profile-enums';
import type { GrowthFileVerification } from '@yanxiu/contract/profile-growth-file';
import { Descriptions, Result, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { PublicCheckPage } from '@/shared/ui/PublicCheckPage';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { kindLabel } from '../model/kind-fields';
import { useGrowthFileVerification } from './verify-growth-file';

type PrintedRecord = GrowthFileVerification['records'][number];
const NOW_COLORS = { same: 'success', changed: 'warning', deleted: 'error' } as const;
const NOW_KEYS = { same: 'nowSame', changed: 'nowChanged', deleted: 'nowDeleted' } as const;

function Outcome({ file }: { file: GrowthFileVerification }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const changed = file.records.filter((record) => record.now !== 'same').length;
  return (
    <>
      <Result
        status={changed === 0 ? 'success' : 'warning'}
        title={t('growthFile.verify.found')}
        subTitle={`${t('growthFile.verify.foundText', { name: file.teacherName, school: file.orgName, date: formatDateTime(file.generatedAt, locale) })} ${
          changed === 0 ? t('growthFile.verify.allSame') : t('growthFile.verify.someChanged', { count: changed })
        }`}
        data-testid="growth-file-verified"
      />
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 12 }}
        items={[{ key: 'code', label: t('growthFile.verify.code'), children: <Typography.Text code>{file.code}</Typography.Text> }]}
      />
      <Table<PrintedRecord>
        size="small"
        rowKey={(record) => `${record.kind}-${record.title}-${record.date}`}
        dataSource={file.records}
        pagination={false}
        scroll={{ x: true }}
        data-testid="growth-file-records"
        columns={[
          { title: t('growthFile.verify.record'), dataIndex: 'title' },
          { title: t('growthFile.verify.kind'), dataIndex: 'kind', render: (kind: PrintedRecord['kind']) => kindLabel(kind, locale) },
          { title: t('growthFile.verify.date'), dataIndex: 'date', render: (day: string) => formatDay(day, locale) },
          {
            title: t('growthFile.verify.level'),
            dataIndex: 'level',
            render: (level: PrintedRecord['level']) => (level ? Level.label(level, locale) : ''),
          },
          {
            title: t('growthFile.verify.printed'),
            dataIndex: 'state',
            render: (state: PrintedRecord['state']) => VerificationState.label(state, locale),
          },
          {
            title: t('growthFile.verify.now'),
            dataIndex: 'now',
            render: (now: PrintedRecord['now']) => <Tag color={NOW_COLORS[now]}>{t(`growthFile.verify.${NOW_KEYS[now]}`)}</Tag>,
          },
        ]}
      />
    </>
  );
}

/** /verify/growthFile/:code — public (no sign-in): whether a growth file was made here and where its records stand now. */
export default function GrowthFileVerifyPage() {
  const { t } = useTranslation();
  const code = (useParams().code ?? '').trim();
  const check = useGrowthFileVerification(code);
  return (
    <PublicCheckPage
      check={check}
      heading={t('growthFile.verify.heading')}
      subtitle={t('growthFile.verify.subtitle')}
      notFound={{
        title: t('growthFile.verify.notFound'),
        text: t('growthFile.verify.notFoundText', { code }),
        testId: 'growth-file-not-found',
      }}
      failed={{ title: t('growthFile.verify.loadFailed'), retry: t('growthFile.verify.retry'), testId: 'growth-file-failed' }}
      maxWidth={880}
    >
      {(answer) => <Outcome file={answer} />}
    </PublicCheckPage>
  );
}
