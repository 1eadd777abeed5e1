import '../i18n/continue.register';
import { PlayCircleOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/shared/format/duration';
import { ActionLink } from '@/shared/ui/ActionLink';
import { useContinueLearning } from '../api/get-continue-learning';
import { resumePath } from '../model/continue-learning';

/**
 * On a programme's page: "从上次离开处继续", straight to the lesson and second the teacher stopped at (on any device).
 * Until that is known, or when they have not watched anything of the programme yet, `fallback` shows instead.
 */
export function ContinueFromLast({ programmeId, fallback }: { programmeId: number; fallback: ReactNode }) {
  const { t } = useTranslation();
  const query = useContinueLearning();
  const point = query.data?.points.find((entry) => entry.programme.id === programmeId);
  if (!point || point.lastWatchedAt === null) return <>{fallback}</>;
  return (
    <Space orientation="vertical" size={2} data-testid="continue-from-last">
      <ActionLink to={resumePath(point)} type="primary" size="large" icon={<PlayCircleOutlined />} testId="continue-from-last-link">
        {t('learning.continue.fromLast')}
      </ActionLink>
      <Typography.Text type="secondary">
        {point.unitKind === 'video'
          ? t('learning.continue.fromLastAt', { title: point.unitTitle, position: formatDuration(point.positionSeconds) })
          : point.unitTitle}
      </Typography.Text>
    </Space>
  );
}
