import type { MyApplication } from '@yanxiu/contract/selection';
import { Descriptions, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { PROGRESS_STAGES, progressOf } from '../../model/teacher/progress';
import { ApplyStatusTag } from '../shared/ApplyStatusTag';
import { nextStepLabel } from '../shared/labels';
import { ResultTag } from './ResultTag';
import { useScreenAtLeast } from '@/shared/ui/use-screen';

/** Where a submitted application is: the stages (school, district, experts, result), its status, round and result. */
export function ApplicationProgress({ application }: { application: MyApplication }) {
  const { t } = useTranslation();
  const wide = useScreenAtLeast('sm');
  const { stage, state } = progressOf(application);
  const current = PROGRESS_STAGES.indexOf(stage);
  return (
    <div data-testid="application-progress">
      <Steps
        size="small"
        orientation={wide ? 'horizontal' : 'vertical'}
        current={current}
        status={state}
        items={PROGRESS_STAGES.map((entry) => ({ title: t(`selectionTeacher.progress.${entry}`) }))}
        style={{ marginBottom: 16 }}
      />
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label={t('selectionTeacher.mine.status')}>
          <ApplyStatusTag status={application.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('selectionTeacher.mine.round')}>
          {t('selectionTeacher.mine.roundValue', { round: application.round })}
        </Descriptions.Item>
        <Descriptions.Item label={t('selectionTeacher.mine.submittedAt')}>
          {formatDateTime(application.submittedAt) || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('selectionTeacher.mine.next')}>{nextStepLabel(application.nextStep)}</Descriptions.Item>
        <Descriptions.Item label={t('selectionTeacher.mine.result')}>
          <ResultTag result={application.result} stage={application.resultStage} />
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
