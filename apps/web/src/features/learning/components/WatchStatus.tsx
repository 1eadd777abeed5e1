import '../i18n/watch.register';
import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/shared/format/duration';
import type { WatchView } from '../watch/use-watch-session';

/**
 * A lesson's recorded progress under the player or document: completed, how much of the video was watched, or the
 * reading seconds still needed (`readingLeft`, documents only). The data attributes are the end-to-end tests' hold.
 */
export function WatchStatus({ view, readingLeft = null }: { view: WatchView; readingLeft?: number | null }) {
  const { t } = useTranslation();
  let text: string;
  if (view.completed) text = t('learning.watch.completed');
  else if (view.unitKind === 'video')
    text = t('learning.watch.watched', { watched: formatDuration(view.watchedSeconds), total: formatDuration(view.lessonSeconds) });
  else if (readingLeft === 0) text = t('learning.watch.recording');
  else
    text = t('learning.watch.readingLeft', {
      count: readingLeft ?? Math.ceil(view.lessonSeconds * view.completionShare - view.watchedSeconds),
    });
  return (
    <div data-testid="lesson-watch-status" data-completed={String(view.completed)} data-seek-limit={view.seekLimit ?? ''}>
      {view.completed ? (
        <Tag color="success" icon={<CheckCircleFilled />}>
          {text}
        </Tag>
      ) : (
        <Typography.Text type="secondary">
          <ClockCircleOutlined /> {text}
        </Typography.Text>
      )}
    </div>
  );
}
