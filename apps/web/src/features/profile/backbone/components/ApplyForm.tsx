import { Level } from '@yanxiu/contract/enums';
import { BackboneLimits } from '@yanxiu/contract/limits';
import type { BackboneApplication, BackboneCandidate } from '@yanxiu/contract/profile-backbone';
import { Button, Card, Checkbox, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { formatDay } from '@/shared/format/date';
import { kindLabel } from '../../model/kind-fields';
import { useApplyBackbone } from '../api/apply-backbone';
import { useBackboneCandidates } from '../api/get-backbone-candidates';
import { useResubmitBackbone } from '../api/resubmit-backbone';

type Values = { statement: string; recordIds: number[] };

/** One verified record as the picker offers it: title, kind, day and level. */
function candidateLabel(record: BackboneCandidate, locale: ReturnType<typeof currentLocale>): string {
  return [
    record.title,
    kindLabel(record.kind, locale),
    formatDay(record.date, locale),
    record.level ? Level.label(record.level, locale) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The application form: a statement and the teacher's verified records to offer. With `returned`, the returned
 * application's statement and records fill it and it resubmits; otherwise it applies anew.
 */
export function ApplyForm({ returned }: { returned?: BackboneApplication }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const chosen = Form.useWatch('recordIds', form) ?? [];
  const candidates = useBackboneCandidates(true);
  const apply = useApplyBackbone();
  const resubmit = useResubmitBackbone();

  if (candidates.isPending) return <Skeleton active />;
  if (candidates.isError) return <RetryAlert onRetry={() => void candidates.refetch()} />;
  if (candidates.data.length === 0)
    return (
      <Result
        status="info"
        title={t('backbone.apply.noCandidates')}
        subTitle={t('backbone.apply.noCandidatesText')}
        extra={
          <Link to="/personal/baseInfo">
            <Button type="primary">{t('backbone.apply.addRecords')}</Button>
          </Link>
        }
        data-testid="backbone-no-candidates"
      />
    );

  const offered = new Set(candidates.data.map((record) => record.id));
  const initial: Values = {
    statement: returned?.statement ?? '',
    recordIds: returned ? returned.records.map((record) => record.id).filter((id) => offered.has(id)) : [],
  };
  const handleFinish = (values: Values) => {
    const body = { statement: values.statement.trim(), recordIds: values.recordIds };
    if (returned)
      resubmit.mutate({ applyId: returned.applyId, ...body }, { onSuccess: () => notifier().success(t('backbone.apply.resubmitted')) });
    else apply.mutate(body, { onSuccess: () => notifier().success(t('backbone.apply.submitted')) });
  };
  return (
    <Card size="small" title={returned ? t('backbone.apply.resubmit') : t('backbone.apply.submit')}>
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={handleFinish} data-testid="backbone-apply-form">
        <Form.Item
          name="statement"
          label={t('backbone.apply.statement')}
          rules={[{ required: true, whitespace: true, message: t('backbone.apply.statementRequired') }]}
        >
          <Input.TextArea
            rows={5}
            maxLength={BackboneLimits.statement}
            showCount
            placeholder={t('backbone.apply.statementPlaceholder')}
            data-testid="backbone-statement-input"
          />
        </Form.Item>
        <Form.Item
          name="recordIds"
          label={t('backbone.apply.records')}
          extra={`${t('backbone.apply.recordsHint', { max: BackboneLimits.records })} ${t('backbone.apply.chosen', { count: chosen.length })}`}
          rules={[{ required: true, type: 'array', min: 1, message: t('backbone.apply.recordsRequired') }]}
        >
          <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="backbone-candidates">
            {candidates.data.map((record) => (
              <Checkbox
                key={record.id}
                value={record.id}
                disabled={!chosen.includes(record.id) && chosen.length >= BackboneLimits.records}
                data-testid={`backbone-candidate-${record.id}`}
              >
                <Typography.Text>{candidateLabel(record, locale)}</Typography.Text>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={apply.isPending || resubmit.isPending} data-testid="backbone-submit">
          {returned ? t('backbone.apply.resubmit') : t('backbone.apply.submit')}
        </Button>
      </Form>
    </Card>
  );
}
