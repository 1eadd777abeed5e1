import { Level } from '@yanxiu/contract/enums';
import type { BackboneApplication } from '@yanxiu/contract/profile-backbone';
import { Card, Descriptions, Flex, List, Steps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { ReviewTimeline } from '@/shared/review/ReviewTimeline';
import { VerificationTag } from '../../components/VerificationTag';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { kindLabel } from '../../model/kind-fields';
import { useBackboneWording } from '../model/backbone-review';
import { STATUS_COLORS, stepName } from '../model/labels';

/** Where the application is on its steps: done, deciding now, or still to come. */
function StepsBar({ application }: { application: BackboneApplication }) {
  const { t } = useTranslation();
  const current = application.steps.findIndex((step) => step.code === application.stepCode);
  const finished = application.status === '6';
  return (
    <Steps
      size="small"
      data-testid="backbone-steps"
      current={finished ? application.steps.length : Math.max(current, 0)}
      status={
        application.status === '7'
          ? 'error'
          : application.status === '5' || application.status === '8'
            ? 'wait'
            : finished
              ? 'finish'
              : 'process'
      }
      items={application.steps.map((step) => ({ title: stepName(t, step.code) }))}
    />
  );
}

/**
 * An application as its applicant and reviewers read it: status, statement, the records offered, steps and history.
 * `framed` inside the review frame, which shows the applicant, step, status and history itself.
 */
export function ApplicationView({ application, framed = false }: { application: BackboneApplication; framed?: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const wording = useBackboneWording();
  return (
    <Flex vertical gap={16} data-testid="backbone-application" data-status={application.status}>
      <Card size="small">
        {!framed && (
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('backbone.application.applicant')}>{application.userName}</Descriptions.Item>
            <Descriptions.Item label={t('backbone.application.school')}>{application.orgName}</Descriptions.Item>
            <Descriptions.Item label={t('backbone.application.status')}>
              <Tag color={STATUS_COLORS[application.status]} data-testid="backbone-status">
                {t(`backbone.status.${application.status}`)}
              </Tag>
            </Descriptions.Item>
            {application.stepCode && (
              <Descriptions.Item label={t('backbone.application.step')}>{stepName(t, application.stepCode)}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('backbone.application.round')}>
              {t('backbone.application.roundOf', { round: application.round })}
            </Descriptions.Item>
            <Descriptions.Item label={t('backbone.application.submittedAt')}>
              {formatDateTime(application.submittedAt, locale)}
            </Descriptions.Item>
          </Descriptions>
        )}
        <StepsBar application={application} />
      </Card>
      <Card size="small" title={t('backbone.application.statement')}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="backbone-statement">
          {application.statement}
        </Typography.Paragraph>
      </Card>
      <Card size="small" title={t('backbone.application.records')}>
        <List
          data-testid="backbone-records"
          dataSource={application.records}
          renderItem={(record) => (
            <List.Item
              key={record.id}
              extra={
                record.stateNow === null ? <Tag>{t('backbone.application.deleted')}</Tag> : <VerificationTag state={record.stateNow} />
              }
            >
              <List.Item.Meta
                title={record.title}
                description={[
                  kindLabel(record.kind, locale),
                  formatDay(record.date, locale),
                  record.level ? Level.label(record.level, locale) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </List.Item>
          )}
        />
      </Card>
      {!framed && (
        <Card size="small" title={t('backbone.application.history')}>
          <ReviewTimeline history={application.history} wording={wording} testId="backbone-history" />
        </Card>
      )}
    </Flex>
  );
}
