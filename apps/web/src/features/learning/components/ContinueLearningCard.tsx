import '../i18n/continue.register';
import { PlayCircleOutlined } from '@ant-design/icons';
import type { ContinuePoint } from '@yanxiu/contract/learning-continue';
import { Alert, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration } from '@/shared/format/duration';
import { ActionLink } from '@/shared/ui/ActionLink';
import { useContinueLearning } from '../api/get-continue-learning';
import { resumePath } from '../model/continue-learning';

/** Builds a programme's address (training's; the home page passes it in, as learning does not import training). */
export type ProgrammeHref = (programme: ContinuePoint['programme']) => string;

/** Where the teacher stopped in a lesson: "上次看到 12:34 / 45:00", a reading lesson, or not started. */
function PlaceText({ point }: { point: ContinuePoint }) {
  const { t } = useTranslation();
  if (point.lastWatchedAt === null) return <>{t('learning.continue.notStarted')}</>;
  if (point.unitKind === 'document') return <>{t('learning.continue.document')}</>;
  const position = formatDuration(point.positionSeconds);
  return (
    <>
      {point.durationSeconds
        ? t('learning.continue.position', { position, duration: formatDuration(point.durationSeconds) })
        : t('learning.continue.positionOnly', { position })}
    </>
  );
}

/**
 * /home's "继续学习": the lesson last watched (title, programme, where it stopped) with one button that opens it at that
 * second, and how many other programmes are under way. Kept on the server, so it is the same on every device.
 */
export default function ContinueLearningCard({ programmeHref }: { programmeHref: ProgrammeHref }) {
  const { t } = useTranslation();
  const query = useContinueLearning();
  const body = () => {
    if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} aria-label={t('learning.continue.loading')} />;
    if (query.isError) return <Alert type="warning" showIcon title={t('learning.continue.failed')} />;
    const [point, ...others] = query.data.points;
    if (!point) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('learning.continue.empty')} />;
    return (
      <Space orientation="vertical" size={8} style={{ width: '100%' }} data-testid="continue-point" data-unit-id={point.unitId}>
        <Typography.Text strong style={{ fontSize: 16, overflowWrap: 'anywhere' }}>
          {point.unitTitle}
        </Typography.Text>
        <Link to={programmeHref(point.programme)} style={{ overflowWrap: 'anywhere' }}>
          {point.programme.title}
        </Link>
        <Typography.Text type="secondary" data-testid="continue-position">
          <PlaceText point={point} />
        </Typography.Text>
        <ActionLink to={resumePath(point)} type="primary" size="middle" icon={<PlayCircleOutlined />} testId="continue-resume">
          {point.lastWatchedAt === null ? t('learning.continue.start') : t('learning.continue.resume')}
        </ActionLink>
        {others.length > 0 && <Typography.Text type="secondary">{t('learning.continue.others', { count: others.length })}</Typography.Text>}
      </Space>
    );
  };
  return (
    <Card title={t('learning.continue.title')} data-testid="home-continue">
      {body()}
    </Card>
  );
}
