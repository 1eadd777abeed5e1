import type { ActivityDetail, ActivityStage } from '@yanxiu/contract/research';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSafeImage } from '@/shared/url/safe-url';
import { DiscussionStage } from './stages/DiscussionStage';
import { FilesList } from './stages/FilesList';
import { ObservationStage } from './stages/ObservationStage';
import { TaskStage } from './stages/TaskStage';
import { VideoStage } from './stages/VideoStage';

/** One stage's content by its kind. People who have not joined see what the stage is, not its content. */
export function StageContent({ stage, activity }: { stage: ActivityStage; activity: ActivityDetail }) {
  const { t } = useTranslation();
  const joined = activity.myProgress !== null;
  const open = activity.state !== 'closed';
  const files = stage.files.map((file) => ({ id: file.fileId, name: file.name }));
  if (!joined && !activity.canManage) return <Typography.Text type="secondary">{t('research.stage.joinToSee')}</Typography.Text>;
  return (
    <Flex vertical gap={12} data-testid={`stage-content-${stage.kind}`}>
      {stage.description && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{stage.description}</Typography.Paragraph>}
      {files.length > 0 && <FilesList files={files} source={{ activityId: activity.id }} testId="stage-files" />}
      {stage.kind === 'video' && stage.videoFileId && (
        <VideoStage fileId={stage.videoFileId} title={stage.title} activityId={activity.id} />
      )}
      {stage.kind === 'meeting' && stage.meetingUrl && <MeetingLink url={stage.meetingUrl} />}
      {stage.kind === 'discussion' && (
        <DiscussionStage stageId={stage.id} activityId={activity.id} canPost={joined && open} people={activity.participants} />
      )}
      {stage.kind === 'observation' && <ObservationStage stageId={stage.id} activityId={activity.id} />}
      {stage.kind === 'task' && (
        <TaskStage stageId={stage.id} activityId={activity.id} canHandIn={joined && open} canManage={activity.canManage} />
      )}
    </Flex>
  );
}

/** An external meeting's link, opened in a new tab (only https addresses become links; the server takes no other). */
export function MeetingLink({ url }: { url: string }) {
  const { t } = useTranslation();
  // isSafeImage is "a site path or https", which is what a meeting link may be.
  if (!/^https:/i.test(url.trim()) || !isSafeImage(url)) return <Typography.Text>{url}</Typography.Text>;
  return (
    <Button type="primary" href={url.trim()} target="_blank" rel="noopener noreferrer" style={{ alignSelf: 'flex-start' }}>
      {t('research.stage.joinMeeting')}
    </Button>
  );
}
