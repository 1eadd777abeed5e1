import { SelectionLimits } from '@yanxiu/contract/limits';
import type { ResultsState } from '@yanxiu/contract/selection-scoring';
import { SelectionScoringLimits } from '@yanxiu/contract/selection-scoring-limits';
import { Alert, Button, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { DateField } from '@/shared/ui/DatePickers';
import { useFinaliseResults, useIssueResultCertificates, usePublishResults } from '../../api/scoring/results';
import { chinaToday } from '@yanxiu/contract/china-time';

// Axe found antd's processing (blue) tag under 4.5:1 here; the plain tag and the theme's success green pass.
const PHASE_COLORS: Record<ResultsState['phase'], string | undefined> = { scoring: undefined, publicity: undefined, final: 'success' };

export type ResultsActionsProps = {
  state: ResultsState;
  /** The applications chosen as winners in the ranking. */
  selected: readonly number[];
};

/** Where the results stand, and the district's next step: publish the chosen list for public notice, finalise, issue certificates. */
export function ResultsActions({ state, selected }: ResultsActionsProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const publish = usePublishResults();
  const finalise = useFinaliseResults();
  const certificates = useIssueResultCertificates();
  const [publishing, setPublishing] = useState(false);
  const [finalising, setFinalising] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const [issueForm] = Form.useForm<{ honour?: string }>();
  const [publishForm] = Form.useForm<{ noticeEndsOn: Dayjs }>();
  const [finaliseForm] = Form.useForm<{ reason?: string }>();
  const noticeOver = state.noticeEndsOn !== null && chinaToday() > state.noticeEndsOn;

  const sendPublish = ({ noticeEndsOn }: { noticeEndsOn: Dayjs }) =>
    publish.mutate(
      { prjId: state.prjId, version: state.version, noticeEndsOn: noticeEndsOn.format('YYYY-MM-DD'), selected: [...selected] },
      {
        onSuccess: () => {
          setPublishing(false);
          notifier().success(t('selectionScoring.manage.published'));
        },
      },
    );
  const sendFinalise = ({ reason }: { reason?: string }) =>
    finalise.mutate(
      { prjId: state.prjId, version: state.version, ...(noticeOver ? {} : { endNoticeEarlyReason: reason?.trim() ?? '' }) },
      {
        onSuccess: () => {
          setFinalising(false);
          notifier().success(t('selectionScoring.manage.finalised'));
        },
      },
    );
  const issue = ({ honour }: { honour?: string }) =>
    certificates.mutate(
      { prjId: state.prjId, ...(honour?.trim() ? { title: honour.trim() } : {}) },
      {
        onSuccess: (result) => {
          setIssuing(false);
          notifier().success(t('selectionScoring.manage.certificatesIssued', { count: result.issued }));
        },
      },
    );

  return (
    <Flex vertical gap={8} data-testid="results-actions" data-phase={state.phase}>
      <Flex gap={8} wrap align="center">
        <Tag color={PHASE_COLORS[state.phase]} data-testid="results-phase">
          {t(`selectionScoring.manage.phase.${state.phase}`)}
        </Tag>
        {state.phase === 'publicity' && state.noticeEndsOn && (
          <Typography.Text>{t('selectionScoring.manage.publicityUntil', { at: formatDay(state.noticeEndsOn, locale) })}</Typography.Text>
        )}
        {state.phase === 'final' && state.finalisedAt && (
          <Typography.Text>{t('selectionScoring.manage.finalOn', { at: formatDateTime(state.finalisedAt, locale) })}</Typography.Text>
        )}
        {state.phase !== 'scoring' && (
          <Typography.Text type="secondary">{t('selectionScoring.manage.selectedCount', { count: state.selectedCount })}</Typography.Text>
        )}
        <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
          {state.phase !== 'final' && (
            <Button
              type={state.phase === 'scoring' ? 'primary' : 'default'}
              disabled={state.sheetsMissing > 0 || selected.length === 0}
              onClick={() => setPublishing(true)}
              data-testid="results-publish"
            >
              {t(state.phase === 'scoring' ? 'selectionScoring.manage.publish' : 'selectionScoring.manage.republish')}
            </Button>
          )}
          {state.phase === 'publicity' && (
            <Button type="primary" onClick={() => setFinalising(true)} data-testid="results-finalise">
              {t('selectionScoring.manage.finalise')}
            </Button>
          )}
          {state.phase === 'final' && (
            <Button type="primary" loading={certificates.isPending} onClick={() => setIssuing(true)} data-testid="results-certificates">
              {t('selectionScoring.manage.certificates')}
            </Button>
          )}
        </Flex>
      </Flex>
      {state.phase === 'scoring' && state.sheetsMissing > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('selectionScoring.manage.sheetsMissing', { count: state.sheetsMissing })}
          data-testid="results-missing"
        />
      )}
      {state.phase === 'scoring' && state.sheetsMissing === 0 && selected.length === 0 && (
        <Alert type="info" showIcon title={t('selectionScoring.manage.chooseWinners')} />
      )}
      <Modal
        open={publishing}
        title={t('selectionScoring.manage.publishTitle')}
        okText={t('selectionScoring.manage.publish')}
        cancelText={t('selectionScoring.common.cancel')}
        confirmLoading={publish.isPending}
        onOk={() => publishForm.submit()}
        onCancel={() => setPublishing(false)}
        okButtonProps={{ 'data-testid': 'results-publish-ok' } as Record<string, string>}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('selectionScoring.manage.publishCount', { count: selected.length })}</Typography.Paragraph>
        <Form form={publishForm} layout="vertical" onFinish={sendPublish} preserve={false}>
          <Form.Item
            name="noticeEndsOn"
            label={t('selectionScoring.manage.publishEnd')}
            rules={[{ required: true, message: t('selectionScoring.manage.publishEndRequired') }]}
          >
            <DateField
              disabledDate={(day) => day.format('YYYY-MM-DD') < chinaToday()}
              minDate={dayjs(chinaToday())}
              style={{ width: 220 }}
              data-testid="results-notice-end"
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={finalising}
        title={t('selectionScoring.manage.finalise')}
        okText={t('selectionScoring.manage.finaliseOk')}
        cancelText={t('selectionScoring.common.cancel')}
        confirmLoading={finalise.isPending}
        onOk={() => finaliseForm.submit()}
        onCancel={() => setFinalising(false)}
        okButtonProps={{ 'data-testid': 'results-finalise-ok' } as Record<string, string>}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('selectionScoring.manage.finaliseConfirm')}</Typography.Paragraph>
        <Form form={finaliseForm} layout="vertical" onFinish={sendFinalise} preserve={false}>
          {!noticeOver && (
            <Form.Item
              name="reason"
              label={t('selectionScoring.manage.earlyReason')}
              extra={t('selectionScoring.manage.earlyHint', { at: formatDay(state.noticeEndsOn, locale) })}
              rules={[{ required: true, whitespace: true, min: 2, message: t('selectionScoring.manage.earlyReasonRequired') }]}
            >
              <Input.TextArea rows={3} maxLength={SelectionScoringLimits.comment} showCount data-testid="results-early-reason" />
            </Form.Item>
          )}
        </Form>
      </Modal>
      <Modal
        open={issuing}
        title={t('selectionScoring.manage.certificates')}
        okText={t('selectionScoring.manage.certificates')}
        cancelText={t('selectionScoring.common.cancel')}
        confirmLoading={certificates.isPending}
        onOk={() => issueForm.submit()}
        onCancel={() => setIssuing(false)}
        okButtonProps={{ 'data-testid': 'results-certificates-ok' } as Record<string, string>}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('selectionScoring.manage.certificatesConfirm')}</Typography.Paragraph>
        <Form form={issueForm} layout="vertical" onFinish={issue} preserve={false}>
          <Form.Item name="honour" label={t('selectionScoring.manage.honour')} extra={t('selectionScoring.manage.honourHint')}>
            <Input
              maxLength={SelectionLimits.title}
              placeholder={t('selectionScoring.manage.honourPlaceholder')}
              data-testid="results-honour"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
