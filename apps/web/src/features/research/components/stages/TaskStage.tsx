import type { StoredFileInfo } from '@yanxiu/contract/files';
import { ResearchInteractionLimits } from '@yanxiu/contract/research-interaction-limits';
import { Alert, Button, Flex, Input, Spin, Typography, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { UploadField } from '@/shared/ui/UploadField';
import { useHandIns } from '../../api/get-hand-ins';
import { useMyHandIn } from '../../api/get-my-hand-in';
import { useHandIn } from '../../api/hand-in';
import { FilesList } from './FilesList';

type Props = { stageId: number; activityId: number; canHandIn: boolean; canManage: boolean };

/** A task stage: the brief's files, the participant's hand-in (again replaces it), and the organiser's list of hand-ins. */
export function TaskStage({ stageId, activityId, canHandIn, canManage }: Props) {
  return (
    <Flex vertical gap={16}>
      {canHandIn && <MyHandIn stageId={stageId} activityId={activityId} />}
      {canManage && <HandIns stageId={stageId} activityId={activityId} />}
    </Flex>
  );
}

function MyHandIn({ stageId, activityId }: { stageId: number; activityId: number }) {
  const { t } = useTranslation();
  const mine = useMyHandIn(stageId, true);
  const handIn = useHandIn(stageId, activityId);
  const [files, setFiles] = useState<Array<UploadFile<StoredFileInfo>>>([]);
  const [note, setNote] = useState('');
  if (mine.isError) return <RetryAlert onRetry={() => void mine.refetch()} />;
  if (mine.isPending) return <Spin />;
  const uploaded = files.flatMap((file) => (file.status === 'done' && file.response ? [file.response.id] : []));
  const busy = files.some((file) => file.status === 'uploading');
  return (
    <Flex vertical gap={8} data-testid="hand-in">
      {mine.data && (
        <Alert
          type="success"
          showIcon
          title={t('research.task.handedIn', { at: formatDateTime(mine.data.handedInAt) })}
          description={<FilesList files={mine.data.files} source={{ activityId }} testId="my-hand-in-files" />}
        />
      )}
      <UploadField
        multiple
        purpose="evidence"
        fileList={files}
        onChange={({ fileList }) => setFiles(fileList)}
        maxCount={ResearchInteractionLimits.attachments}
      >
        <Button>{t('research.task.choose')}</Button>
      </UploadField>
      <Input.TextArea
        value={note}
        maxLength={ResearchInteractionLimits.comment}
        onChange={(event) => setNote(event.target.value)}
        placeholder={t('research.task.note')}
        aria-label={t('research.task.note')}
      />
      <Button
        type="primary"
        style={{ alignSelf: 'flex-start' }}
        disabled={uploaded.length === 0 || busy}
        loading={handIn.isPending}
        onClick={() =>
          handIn.mutate(
            { stageId, fileIds: uploaded, note: note.trim() },
            {
              onSuccess: () => {
                setFiles([]);
                notifier().success(t('research.task.submitted'));
              },
            },
          )
        }
        data-testid="hand-in-submit"
      >
        {mine.data ? t('research.task.handInAgain') : t('research.task.handIn')}
      </Button>
    </Flex>
  );
}

function HandIns({ stageId, activityId }: { stageId: number; activityId: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const list = useHandIns(stageId, current, true);
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {list.data
          ? t('research.task.handInsOf', { count: list.data.total, participants: list.data.participantCount })
          : t('research.task.handIns')}
      </Typography.Title>
      <ManagedTable
        list={list}
        testId="hand-ins"
        rowKey={(row) => row.author.userId}
        empty={t('research.task.none')}
        paging={{ current, onChange: setCurrent, totalText: (count) => t('research.list.total', { count }) }}
        columns={[
          { title: t('research.people.name'), render: (_, row) => row.author.name },
          { title: t('research.people.school'), render: (_, row) => row.author.orgName },
          { title: t('research.task.note'), dataIndex: 'note' },
          { title: t('research.task.at'), render: (_, row) => formatDateTime(row.handedInAt) },
          {
            title: t('research.task.files'),
            render: (_, row) => <FilesList files={row.files} source={{ activityId }} testId="hand-in-files" />,
          },
        ]}
      />
    </Flex>
  );
}
