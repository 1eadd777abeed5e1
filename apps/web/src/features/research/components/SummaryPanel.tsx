import type { StoredFileInfo } from '@yanxiu/contract/files';
import { ResearchInteractionLimits } from '@yanxiu/contract/research-interaction-limits';
import { Alert, Button, Flex, Input, Popconfirm, Spin, Typography, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { UploadField } from '@/shared/ui/UploadField';
import { useSummary } from '../api/get-summary';
import { useSaveSummary } from '../api/save-summary';
import { FilesList } from './stages/FilesList';

/** The activity's summary: everyone reads it; the organiser writes it with photos, and closing it ends the activity for good. */
export function SummaryPanel({ activityId, canWrite, started }: { activityId: number; canWrite: boolean; started: boolean }) {
  const { t } = useTranslation();
  const summary = useSummary(activityId);
  if (summary.isError) return <RetryAlert onRetry={() => void summary.refetch()} />;
  if (summary.isPending) return <Spin />;
  const closed = summary.data?.closedAt != null;
  return (
    <Flex vertical gap={12} data-testid="summary">
      {summary.data ? (
        <>
          <Typography.Text type="secondary">
            {t('research.summary.by', { name: summary.data.author.name, at: formatDateTime(summary.data.savedAt) })}
          </Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{summary.data.text}</Typography.Paragraph>
          {summary.data.photos.length > 0 && <FilesList files={summary.data.photos} source={{ activityId }} testId="summary-photos" />}
          {closed && <Alert type="info" showIcon title={t('research.summary.closed', { at: formatDateTime(summary.data.closedAt) })} />}
        </>
      ) : (
        !canWrite && <Typography.Text type="secondary">{t('research.summary.none')}</Typography.Text>
      )}
      {canWrite && !closed && <SummaryForm activityId={activityId} text={summary.data?.text ?? ''} started={started} />}
    </Flex>
  );
}

function SummaryForm({ activityId, text: saved, started }: { activityId: number; text: string; started: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState(saved);
  const [photos, setPhotos] = useState<Array<UploadFile<StoredFileInfo>>>([]);
  const save = useSaveSummary(activityId);
  const photoIds = photos.flatMap((file) => (file.status === 'done' && file.response ? [file.response.id] : []));
  const busy = photos.some((file) => file.status === 'uploading');
  const send = (close: boolean) =>
    save.mutate(
      { activityId, text: text.trim(), photoFileIds: photoIds, close },
      { onSuccess: () => notifier().success(t(close ? 'research.summary.closedNow' : 'research.summary.savedNow')) },
    );
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={ResearchInteractionLimits.summaryText}
        autoSize={{ minRows: 4, maxRows: 16 }}
        placeholder={t('research.summary.placeholder')}
        aria-label={t('research.summary.placeholder')}
        data-testid="summary-text"
      />
      <UploadField
        multiple
        purpose="evidence"
        accept="image/png,image/jpeg,image/webp"
        listType="picture"
        fileList={photos}
        onChange={({ fileList }) => setPhotos(fileList)}
        maxCount={ResearchInteractionLimits.summaryPhotos}
      >
        <Button>{t('research.summary.photos')}</Button>
      </UploadField>
      <Flex gap={8} wrap>
        <Button
          onClick={() => send(false)}
          disabled={!text.trim() || busy}
          loading={save.isPending && !save.variables.close}
          data-testid="summary-save"
        >
          {t('research.summary.save')}
        </Button>
        <Popconfirm title={t('research.summary.closeConfirm')} onConfirm={() => send(true)} disabled={!text.trim() || busy || !started}>
          <Button
            type="primary"
            disabled={!text.trim() || busy || !started}
            loading={save.isPending && save.variables.close === true}
            data-testid="summary-close"
          >
            {t('research.summary.close')}
          </Button>
        </Popconfirm>
      </Flex>
      {!started && <Typography.Text type="secondary">{t('research.summary.notStarted')}</Typography.Text>}
    </Flex>
  );
}
