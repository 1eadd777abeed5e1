import type { ApplyDetail } from '@yanxiu/contract/development-apply';
import { Alert, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { nextStepOf } from '../model/apply-state';
import { formatTime, STATUS_COLORS, statusLabel, stepLabel } from './labels';

/** The applicant's statement of an application. */
export function ApplicationStatement({ detail }: { detail: Pick<ApplyDetail, 'statement'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('development.apply.statement')}</Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="apply-statement">
        {detail.statement}
      </Typography.Paragraph>
    </>
  );
}

/**
 * Where an application stands, as its applicant reads it: status, step, round, the phases and dates and the statement;
 * `showNext` adds what the applicant does next. (Its reviewer reads the same in the shared review frame's header.)
 */
export function ApplicationStatus({ detail, showNext = false }: { detail: ApplyDetail; showNext?: boolean }) {
  const { t } = useTranslation();
  const en = currentLocale() === 'en-US';
  const next = nextStepOf(detail);
  return (
    <>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid="application-status">
        <Descriptions.Item label={t('development.apply.status')}>
          <Tag color={STATUS_COLORS[detail.status]} data-testid="apply-status" data-status={detail.status}>
            {statusLabel(detail.status)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('development.apply.step')}>{stepLabel(t, detail.stepCode) || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('development.apply.postType')}>{en ? detail.postTypeNameEn : detail.postTypeName}</Descriptions.Item>
        <Descriptions.Item label={t('development.apply.round')}>
          {t('development.apply.roundValue', { round: detail.round })}
        </Descriptions.Item>
        <Descriptions.Item label={t('development.apply.fromPhase')}>{detail.fromPhaseName}</Descriptions.Item>
        <Descriptions.Item label={t('development.apply.phase')}>{en ? detail.phaseNameEn : detail.phaseName}</Descriptions.Item>
        <Descriptions.Item label={t('development.apply.submittedAt')}>{formatTime(detail.submittedAt)}</Descriptions.Item>
        {detail.finishedAt && (
          <Descriptions.Item label={t('development.apply.finishedAt')}>{formatTime(detail.finishedAt)}</Descriptions.Item>
        )}
      </Descriptions>
      <ApplicationStatement detail={detail} />
      {showNext && (
        <Alert
          data-testid="next-step"
          style={{ marginBottom: 16 }}
          showIcon
          type={next === 'resubmit' ? 'warning' : next === 'rejected' ? 'error' : next === 'finished' ? 'success' : 'info'}
          title={t('development.apply.nextStepText', { text: t(`development.next.${next}`, { step: stepLabel(t, detail.stepCode) }) })}
        />
      )}
    </>
  );
}
