import { ArrowRightOutlined, PlayCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { ProgrammeDetail } from '@yanxiu/contract/training';
import { Alert, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '@/shared/ui/ActionLink';
import { learningStage, nextUnit, resumeUnit } from '../../model/continuity';
import { unitHref } from './UnitList';

/** The programme is done: say so, and where its certificate is. */
function Completed() {
  const { t } = useTranslation();
  return (
    <Alert
      type="success"
      showIcon
      data-testid="programme-completed"
      title={t('training.continue.completedTitle')}
      description={t('training.continue.completedText')}
      action={
        <ActionLink to="/my/certificate" icon={<SafetyCertificateOutlined />} testId="to-certificate">
          {t('training.continue.toCertificate')}
        </ActionLink>
      }
    />
  );
}

/** On an enrolled teacher's programme page: start or continue where they left off, or the completion message. */
export function ContinueLearning({ programme }: { programme: ProgrammeDetail }) {
  const { t } = useTranslation();
  const stage = learningStage(programme);
  if (stage === 'completed') return <Completed />;
  const unit = resumeUnit(programme.units);
  const href = unit && unitHref(unit, programme.id);
  if (!unit || !href) return null;
  return (
    <Space orientation="vertical" size={2} data-testid="continue-learning">
      <ActionLink to={href} type="primary" size="large" icon={<PlayCircleOutlined />} testId="continue-learning-link">
        {stage === 'notStarted' ? t('training.continue.start') : t('training.continue.resume')}
      </ActionLink>
      <Typography.Text type="secondary">{t('training.continue.from', { title: unit.title })}</Typography.Text>
    </Space>
  );
}

/**
 * Under a lesson: the next lesson (the main action once this one is done), or, after the last, the completion
 * message with the certificate once the programme is done.
 */
export function LessonNext({ programme, unitId }: { programme: ProgrammeDetail; unitId: number }) {
  const { t } = useTranslation();
  const current = programme.units.find((unit) => unit.id === unitId);
  const next = nextUnit(programme.units, unitId);
  const href = next && unitHref(next, programme.id);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="lesson-next">
      {learningStage(programme) === 'completed' && <Completed />}
      {next && href && (
        <ActionLink to={href} type={current?.completed ? 'primary' : 'default'} icon={<ArrowRightOutlined />} testId="next-lesson">
          {t('training.continue.next', { title: next.title })}
        </ActionLink>
      )}
    </Space>
  );
}
