import type { QuestionDetail } from '@yanxiu/contract/assessment-banks';
import { Button, Drawer, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useQuestion, useQuestionVersion } from '../api/questions';
import { QuestionView } from './QuestionView';

type VersionRow = QuestionDetail['versions'][number];

/** One version, read-only, as it was saved (an exam paper naming it shows exactly this). */
function VersionView({ questionId, version }: { questionId: number; version: number }) {
  const { t } = useTranslation();
  const read = useQuestionVersion(questionId, version);
  if (read.isError) return <RetryAlert title={t('assessmentBanks.history.failed')} onRetry={() => void read.refetch()} />;
  if (!read.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Flex vertical gap={8} data-testid="version-view">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('assessmentBanks.history.viewing', { version })}
      </Typography.Title>
      <QuestionView version={read.data} />
    </Flex>
  );
}

/** A question's versions, newest first; any of them opens read-only below the list. */
export function QuestionHistory({ questionId, onClose }: { questionId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`assessmentBanks.history.${key}`);
  const locale = currentLocale();
  const question = useQuestion(questionId);
  const [viewing, setViewing] = useState<number | null>(null);
  const current = question.data?.current.version;
  return (
    <Drawer open title={m('title')} size="large" onClose={onClose} destroyOnHidden data-testid="question-history">
      <Flex vertical gap={16}>
        <ManagedTable<VersionRow>
          list={{ ...question, data: question.data?.versions }}
          rowKey="version"
          size="small"
          testId="versions-table"
          empty={null}
          failedTitle={m('failed')}
          columns={[
            {
              title: m('version'),
              dataIndex: 'version',
              render: (version: number) => (
                <Flex gap={4} align="center">
                  {t('assessmentBanks.questions.versionNumber', { version })}
                  {version === current && <Tag color="green">{m('current')}</Tag>}
                </Flex>
              ),
            },
            { title: m('savedAt'), dataIndex: 'savedAt', render: (at: string) => formatDateTime(at, locale) },
            { title: m('savedBy'), dataIndex: 'savedByName' },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, row) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setViewing(row.version)}
                  aria-label={`${m('view')} ${t('assessmentBanks.questions.versionNumber', { version: row.version })}`}
                  data-testid={`version-view-${row.version}`}
                >
                  {m('view')}
                </Button>
              ),
            },
          ]}
        />
        {viewing !== null && <VersionView questionId={questionId} version={viewing} />}
      </Flex>
    </Drawer>
  );
}
